import FileText from 'lucide-react/icons/file-text';
import { useNavigation, useRevalidator } from 'react-router';
import type { FaturasResposta } from '@vitrine/contract';
import { INVOICE_TEXT } from '@vitrine/domain/invoices/invoice-messages';
import { CreditBar } from './credit-bar';
import { InvoiceList } from './invoice-list';

/**
 * The Faturas screen's body: the credit bar, then the faturas (or the empty state). While the
 * page reloads (navigation or "Tentar de novo") the content is marked busy and a pt-BR status is
 * announced; a failed load shows the error with a retry.
 */
export function InvoicesPage({ data, base }: { data: FaturasResposta | 'error'; base: string }) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state === 'loading' || revalidator.state === 'loading';
  return (
    <main className="mx-auto grid max-w-[1440px] gap-5 px-4 py-6" aria-busy={busy}>
      <h1 className="text-2xl font-semibold">{INVOICE_TEXT.title}</h1>
      <p role="status" className="sr-only">
        {busy ? INVOICE_TEXT.loading : ''}
      </p>
      {data === 'error' ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{INVOICE_TEXT.loadError}</p>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="mt-3 inline-flex h-10 items-center rounded-md bg-primary px-4 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {INVOICE_TEXT.retry}
          </button>
        </div>
      ) : (
        <div className={`grid gap-5 transition-opacity ${busy ? 'opacity-60' : ''}`}>
          <CreditBar
            total={data.limite_credito_total}
            disponivel={data.limite_credito_disponivel}
          />
          {data.faturas.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-black/10 bg-white px-4 py-12 text-center">
              <FileText aria-hidden className="h-10 w-10 text-black/30" />
              <p className="text-black/70">{INVOICE_TEXT.empty}</p>
            </div>
          ) : (
            <InvoiceList faturas={data.faturas} base={base} />
          )}
        </div>
      )}
    </main>
  );
}
