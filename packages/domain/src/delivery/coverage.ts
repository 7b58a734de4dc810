import { cepInRanges } from './cep-range.ts';
import type { DeliveryDestination, DeliveryFormRule } from './delivery-form.ts';
import { TipoEntrega } from './delivery-type.ts';
import { pointInArea } from './geo.ts';

/**
 * Whether a delivery form serves a destination. RETIRADA (pickup) → always true. DELIVERY: true
 * when the destination point is inside any of the form's polygons, or its CEP is in any of the
 * form's ranges; a form with neither polygons nor ranges applies anywhere. A form with only
 * polygons and a destination without a point → false; only ranges and no CEP → false.
 *
 * @throws RangeError when a CEP range of the form is malformed (see {@link cepInRanges}).
 * @see spec §3 Service area, §4 Delivery, §8 'O fornecedor não atende no endereço informado'
 */
export function formCovers(form: DeliveryFormRule, dest: DeliveryDestination): boolean {
  if (form.tipo === TipoEntrega.RETIRADA) return true;
  if (form.poligonos.length === 0 && form.faixasCep.length === 0) return true;
  const { point, cep } = dest;
  if (point !== null && form.poligonos.some((polygon) => pointInArea(point, polygon))) return true;
  return cep !== null && form.faixasCep.length > 0 && cepInRanges(cep, form.faixasCep);
}
