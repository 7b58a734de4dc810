import type { EnderecoFaturamentoBodyInput, PedidoBodyInput } from '@vitrine/contract';
import { CanalVenda, TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { milliToQuantity, type Milli } from '@vitrine/domain/money';
import type { CheckoutFormValues } from './checkout-form';

/** A cart line as the order needs it: product id, quantity (milli-units) and gift wrap. */
export interface OrderLineInput {
  id: number;
  quantidade: Milli;
  embalarParaPresente: boolean;
}

/** The order's coupon and channel, as the cart decides them. */
export interface OrderTerms {
  /** The manual coupon code, null for none (the server applies the automatic one itself). */
  cupom: string | null;
  /** WEB, or MANUAL for a cart an attendant negotiated (spec §6, §9). */
  canalVenda: CanalVenda;
}

/**
 * The order body of spec §3 (Order payload) from the cart lines and the checkout form: items as
 * decimal quantities, the address id for DELIVERY or the store id for RETIRADA (the server copies
 * the rest from its own records and prices everything), the payment method, the manual coupon,
 * the channel, the billing address and the answered order characteristics (`caracteristicas`
 * [{id, valor}]). Notes and characteristics are trimmed and left out when empty.
 */
export function buildOrderPayload(
  idfornecedor: string,
  lines: readonly OrderLineInput[],
  form: CheckoutFormValues,
  terms: OrderTerms = { cupom: null, canalVenda: CanalVenda.WEB },
  enderecofaturamento?: EnderecoFaturamentoBodyInput,
): PedidoBodyInput {
  const payload: PedidoBodyInput = {
    itens: lines.map((line) => ({
      id: line.id,
      quantidade: milliToQuantity(line.quantidade),
      embalarParaPresente: line.embalarParaPresente,
    })),
    idfornecedor,
    cupom: terms.cupom,
    tipoEntrega: form.tipoEntrega,
    formaPagamento: { idformapagto: form.idformapagto ?? 0, temForma: true },
    canalVenda: terms.canalVenda,
  };
  if (enderecofaturamento) payload.enderecofaturamento = enderecofaturamento;
  const anotacoes = form.anotacoes?.trim();
  if (anotacoes) payload.anotacoes = anotacoes;
  const numPedidoCliente = form.numPedidoCliente?.trim();
  if (numPedidoCliente) payload.numPedidoCliente = numPedidoCliente;
  if (form.formaId && form.dataEntrega)
    payload.formaEntrega = {
      id: form.formaId,
      data_de_entrega: form.dataEntrega,
      ...(form.idjanela !== null && form.idjanela !== undefined ? { idjanela: form.idjanela } : {}),
    };
  const caracteristicas = Object.entries(form.caracteristicas ?? {})
    .filter(([key, valor]) => /^c\d+$/.test(key) && valor.trim() !== '')
    .map(([key, valor]) => ({ id: Number(key.slice(1)), valor: valor.trim() }));
  if (caracteristicas.length > 0) payload.caracteristicas = caracteristicas;
  if (form.tipoEntrega === TipoEntrega.DELIVERY && form.idendereco !== null)
    payload.enderecoentrega = { idendereco: form.idendereco };
  if (form.tipoEntrega === TipoEntrega.RETIRADA && form.idloja !== null)
    payload.lojaRetira = { idloja: form.idloja };
  return payload;
}
