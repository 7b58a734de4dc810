import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';
import { formatDateTime } from '~/lib/format-date';
import { orderStatusText } from './order-text';
import type { PedidoDetalhe } from '@vitrine/contract';

/** The order's status history, oldest first, as a vertical timeline. */
export function StatusTimeline({ historico }: { historico: PedidoDetalhe['historico'] }) {
  if (historico.length === 0)
    return <p className="text-sm text-black/60">{ORDERS_TEXT.noHistory}</p>;
  const last = historico.length - 1;
  return (
    <ol className="relative ml-2 border-l-2 border-black/10">
      {historico.map((h, i) => (
        <li key={`${h.status}-${h.data}`} className="relative mb-4 pl-5 last:mb-0">
          <span
            aria-hidden
            className={`absolute top-1 -left-[7px] h-3 w-3 rounded-full ${i === last ? 'bg-primary' : 'bg-black/25'}`}
          />
          <p className={i === last ? 'font-semibold' : ''}>
            {orderStatusText(h.status, h.statusTexto)}
          </p>
          <p className="text-sm text-black/60">
            <time dateTime={h.data}>{formatDateTime(h.data)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
