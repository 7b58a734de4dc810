import { Link } from 'react-router';
import type { Fatura } from '@vitrine/contract';
import { INVOICE_TEXT } from '@vitrine/domain/invoices/invoice-messages';
import { brl } from '~/lib/format';
import { InvoiceBoleto, isPayable } from './invoice-boleto';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { onFirstUse } from '@vitrine/domain/on-first-use';

const COLUMNS = [
  INVOICE_TEXT.number,
  INVOICE_TEXT.order,
  INVOICE_TEXT.issuedOn,
  INVOICE_TEXT.dueOn,
  INVOICE_TEXT.status,
  INVOICE_TEXT.amount,
  INVOICE_TEXT.boleto,
];

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
/** A calendar day "2026-03-09" as "09/03/2026", whatever the machine's zone. */
function day(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dayFormat().format(date);
}

/**
 * The customer's faturas, newest first: a table on wide screens, cards on phones, each with its
 * number, order (linked), issue and due dates, amount, status and boleto.
 * @see spec §3 Invoices
 */
export function InvoiceList({ faturas, base }: { faturas: Fatura[]; base: string }) {
  const orderLink = (f: Fatura) => (
    <Link
      to={`${base}/pedidos/${f.numpedido}`}
      className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {INVOICE_TEXT.orderLink(f.numpedido)}
    </Link>
  );
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-lg border border-black/10 bg-white text-left md:table">
        <caption className="sr-only">{INVOICE_TEXT.tableCaption}</caption>
        <thead className="bg-black/[0.03] text-sm text-black/60">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-3 font-medium ${column === INVOICE_TEXT.amount ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {faturas.map((f) => (
            <tr key={f.idfatura}>
              <th scope="row" className="px-4 py-3 font-semibold">
                {f.numero}
              </th>
              <td className="px-4 py-3">{orderLink(f)}</td>
              <td className="px-4 py-3">
                <time dateTime={f.emissao}>{day(f.emissao)}</time>
              </td>
              <td className="px-4 py-3">
                <time dateTime={f.vencimento}>{day(f.vencimento)}</time>
              </td>
              <td className="px-4 py-3">
                <InvoiceStatusBadge status={f.status} statusTexto={f.statusTexto} />
              </td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums">{brl(f.valor)}</td>
              <td className="px-4 py-2">
                {isPayable(f) ? (
                  <InvoiceBoleto fatura={f} base={base} />
                ) : (
                  <span aria-hidden>—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 md:hidden" aria-label={INVOICE_TEXT.tableCaption}>
        {faturas.map((f) => (
          <li key={f.idfatura} className="rounded-lg border border-black/10 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">{f.numero}</p>
                <p className="text-sm">{orderLink(f)}</p>
              </div>
              <InvoiceStatusBadge status={f.status} statusTexto={f.statusTexto} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-black/60">{INVOICE_TEXT.issuedOn}</dt>
                <dd>{day(f.emissao)}</dd>
              </div>
              <div>
                <dt className="text-black/60">{INVOICE_TEXT.dueOn}</dt>
                <dd>{day(f.vencimento)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-black/60">{INVOICE_TEXT.amount}</dt>
                <dd className="text-base font-semibold tabular-nums">{brl(f.valor)}</dd>
              </div>
            </dl>
            {isPayable(f) && (
              <div className="mt-3">
                <InvoiceBoleto fatura={f} base={base} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
