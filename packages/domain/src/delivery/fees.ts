import { ZERO_CENTAVOS, centavos, type Centavos } from '../money.ts';
import { cepInRanges } from './cep-range.ts';
import { formCovers } from './coverage.ts';
import type { DeliveryDestination, DeliveryFormRule, FeeRule } from './delivery-form.ts';
import { distanceMeters } from './geo.ts';

/** Why a form is not offered for a destination and subtotal. @see {@link quoteDeliveryForm} */
export type FormRefusal = 'FORA_DA_AREA' | 'ABAIXO_DO_MINIMO' | 'SEM_TAXA';

/**
 * A form's fee for one destination and subtotal, or why it is not offered. `gratis` is true
 * exactly when the customer pays no fee (`taxaCentavos` 0): the free-above value was reached,
 * or the rule's own fee is 0 (a pickup, usually).
 */
export type FormQuote =
  { ok: true; taxaCentavos: Centavos; gratis: boolean } | { ok: false; motivo: FormRefusal };

function nonNegativeCentavos(value: number, what: string): Centavos {
  const amount = centavos(value);
  if (amount < 0) throw new RangeError(`${what} must not be negative: ${value}`);
  return amount;
}

/** The rule's fee for the destination, or null when the rule gives none. */
function ruleFee(taxa: FeeRule, form: DeliveryFormRule, dest: DeliveryDestination): number | null {
  switch (taxa.tipo) {
    case 'FIXA':
      return taxa.valorCentavos;
    case 'FAIXA_CEP': {
      const { cep } = dest;
      if (cep === null) return null;
      const faixa = taxa.faixas.find((f) => cepInRanges(cep, [f]));
      return faixa ? faixa.valorCentavos : null;
    }
    case 'DISTANCIA': {
      if (form.origem === null || dest.point === null) return null;
      const metres = distanceMeters(form.origem, dest.point);
      const bands = [...taxa.faixas].sort((a, b) => a.ateMetros - b.ateMetros);
      const band = bands.find((b) => metres <= b.ateMetros);
      return band ? band.valorCentavos : null;
    }
  }
}

/**
 * Prices a delivery form for a destination and subtotal, in this order:
 * not {@link formCovers} → FORA_DA_AREA; subtotal < `pedidoMinimoCentavos` → ABAIXO_DO_MINIMO;
 * the fee rule gives no value (CEP in no FAIXA_CEP range or no CEP; DISTANCIA without `origem`
 * or destination point, or beyond the largest `ateMetros`) → SEM_TAXA; subtotal ≥
 * `gratisAcimaDeCentavos` → fee 0; otherwise the rule's fee. RETIRADA forms follow the same
 * minimum and fee rules (usually FIXA 0). A DISTANCIA band covers distances up to and including
 * its `ateMetros`, measured by {@link distanceMeters} from `origem`.
 *
 * @param subtotalCentavos - items total after discounts, before the fee (centavos, ≥ 0).
 * @returns the fee in centavos (never negative) or the refusal.
 * @throws RangeError for a negative or non-integer subtotal, a negative or non-integer fee,
 *   minimum or free-above value, or a malformed CEP range in the form.
 * @see spec §3 Cart taxaEntrega, §4 Delivery, §8 'Nenhuma forma de entrega foi encontrada…'
 */
export function quoteDeliveryForm(
  form: DeliveryFormRule,
  dest: DeliveryDestination,
  subtotalCentavos: Centavos,
): FormQuote {
  const subtotal = nonNegativeCentavos(subtotalCentavos, 'subtotalCentavos');
  const minimum = nonNegativeCentavos(form.pedidoMinimoCentavos, 'pedidoMinimoCentavos');
  const freeAbove =
    form.gratisAcimaDeCentavos === null
      ? null
      : nonNegativeCentavos(form.gratisAcimaDeCentavos, 'gratisAcimaDeCentavos');
  if (!formCovers(form, dest)) return { ok: false, motivo: 'FORA_DA_AREA' };
  if (subtotal < minimum) return { ok: false, motivo: 'ABAIXO_DO_MINIMO' };
  const fee = ruleFee(form.taxa, form, dest);
  if (fee === null) return { ok: false, motivo: 'SEM_TAXA' };
  const taxa = nonNegativeCentavos(fee, 'valorCentavos');
  if (freeAbove !== null && subtotal >= freeAbove) {
    return { ok: true, taxaCentavos: ZERO_CENTAVOS, gratis: true };
  }
  return { ok: true, taxaCentavos: taxa, gratis: taxa === 0 };
}
