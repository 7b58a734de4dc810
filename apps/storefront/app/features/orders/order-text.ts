import { StatusPedido, TipoEntrega, isStatusPedido, statusText } from '@vitrine/domain';
import type { EnderecoPedido, FormaPagamentoPedido, PedidoDetalhe } from './types';

/** The status text: the domain's pt-BR text for a known status, else the API's. */
export function orderStatusText(status: string, statusTexto?: string | null): string {
  return isStatusPedido(status) ? statusText(status) : (statusTexto ?? status);
}

export const DELIVERY_TYPE_TEXT: Record<string, string> = {
  [TipoEntrega.DELIVERY]: 'Entrega',
  [TipoEntrega.RETIRADA]: 'Retirada na loja',
};

/** "Rua X, 12 - Centro, Cidade/UF" from an order's delivery address. */
export function addressText(e: EnderecoPedido): string {
  if (e.textoendereco) return e.textoendereco;
  const street = [e.rua, e.numero].filter(Boolean).join(', ');
  const place = [e.cidade, e.uf].filter(Boolean).join('/');
  return [street, e.complemento, e.bairro, place].filter(Boolean).join(' - ');
}

export function paymentText(forma: FormaPagamentoPedido | string | null | undefined): string {
  if (!forma) return '—';
  return typeof forma === 'string' ? forma : forma.descricao;
}

/** True while a Pix order still waits for its payment (the Pix code is then shown). */
export function awaitsPixPayment(pedido: Pick<PedidoDetalhe, 'status' | 'formaPagamento'>): boolean {
  return pedido.formaPagamento?.tipo === 'PIX' && pedido.status === StatusPedido.AGUARDANDOPAGAMENTO;
}

/** Tone of a status badge. */
export function statusTone(status: string): 'ok' | 'wait' | 'bad' | 'info' {
  switch (status) {
    case StatusPedido.ENTREGUE:
    case StatusPedido.PAGO:
    case StatusPedido.PRONTO_RETIRADA:
      return 'ok';
    case StatusPedido.AGUARDANDOPAGAMENTO:
    case StatusPedido.ORCAMENTO_NOVO:
      return 'wait';
    case StatusPedido.CANCELADO:
      return 'bad';
    default:
      return 'info';
  }
}
