import {
  formRefusalMessage,
  quoteDeliveryForm,
  TipoEntrega,
  ZERO_CENTAVOS,
  APP_MSG,
  type Centavos,
  type DeliveryDestination,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { findAddress } from '../addresses/addresses-repository.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { toDeliveryFormRule } from './delivery-form-mapper.ts';
import { listDeliveryForms } from './delivery-repository.ts';
import { destinationOf } from './delivery-service.ts';

/** The delivery a cart is priced for: the type in effect, the address and the chosen form. */
export interface CartDeliveryChoice {
  idcliente: number;
  tipoEntrega: TipoEntrega;
  idendereco: number | null;
  idformaentrega: number | null;
}

/** The cart's delivery fee and what it is for (spec §3 Cart taxaEntrega). */
export interface CartDeliveryFee {
  taxaCentavos: Centavos;
  entrega: {
    idformaentrega: number;
    nome: string;
    idendereco: number | null;
    gratis: boolean;
  } | null;
  /** Why the chosen delivery does not apply to this cart; null when it does or none is chosen. */
  mensagemEntrega: string | null;
}

const NONE: CartDeliveryFee = { taxaCentavos: ZERO_CENTAVOS, entrega: null, mensagemEntrega: null };

/**
 * The fee of the delivery the buyer chose, for this cart's value (`subtotalCentavos`, items
 * before the fee): the form's fee for the address (DELIVERY) or its pickup fee (RETIRADA), free
 * above its value. Nothing chosen, or a form of the other type (the buyer switched type), gives
 * 0 without a message; a choice that no longer applies (address deleted, outside the form,
 * below its minimum) gives 0 and says why. Read-only; the order re-checks everything.
 * @see spec §3 Cart taxaEntrega, §4 Delivery
 */
export async function cartDeliveryFee(
  db: DbOrTx,
  supplier: Tenant,
  choice: CartDeliveryChoice,
  subtotalCentavos: Centavos,
): Promise<CartDeliveryFee> {
  if (choice.idformaentrega === null) return NONE;
  // Every cart read and save prices it: only the chosen form is loaded.
  const [record] = await listDeliveryForms(
    db,
    supplier.idfornecedor,
    choice.tipoEntrega,
    choice.idformaentrega,
  );
  if (!record) return NONE;
  let dest: DeliveryDestination = { cep: null, point: null };
  if (choice.tipoEntrega === TipoEntrega.DELIVERY) {
    if (choice.idendereco === null) return NONE;
    const address = await findAddress(db, choice.idcliente, choice.idendereco);
    if (!address) return { ...NONE, mensagemEntrega: APP_MSG.addressNotFound };
    dest = destinationOf(address);
  }
  const rule = toDeliveryFormRule(record);
  const quote = quoteDeliveryForm(rule, dest, subtotalCentavos);
  if (!quote.ok)
    return {
      ...NONE,
      mensagemEntrega: formRefusalMessage(quote.motivo, rule.pedidoMinimoCentavos),
    };
  return {
    taxaCentavos: quote.taxaCentavos,
    entrega: {
      idformaentrega: rule.idformaentrega,
      nome: rule.nome,
      idendereco: choice.tipoEntrega === TipoEntrega.DELIVERY ? choice.idendereco : null,
      gratis: quote.gratis,
    },
    mensagemEntrega: null,
  };
}
