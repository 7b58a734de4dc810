import FileText from 'lucide-react/icons/file-text';
import Star from 'lucide-react/icons/star';
import Tag from 'lucide-react/icons/tag';
import { Link } from 'react-router';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import type { PedidoResumo } from '@vitrine/contract';

const link =
  'inline-flex h-9 items-center gap-1.5 rounded-md border border-black/15 bg-white px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary';

/**
 * The after-sale shortcuts of one order in the list, only those that apply (API `acoes`): rate
 * a delivered order, see and accept a priced quote, download the DANFE.
 */
export function OrderRowActions({ pedido, base }: { pedido: PedidoResumo; base: string }) {
  const page = `${base}/pedidos/${pedido.numpedido}`;
  const { acoes } = pedido;
  return (
    <>
      {acoes.aceitarOrcamento && (
        <Link
          to={page}
          className={link}
          aria-label={AFTER_SALE_TEXT.acceptOrderLabel(pedido.numpedido)}
        >
          <Tag aria-hidden className="h-4 w-4" /> {AFTER_SALE_TEXT.acceptShort}
        </Link>
      )}
      {acoes.avaliar && (
        <Link
          to={`${page}#avaliacao-titulo`}
          className={link}
          aria-label={AFTER_SALE_TEXT.rateOrderLabel(pedido.numpedido)}
        >
          <Star aria-hidden className="h-4 w-4" /> {AFTER_SALE_TEXT.rateShort}
        </Link>
      )}
      {acoes.documentosFiscais && (
        <a
          href={`${page}/documento/danfe`}
          download
          className={link}
          aria-label={AFTER_SALE_TEXT.danfeOrderLabel(pedido.numpedido)}
        >
          <FileText aria-hidden className="h-4 w-4" /> {AFTER_SALE_TEXT.danfeShort}
        </a>
      )}
    </>
  );
}
