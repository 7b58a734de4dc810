import type { EnderecoEntregaPedido, FormaPagamentoPedido } from '@vitrine/contract';
import { StatusPedido, isStatusPedido, statusText } from '@vitrine/domain/order-status';
import { ORDERS_TEXT, orderIssuedByText } from '@vitrine/domain/orders-messages';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';

/** The status text: the domain's pt-BR text for a known status, else the API's. */
export function orderStatusText(status: string, statusTexto?: string | null): string {
  return isStatusPedido(status) ? statusText(status) : (statusTexto ?? status);
}

/** "Rua X, 12 - Centro, Cidade/UF" from an order's delivery address. */
export function addressText(e: EnderecoEntregaPedido): string {
  const street = [e.rua, e.numero].filter(Boolean).join(', ');
  const place = [e.cidade, e.uf].filter(Boolean).join('/');
  return [street, e.complemento, e.bairro, place].filter(Boolean).join(' - ');
}

export function paymentText(forma: FormaPagamentoPedido | string | null | undefined): string {
  if (!forma) return ORDERS_TEXT.noPayment;
  return typeof forma === 'string' ? forma : forma.descricao;
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

/** The state of the order's up-front payment in pt-BR; methods paid later have none. */
export function paymentStateText(status: string | null | undefined): string {
  switch (status) {
    case 'PENDENTE':
      return AFTER_SALE_TEXT.paymentPending;
    case 'PAGO':
      return AFTER_SALE_TEXT.paymentPaid;
    case 'CANCELADO':
      return AFTER_SALE_TEXT.paymentCancelled;
    default:
      return AFTER_SALE_TEXT.paymentOnDelivery;
  }
}

/**
 * 'Pedido emitido por {nome}' for an order a linked user or a representative placed for the
 * customer (spec §6); null when the customer placed it.
 */
export function orderIssuerText(p: {
  usuarioVinculado?: { nome: string } | null;
  representante?: { nome: string } | null;
}): string | null {
  const nome = p.usuarioVinculado?.nome ?? p.representante?.nome;
  return nome ? orderIssuedByText(nome) : null;
}
