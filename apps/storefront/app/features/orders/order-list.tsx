import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PedidoResumo } from '@vitrine/contract';
import { ORDERS_TEXT, deliveryTypeLabel } from '@vitrine/domain/orders-messages';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import { formatDateTime } from '~/lib/format-date';
import { orderIssuerText, paymentStateText, paymentText } from './order-text';
import { StatusBadge } from './status-badge';
import { brl } from '~/lib/format';

/** Column headings of the orders table, in order. */
const COLUMNS = [
  ORDERS_TEXT.order,
  ORDERS_TEXT.date,
  ORDERS_TEXT.status,
  AFTER_SALE_TEXT.channel,
  ORDERS_TEXT.delivery,
  ORDERS_TEXT.payment,
  ORDERS_TEXT.total,
];

/**
 * The customer's orders, newest first: a table on wide screens, cards on phones. `action`
 * renders the controls of each order (the route's "Repetir pedido" and the after-sale links), in its own column or under the card.
 */
export function OrderList({
  pedidos,
  base,
  action,
}: {
  pedidos: PedidoResumo[];
  base: string;
  action?: (pedido: PedidoResumo) => ReactNode;
}) {
  return (
    <>
      {/* Desktop: a table. */}
      <table className="hidden w-full overflow-hidden rounded-lg border border-black/10 bg-white text-left md:table">
        <caption className="sr-only">{ORDERS_TEXT.tableCaption}</caption>
        <thead className="bg-black/[0.03] text-sm text-black/60">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-3 font-medium ${column === ORDERS_TEXT.total ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
            {action && (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{ORDERS_TEXT.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {pedidos.map((p) => (
            <tr key={p.numpedido} className="hover:bg-black/[0.02]">
              <th scope="row" className="px-4 py-3 font-semibold">
                <Link
                  to={`${base}/pedidos/${p.numpedido}`}
                  className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {ORDERS_TEXT.orderNumberShort(p.numpedido)}
                </Link>
              </th>
              <td className="px-4 py-3">
                <time dateTime={p.data}>{formatDateTime(p.data)}</time>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={p.status} statusTexto={p.statusTexto} />
              </td>
              <td className="px-4 py-3 text-sm">
                {p.canalOrigemTexto}
                {orderIssuerText(p) && (
                  <span className="block text-xs text-black/60">{orderIssuerText(p)}</span>
                )}
              </td>
              <td className="px-4 py-3">{deliveryTypeLabel(p.tipoEntrega)}</td>
              <td className="px-4 py-3">
                {paymentText(p.formaPagamento)}
                <span className="block text-xs text-black/60">
                  {paymentStateText(p.statusPagamento)}
                </span>
              </td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums">
                {brl(p.totalpedido)}
              </td>
              {action && <td className="px-4 py-2 text-right">{action(p)}</td>}
            </tr>
          ))}
        </tbody>
      </table>

      {/* Phones: cards. */}
      <ul className="grid gap-3 md:hidden">
        {pedidos.map((p) => (
          <li key={p.numpedido}>
            <Link
              to={`${base}/pedidos/${p.numpedido}`}
              className="flex items-center gap-3 rounded-lg border border-black/10 bg-white p-4 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <div className="min-w-0 flex-1">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{ORDERS_TEXT.orderNumber(p.numpedido)}</span>
                  <span className="font-semibold tabular-nums">{brl(p.totalpedido)}</span>
                </div>
                <p className="text-sm text-black/60">
                  <time dateTime={p.data}>{formatDateTime(p.data)}</time> ·{' '}
                  {deliveryTypeLabel(p.tipoEntrega)}
                </p>
                <p className="text-sm text-black/60">
                  {p.canalOrigemTexto} · {paymentText(p.formaPagamento)} (
                  {paymentStateText(p.statusPagamento)})
                </p>
                {orderIssuerText(p) && (
                  <p className="text-sm text-black/60">{orderIssuerText(p)}</p>
                )}
                <div className="mt-2">
                  <StatusBadge status={p.status} statusTexto={p.statusTexto} />
                </div>
              </div>
              <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-black/40" />
            </Link>
            {action && <div className="mt-2 flex justify-end">{action(p)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
