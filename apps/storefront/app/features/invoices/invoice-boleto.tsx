import { useMutation } from '@tanstack/react-query';
import Copy from 'lucide-react/icons/copy';
import FileText from 'lucide-react/icons/file-text';
import Receipt from 'lucide-react/icons/receipt';
import { useRevalidator } from 'react-router';
import { toast } from '~/lib/toast';
import type { Fatura } from '@vitrine/contract';
import { INVOICE_TEXT } from '@vitrine/domain/invoices/invoice-messages';
import { callFromBrowser } from '~/lib/api-browser';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';

const buttonClass =
  'inline-flex h-9 items-center gap-1 rounded-md border border-black/15 px-2 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60';

/** Whether a fatura still has something to pay (open or overdue), so its boleto matters. */
export function isPayable(fatura: Fatura): boolean {
  return fatura.status === 'ABERTA' || fatura.status === 'VENCIDA';
}

/**
 * Issues the fatura's boleto (generate-receipt of its order, which for invoice credit is the
 * fatura's boleto: its amount and due date), then reloads the faturas so it shows.
 */
function IssueBoleto({ fatura }: { fatura: Fatura }) {
  const idcliente = useSupplierLayoutData()?.usuario?.idcliente;
  const revalidator = useRevalidator();
  const issue = useMutation({
    mutationFn: () =>
      callFromBrowser('payments.pixReceipt', {
        params: { numorder: fatura.numpedido, idclient: idcliente! },
      }),
    onSuccess: () => void revalidator.revalidate(),
    onError: (error) => toast.error(error.message || INVOICE_TEXT.issueFailed),
  });
  if (!idcliente) return <span className="text-sm text-black/60">{INVOICE_TEXT.noBoleto}</span>;
  return (
    <button
      type="button"
      onClick={() => issue.mutate()}
      disabled={issue.isPending}
      aria-label={INVOICE_TEXT.issueBoletoOf(fatura.numero)}
      className={buttonClass}
    >
      <Receipt aria-hidden className="h-4 w-4" />
      {issue.isPending ? INVOICE_TEXT.issuingBoleto : INVOICE_TEXT.issueBoleto}
    </button>
  );
}

/**
 * A fatura's boleto: open its PDF (`base` is the supplier's storefront path; the storefront's
 * boleto route serves it with the session) and
 * copy its linha digitável; "Gerar boleto" while none is issued. Paid and cancelled faturas need
 * no boleto: nothing is rendered for them.
 */
export function InvoiceBoleto({ fatura, base }: { fatura: Fatura; base: string }) {
  if (!isPayable(fatura)) return null;
  const { boleto } = fatura;
  if (!boleto) return <IssueBoleto fatura={fatura} />;
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
        <a
          href={`${base}/pedidos/${fatura.numpedido}/boleto.pdf`}
          target="_blank"
          rel="noreferrer"
          className={buttonClass}
        >
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
