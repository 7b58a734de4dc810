import type { PedidoDetalhe } from '@vitrine/contract';
import { StatusPedido } from '@vitrine/domain/order-status';

/** Which after-sale sections an order shows (after-sale-actions.tsx, after-sale-records.tsx). */
export interface AfterSaleSections {
  /** The buyer's actions (accept the quote, cancel), or the quote's "em análise" note. */
  actions: boolean;
  /** The fiscal documents, once invoiced. */
  fiscal: boolean;
  /** The rating form, once delivered, or the stored rating. */
  rating: boolean;
}

/**
 * The after-sale sections `pedido` shows. Apart from the sections so that the order page can
 * tell which of their chunks to load, if any.
 */
export function afterSaleSections(pedido: PedidoDetalhe): AfterSaleSections {
  return {
    actions:
      pedido.acoes.cancelar ||
      pedido.acoes.aceitarOrcamento ||
      pedido.status === StatusPedido.ORCAMENTO_NOVO,
    fiscal: Boolean(pedido.notaFiscal),
    rating: pedido.acoes.avaliar || pedido.avaliacao !== null,
  };
}
