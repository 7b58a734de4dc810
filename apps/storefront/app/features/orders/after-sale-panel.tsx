import { StatusPedido } from '@vitrine/domain/order-status';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import type { PedidoDetalhe } from '@vitrine/contract';
import { afterSaleSections } from './after-sale-sections';
import { FiscalDocuments } from './fiscal-documents';
import { OrderActions } from './order-actions';
import { OrderRating } from './order-rating';

const card = 'rounded-lg border border-black/10 bg-white p-4 sm:p-5';

/**
 * The order page's after-sale sections: the buyer's actions (accept quote, cancel), the fiscal
 * documents once invoiced, and the rating once delivered. Each appears only when it applies
 * (after-sale-sections.ts). A chunk of its own, with its texts: the order page loads it only for
 * an order that shows one of them (issue 12 §5).
 */
export function AfterSalePanel({
  pedido,
  docHref,
}: {
  pedido: PedidoDetalhe;
  docHref: (tipo: 'danfe' | 'xml') => string;
}) {
  const emAnalise = pedido.status === StatusPedido.ORCAMENTO_NOVO;
  const { actions: showActions, fiscal, rating: showRating } = afterSaleSections(pedido);
  return (
    <>
      {showActions && (
        <section aria-labelledby="acoes-titulo" className={card}>
          <h2 id="acoes-titulo" className="mb-3 text-lg font-semibold">
            {AFTER_SALE_TEXT.actionsTitle}
          </h2>
          <OrderActions acoes={pedido.acoes} emAnalise={emAnalise} />
        </section>
      )}
      {fiscal && (
        <section aria-labelledby="fiscal-titulo" className={card}>
          <h2 id="fiscal-titulo" className="mb-3 text-lg font-semibold">
            {AFTER_SALE_TEXT.fiscal}
          </h2>
          <FiscalDocuments pedido={pedido} danfeHref={docHref('danfe')} xmlHref={docHref('xml')} />
        </section>
      )}
      {showRating && (
        <section aria-labelledby="avaliacao-titulo" className={card}>
          <h2 id="avaliacao-titulo" className="mb-3 text-lg font-semibold">
            {AFTER_SALE_TEXT.rate}
          </h2>
          <OrderRating avaliacao={pedido.avaliacao} canRate={pedido.acoes.avaliar} />
        </section>
      )}
    </>
  );
}
