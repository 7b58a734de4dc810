import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import type { PedidoDetalhe } from '@vitrine/contract';
import { afterSaleSections } from './after-sale-sections';
import { FiscalDocuments } from './fiscal-documents';
import { OrderRating } from './order-rating';

const card = 'rounded-lg border border-black/10 bg-white p-4 sm:p-5';

/**
 * The order page's records of a finished order: the fiscal documents once invoiced and the rating
 * once delivered, each when `afterSaleSections(pedido)` shows it. A chunk of its own: the order
 * page loads it only for an order that shows one of them (issue 12 §5, ADR 0083).
 */
export function AfterSaleRecords({
  pedido,
  docHref,
}: {
  pedido: PedidoDetalhe;
  docHref: (tipo: 'danfe' | 'xml') => string;
}) {
  const { fiscal, rating: showRating } = afterSaleSections(pedido);
  return (
    <>
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
