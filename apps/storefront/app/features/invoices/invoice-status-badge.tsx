import type { StatusFaturaSchema } from '@vitrine/contract';
import { STATUS_FATURA_TEXTO } from '@vitrine/domain/invoices/invoice-status';

const TONE: Record<StatusFaturaSchema, string> = {
  ABERTA: 'bg-sky-100 text-sky-900',
  PAGA: 'bg-green-100 text-green-900',
  VENCIDA: 'bg-red-100 text-red-900',
  CANCELADA: 'bg-black/10 text-black/70',
};

/** A fatura status as a coloured pill with its pt-BR text ('Em aberto', 'Paga', 'Vencida'…). */
export function InvoiceStatusBadge({
  status,
  statusTexto,
}: {
  status: StatusFaturaSchema;
  statusTexto?: string;
}) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium ${TONE[status]}`}
    >
      {statusTexto ?? STATUS_FATURA_TEXTO[status]}
    </span>
  );
}
