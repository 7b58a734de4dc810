import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Check, Copy, FileText } from 'lucide-react';
import { PAYMENTS_TEXT, formatBRL, formatLinhaDigitavel, reaisToCentavos } from '@vitrine/domain';
import { callFromBrowser } from '~/lib/api-browser';

/** The storefront path of an order's boleto PDF (routes/boleto-pdf.ts proxies it with the session). */
export const boletoPdfHref = (fornecedor: string, numpedido: number) =>
  `/${fornecedor}/pedidos/${numpedido}/boleto.pdf`;

/**
 * The order's boleto (issue 10 §3): issued once through generate-receipt, then shown with its
 * amount, due date, the linha digitável with a copy button, and a link to the PDF.
 */
export function BoletoPanel({
  numpedido,
  idcliente,
  fornecedor,
}: {
  numpedido: number;
  idcliente: number;
  fornecedor: string;
}) {
  const boleto = useQuery({
    queryKey: ['receipt', numpedido],
    queryFn: () =>
      callFromBrowser('payments.pixReceipt', {
        params: { numorder: numpedido, idclient: idcliente },
      }),
    staleTime: Infinity,
    retry: false,
  });
  const [copied, setCopied] = useState(false);
  const lineId = useId();
  if (boleto.isPending) return <p role="status">{PAYMENTS_TEXT.generateBoleto}…</p>;
  if (boleto.isError || boleto.data.tipo !== 'BOLETO')
    return (
      <p role="alert" className="text-sm text-red-800">
        {boleto.error?.message ?? PAYMENTS_TEXT.receiptFailed}
      </p>
    );
  const b = boleto.data;
  const [y, m, d] = b.vencimento.split('-');
  async function copy() {
    try {
      await navigator.clipboard.writeText(b.linhaDigitavel);
    } catch {
      (document.getElementById(lineId) as HTMLTextAreaElement | null)?.select();
    }
    setCopied(true);
  }
  return (
    <div className="grid gap-3">
      <p>
        <strong className="tabular-nums">{formatBRL(reaisToCentavos(b.valor))}</strong> ·{' '}
        {PAYMENTS_TEXT.boletoDue(`${d}/${m}/${y}`)}
      </p>
      <label htmlFor={lineId} className="text-sm font-medium">
        {PAYMENTS_TEXT.boletoLine}
      </label>
      <textarea
        id={lineId}
        readOnly
        rows={2}
        value={formatLinhaDigitavel(b.linhaDigitavel)}
        data-linha-digitavel={b.linhaDigitavel}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full min-w-0 resize-none rounded-md border border-black/20 bg-surface p-2 font-mono text-sm break-all"
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex h-11 items-center gap-2 rounded-md bg-primary px-5 font-semibold text-primary-fg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {copied ? (
            <Check aria-hidden className="h-4 w-4" />
          ) : (
            <Copy aria-hidden className="h-4 w-4" />
          )}
          {PAYMENTS_TEXT.boletoCopy}
        </button>
        <a
          href={boletoPdfHref(fornecedor, numpedido)}
          target="_blank"
          rel="noopener"
          className="inline-flex h-11 items-center gap-2 rounded-md border border-black/20 bg-white px-5 font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <FileText aria-hidden className="h-4 w-4" /> {PAYMENTS_TEXT.boletoPdf}
        </a>
        <span role="status" aria-live="polite" className="text-sm font-medium text-green-700">
          {copied ? PAYMENTS_TEXT.boletoCopied : ''}
        </span>
      </div>
      <p className="text-sm text-black/60">{PAYMENTS_TEXT.boletoWaiting}</p>
    </div>
  );
}
