import type { ListaProdutosResposta } from '@vitrine/contract';
import { PRODUCT_PAGE_SIZE } from '@vitrine/domain';
import { api, appSegment } from './api.server';

/** One page of the product list (spec §7 listaprodutos), with the storefront's defaults. */
export function listProducts(
  idfornecedor: string,
  q: { categ?: number | null; sk?: string | null; page?: number; ordenacao?: string | null; limit?: number },
): Promise<ListaProdutosResposta> {
  return api<ListaProdutosResposta>(`/v2/app/${appSegment()}/listaprodutos/${idfornecedor}`, {
    query: {
      categ: q.categ ?? undefined,
      sk: q.sk ?? undefined,
      page: q.page ?? 1,
      ordenacao: q.ordenacao ?? undefined,
      limit: q.limit ?? PRODUCT_PAGE_SIZE,
      canalVenda: 'WEB',
    },
  });
}
