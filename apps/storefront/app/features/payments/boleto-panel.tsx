import { useQuery } from '@tanstack/react-query';
import FileText from 'lucide-react/icons/file-text';
import { formatBRL, reaisToCentavos } from '@vitrine/domain/money';
import { formatLinhaDigitavel } from '@vitrine/domain/payments/boleto';
import { BOLETO_TEXT } from '@vitrine/domain/payments/boleto-messages';
import { callFromBrowser } from '~/lib/api-browser';
import { CopyableCode } from './copyable-code';

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
  if (boleto.isPending) return <p role="status">{BOLETO_TEXT.generateBoleto}…</p>;
  if (boleto.isError || boleto.data.tipo !== 'BOLETO')
    return (
      <p role="alert" className="text-sm text-red-800">
        {boleto.error?.message ?? BOLETO_TEXT.receiptFailed}
      </p>
    );
  const b = boleto.data;
  const [y, m, d] = b.vencimento.split('-');
  return (
    <div className="grid gap-3">
      <p>
        <strong className="tabular-nums">{formatBRL(reaisToCentavos(b.valor))}</strong> ·{' '}
        {BOLETO_TEXT.boletoDue(`${d}/${m}/${y}`)}
      </p>
      <CopyableCode
        code={b.linhaDigitavel}
        display={formatLinhaDigitavel(b.linhaDigitavel)}
        label={BOLETO_TEXT.boletoLine}
        copyLabel={BOLETO_TEXT.boletoCopy}
        copiedLabel={BOLETO_TEXT.boletoCopied}
        rows={2}
        monoSize="text-sm"
        dataAttributes={{ 'data-linha-digitavel': b.linhaDigitavel }}
        actions={
          <a
            href={boletoPdfHref(fornecedor, numpedido)}
            target="_blank"
            rel="noopener"
            className="inline-flex h-11 items-center gap-2 rounded-md border border-black/20 bg-white px-5 font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <FileText aria-hidden className="h-4 w-4" /> {BOLETO_TEXT.boletoPdf}
          </a>
        }
      />
      <p className="text-sm text-black/60">{BOLETO_TEXT.boletoWaiting}</p>
    </div>
  );
}
