import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Categoria, Fornecedor } from '@vitrine/contract';
import { CategoryNav } from './category-nav';
import { UserMenu, type MenuUsuario } from './user-menu';
import { HydrateLater } from '~/components/ui/hydrate-later';

interface SiteHeaderProps {
  fornecedor: Fornecedor;
  categorias: Categoria[];
  usuario: MenuUsuario | null;
  /** The search box (catalog feature), composed by the layout route. */
  search: ReactNode;
  /** The cart button (cart feature), composed by the layout route. */
  cart: ReactNode;
  /** The customer's own account entries (accounts feature), composed by the layout route. */
  account?: ReactNode;
}

/**
 * Branded header: logo and name, search with suggestions, account, cart, categories.
 * Narrow screens: brand and actions on one row, the search below; wide: all on one row.
 */
export function SiteHeader({
  fornecedor,
  categorias,
  usuario,
  search,
  cart,
  account,
}: SiteHeaderProps) {
  return (
    // Hydrated in a task of its own, after the first pass (ADR 0080).
    <HydrateLater>
      <header className="sticky top-0 z-30 shadow-sm">
        <div className="bg-primary text-primary-fg">
          <div className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 md:flex-nowrap md:py-3">
            <Link
              to={`/${fornecedor.slug}`}
              className="flex min-w-0 flex-1 items-center gap-2 font-bold md:flex-none"
            >
              <img
                src={fornecedor.config.tema.logo}
                alt={fornecedor.nome}
                width={40}
                height={40}
                className="h-10 w-10 shrink-0 rounded-md bg-white object-contain"
              />
              {/* The logo's alt already names the link; the visible name is not read twice. */}
              <span aria-hidden className="truncate text-base leading-tight sm:text-lg">
                {fornecedor.nome}
              </span>
            </Link>
            <div className="order-last w-full md:order-none md:ml-4 md:w-auto md:flex-1">
              {search}
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <UserMenu slug={fornecedor.slug} usuario={usuario} account={account} />
              {cart}
            </div>
          </div>
        </div>
        <CategoryNav slug={fornecedor.slug} categorias={categorias} />
      </header>
    </HydrateLater>
  );
}
