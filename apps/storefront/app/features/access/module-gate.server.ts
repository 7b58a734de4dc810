import { ACCESS_MSG } from '@vitrine/domain/access/access-messages';
import { moduleEnabled, MODULOS, type Modulo } from '@vitrine/domain/access/modules';

/** The storefront pages of each gated module, by the first path segment after the supplier's. */
const MODULE_PAGES: Readonly<Record<string, Modulo>> = {
  pedidos: MODULOS.PEDIDOS,
  submissao: MODULOS.PEDIDOS,
  checkout: MODULOS.PEDIDOS,
  faturas: MODULOS.FATURAS,
  cupons: MODULOS.CUPONS,
  enderecos: MODULOS.ENDERECOS,
};

/** The module a storefront path belongs to, or null for ungated pages (home, catalog, login). */
export function moduleOfPath(pathname: string): Modulo | null {
  const [, , page] = pathname.replace(/\.data$/, '').split('/');
  return page ? (MODULE_PAGES[page] ?? null) : null;
}

/**
 * Refuses a page of a module the supplier's `modulos` list leaves out with the storefront's
 * 404 page (spec §6 modulos; 'Todos' = all).
 * @throws a 404 Response 'Este recurso não está disponível nesta loja'.
 */
export function assertModulePage(modulos: readonly string[], pathname: string): void {
  const modulo = moduleOfPath(pathname);
  if (modulo && !moduleEnabled(modulos, modulo))
    throw new Response(ACCESS_MSG.moduleUnavailable, { status: 404 });
}
