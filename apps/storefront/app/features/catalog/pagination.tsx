import { CATALOG_MSG, pageLabel } from '@vitrine/domain/catalog-messages';
import { Link } from 'react-router';

/** Page links of a list: Anterior / numbers / Próxima, keeping the other query parameters. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
  // One background per state: a white background next to bg-primary left the current page white on white.
  const idle = `${base} border-black/10 bg-white`;
  const current = `${base} border-primary bg-primary font-semibold text-primary-fg`;
  return (
    <nav
      aria-label={CATALOG_MSG.pagination}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 && (
        <Link className={idle} to={hrefFor(page - 1)} rel="prev">
          {CATALOG_MSG.previousPage}
        </Link>
      )}
      {numbers.map((n) => (
        <Link
          key={n}
          to={hrefFor(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={pageLabel(n)}
          className={n === page ? current : idle}
        >
          {n}
        </Link>
      ))}
      {page < pages && (
        <Link className={idle} to={hrefFor(page + 1)} rel="next">
          {CATALOG_MSG.nextPage}
        </Link>
      )}
    </nav>
  );
}
