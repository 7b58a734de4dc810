import { apiRoutes, type ListaProdutosResposta } from '@vitrine/contract';
import { DEFAULT_SALES_CHANNEL, PRODUCT_PAGE_SIZE } from '@vitrine/domain/constants';
import { callApi } from './api.server';
import type { AuthSession } from './session.server';

/**
 * One page of the product list (spec §7 listaprodutos), with the storefront's defaults. `auth`
 * (the buyer's session) lets the API show prices the supplier hides from visitors (spec §6).
 */
export function listProducts(
  idfornecedor: string,
  q: {
    categ?: number | null;
    sk?: string | null;
    page?: number;
    ordenacao?: string | null;
    limit?: number;
    /** The buyer's payment method, for suppliers whose prices vary by it (spec §6). */
    formapagamento?: number | null;
  },
  auth: Pick<AuthSession, 'token' | 'idcliente'> | null = null,
): Promise<ListaProdutosResposta> {
  return callApi(
    apiRoutes.catalog.products,
    {
      params: { idfornecedor },
      query: {
        categ: q.categ ?? undefined,
        sk: q.sk ?? undefined,
        page: q.page ?? 1,
        ordenacao: q.ordenacao ?? undefined,
        limit: q.limit ?? PRODUCT_PAGE_SIZE,
        canalVenda: DEFAULT_SALES_CHANNEL,
        ...(q.formapagamento ? { formapagamento: String(q.formapagamento) } : {}),
      },
    },
    { auth },
  );
}
