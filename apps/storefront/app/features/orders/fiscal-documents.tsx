import FileCode from 'lucide-react/icons/file-code';
import FileText from 'lucide-react/icons/file-text';
import { formatChaveAcesso } from '@vitrine/domain/fiscal/chave-acesso';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import type { PedidoDetalhe } from '@vitrine/contract';

const link =
  'inline-flex h-11 items-center gap-2 rounded-md border border-black/15 bg-white px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary';

/**
 * The order's fiscal part (spec §2 Order detail): ERP number, NF-e access key, DANFE and XML
 * downloads, and the homologação note (no fiscal value).
 */
export function FiscalDocuments({
  pedido,
  danfeHref,
  xmlHref,
}: {
  pedido: Pick<PedidoDetalhe, 'codigoErp' | 'notaFiscal'>;
  danfeHref: string;
  xmlHref: string;
}) {
  const nota = pedido.notaFiscal;
  if (!nota) return null;
  return (
    <div className="grid gap-2">
      <dl className="grid gap-1 text-sm">
        {pedido.codigoErp && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-black/60">{AFTER_SALE_TEXT.erp}</dt>
            <dd className="font-medium">{pedido.codigoErp}</dd>
          </div>
        )}
        <div>
          <dt className="text-black/60">{AFTER_SALE_TEXT.nfeKeyLabel}</dt>
          <dd className="font-mono text-[13px] break-all" data-testid="chave-nfe">
            {formatChaveAcesso(nota.chave)}
          </dd>
        </div>
      </dl>
      {nota.ambiente === 2 && (
        <p className="text-xs text-amber-800">{AFTER_SALE_TEXT.homologacao}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <a href={danfeHref} download className={link}>
          <FileText aria-hidden className="h-4 w-4" /> {AFTER_SALE_TEXT.danfe}
        </a>
        <a href={xmlHref} download className={link}>
          <FileCode aria-hidden className="h-4 w-4" /> {AFTER_SALE_TEXT.xml}
        </a>
      </div>
    </div>
  );
}
