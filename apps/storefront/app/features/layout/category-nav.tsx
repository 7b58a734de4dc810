import { Link, useSearchParams } from 'react-router';
import type { Categoria } from '@vitrine/contract';

/** Category links; horizontally scrollable on narrow screens; the active one is marked. */
export function CategoryNav({ slug, categorias }: { slug: string; categorias: Categoria[] }) {
  const [params] = useSearchParams();
  const active = params.get('categoria');
  return (
    <nav aria-label="Categorias" className="border-t border-black/10 bg-white/70">
      <ul className="mx-auto flex max-w-[1440px] gap-1 overflow-x-auto px-4 py-2 text-sm whitespace-nowrap">
        {categorias.map((c) => {
          const current = active === String(c.idcategoria);
          return (
            <li key={c.idcategoria}>
              <Link
                to={`/${slug}/produtos?categoria=${c.idcategoria}`}
                aria-current={current ? 'page' : undefined}
                className={`inline-block rounded-full px-3 py-1.5 hover:bg-primary/10 ${current ? 'bg-primary font-semibold text-primary-fg hover:bg-primary' : ''}`}
              >
                {c.nome}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
