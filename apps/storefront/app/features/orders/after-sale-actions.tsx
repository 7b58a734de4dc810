import { StatusPedido } from '@vitrine/domain/order-status';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import type { PedidoDetalhe } from '@vitrine/contract';
import { OrderActions } from './order-actions';

/**
 * The order page's "Ações do pedido" section: accept the quote, cancel, or the quote's "em
 * análise" note (shown when `afterSaleSections(pedido).actions`). A chunk of its own: the order
 * page loads it only for an order that shows it (issue 12 §5, ADR 0083).
 */
export function AfterSaleActions({ pedido }: { pedido: PedidoDetalhe }) {
  return (
    <section
      aria-labelledby="acoes-titulo"
      className="rounded-lg border border-black/10 bg-white p-4 sm:p-5"
    >
      <h2 id="acoes-titulo" className="mb-3 text-lg font-semibold">
        {AFTER_SALE_TEXT.actionsTitle}
      </h2>
      <OrderActions
        acoes={pedido.acoes}
        emAnalise={pedido.status === StatusPedido.ORCAMENTO_NOVO}
      />
    </section>
  );
}
