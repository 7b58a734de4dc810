import type { Produto, ProdutoCatalogo } from './catalog.ts';

/**
 * Whether a catalog product carries its prices (narrows it to a priced `Produto`). Kept apart
 * from the catalog's schemas so that browser code asking only this does not load them and zod.
 */
export function temPreco(produto: ProdutoCatalogo): produto is Produto {
  return produto.preco !== null;
}
