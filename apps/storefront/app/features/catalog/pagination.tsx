import { Link } from 'react-router';

/** Page links of a list: Anterior / numbers / Próxima, keeping the other query parameters. */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  const cls = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-black/10 bg-white px-3';
  return (
    <nav aria-label="Paginação" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && <Link className={cls} to={hrefFor(page - 1)} rel="prev">Anterior</Link>}
      {numbers.map((n) => (
        <Link key={n} to={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Página ${n}`}
          className={`${cls} ${n === page ? 'bg-primary font-semibold text-primary-fg' : ''}`}>
          {n}
        </Link>
      ))}
      {page < pages && <Link className={cls} to={hrefFor(page + 1)} rel="next">Próxima</Link>}
    </nav>
  );
}
