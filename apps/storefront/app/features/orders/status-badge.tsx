import { orderStatusText, statusTone } from './order-text';

const TONE = {
  ok: 'bg-green-100 text-green-900',
  wait: 'bg-amber-100 text-amber-900',
  bad: 'bg-red-100 text-red-900',
  info: 'bg-sky-100 text-sky-900',
} as const;

/** An order status as a coloured pill with its pt-BR text. */
export function StatusBadge({
  status,
  statusTexto,
}: {
  status: string;
  statusTexto?: string | null;
}) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ${TONE[statusTone(status)]}`}
    >
      {orderStatusText(status, statusTexto)}
    </span>
  );
}
