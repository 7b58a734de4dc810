import { Link } from 'react-router';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';

const link =
  'inline-flex h-11 items-center rounded-md border border-black/15 bg-white px-4 font-medium focus-visible:outline-2 focus-visible:outline-primary';

/** Previous/next links of the order list, keeping the filters of the URL. */
export function OrderPagination({
  pagina,
  totalPaginas,
  hrefOf,
}: {
  pagina: number;
  totalPaginas: number;
  hrefOf: (pagina: number) => string;
}) {
  if (totalPaginas <= 1) return null;
  return (
    <nav
      aria-label={AFTER_SALE_TEXT.pagination}
      className="mt-4 flex items-center justify-between gap-3"
    >
      {pagina > 1 ? (
        <Link to={hrefOf(pagina - 1)} className={link} rel="prev">
          {AFTER_SALE_TEXT.previousPage}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-black/70" aria-current="page">
        {AFTER_SALE_TEXT.pageOf(pagina, totalPaginas)}
      </span>
      {pagina < totalPaginas ? (
        <Link to={hrefOf(pagina + 1)} className={link} rel="next">
          {AFTER_SALE_TEXT.nextPage}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
