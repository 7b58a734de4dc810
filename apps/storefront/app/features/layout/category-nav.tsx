import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Categoria } from '@vitrine/contract';
import { UI_TEXT } from '@vitrine/domain/ui-messages';

const itemClass =
  'inline-block rounded-full px-3 py-1.5 hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary';
const activeClass = 'bg-primary font-semibold text-primary-fg hover:bg-primary';
const arrowClass =
  'absolute top-1/2 z-10 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full border border-black/10 bg-white shadow focus-visible:outline-2 focus-visible:outline-primary';

/**
 * Category links under the header. Wide screens wrap every category onto as many rows as needed;
 * narrow screens scroll the row sideways, with arrow buttons whenever categories are out of
 * view (so none is unreachable), and bring the current category into view.
 */
export function CategoryNav({ slug, categorias }: { slug: string; categorias: Categoria[] }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const onList = pathname === `/${slug}/produtos`;
  const active = onList ? params.get('categoria') : null;
  const allActive = onList && !active && !params.get('q');
  const list = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState({ before: false, after: false });

  useEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const measure = () =>
      setOverflow({
        before: ul.scrollLeft > 4,
        after: ul.scrollLeft + ul.clientWidth < ul.scrollWidth - 4,
      });
    const current = ul.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (current && ul.scrollWidth > ul.clientWidth) {
      ul.scrollLeft = current.offsetLeft - (ul.clientWidth - current.offsetWidth) / 2;
    }
    measure();
    ul.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      ul.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active, allActive]);

  const scrollBy = (direction: 1 | -1) =>
    list.current?.scrollBy({
      left: direction * list.current.clientWidth * 0.8,
      behavior: 'smooth',
    });

  return (
    <nav aria-label={UI_TEXT.categories} className="relative border-t border-black/10 bg-white">
      {overflow.before && (
        <button
          type="button"
          onClick={() => scrollBy(-1)}
          aria-label={UI_TEXT.scrollCategoriesBack}
          className={`${arrowClass} left-1`}
        >
          <ChevronLeft aria-hidden className="h-4 w-4" />
        </button>
      )}
      <ul
        ref={list}
        className="mx-auto flex max-w-[1440px] gap-1 overflow-x-auto scroll-smooth px-4 py-2 text-sm whitespace-nowrap md:flex-wrap md:overflow-visible"
      >
        <li>
          <Link
            to={`/${slug}/produtos`}
            aria-current={allActive ? 'page' : undefined}
            className={`${itemClass} ${allActive ? activeClass : ''}`}
          >
            {UI_TEXT.allProducts}
          </Link>
        </li>
        {categorias.map((c) => {
          const current = active === String(c.idcategoria);
          return (
            <li key={c.idcategoria}>
              <Link
                to={`/${slug}/produtos?categoria=${c.idcategoria}`}
                aria-current={current ? 'page' : undefined}
                className={`${itemClass} ${current ? activeClass : ''}`}
              >
                {c.nome}
              </Link>
            </li>
          );
        })}
      </ul>
      {overflow.after && (
        <button
          type="button"
          onClick={() => scrollBy(1)}
          aria-label={UI_TEXT.scrollCategoriesForward}
          className={`${arrowClass} right-1`}
        >
          <ChevronRight aria-hidden className="h-4 w-4" />
        </button>
      )}
    </nav>
  );
}
