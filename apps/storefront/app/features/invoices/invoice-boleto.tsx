import { Copy, FileText } from 'lucide-react';
import { toast } from 'sonner';
import type { Fatura } from '@vitrine/contract';
import { INVOICE_TEXT } from '@vitrine/domain';

const buttonClass =
  'inline-flex h-9 items-center gap-1 rounded-md border border-black/15 px-2 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary';

/** Whether a fatura still has something to pay (open or overdue), so its boleto matters. */
export function isPayable(fatura: Fatura): boolean {
  return fatura.status === 'ABERTA' || fatura.status === 'VENCIDA';
}

/**
 * A fatura's boleto: open its PDF and copy its linha digitável; a short note while none is issued.
 * Paid and cancelled faturas need no boleto: nothing is rendered for them.
 */
export function InvoiceBoleto({ fatura }: { fatura: Fatura }) {
  if (!isPayable(fatura)) return null;
  const { boleto } = fatura;
  if (!boleto) return <span className="text-sm text-black/60">{INVOICE_TEXT.noBoleto}</span>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(boleto.linhaDigitavel);
      toast.success(INVOICE_TEXT.lineCopied);
    } catch {
      toast.error(boleto.linhaDigitavel);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {boleto.url && (
        <a href={boleto.url} target="_blank" rel="noreferrer" className={buttonClass}>
          <FileText aria-hidden className="h-4 w-4" />
          {INVOICE_TEXT.openBoleto}
        </a>
      )}
      <button
        type="button"
        onClick={copy}
        className={buttonClass}
        aria-label={`${INVOICE_TEXT.copyLine} ${fatura.numero}`}
      >
        <Copy aria-hidden className="h-4 w-4" />
        {INVOICE_TEXT.copyLine}
      </button>
    </div>
  );
}
