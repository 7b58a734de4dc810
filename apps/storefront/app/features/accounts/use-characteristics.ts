import { useQuery } from '@tanstack/react-query';
import type { Caracteristica } from '@vitrine/contract';
import { callFromBrowser } from '~/lib/api-browser';

/**
 * The supplier's customer or order characteristics (GET /v4/caracteristica-…/todas/{id});
 * `initial`, the server's reply the page was rendered with, is shown without a new request.
 */
export function useCharacteristics(
  idfornecedor: string,
  kind: 'cliente' | 'pedido',
  initial: Caracteristica[] | null = null,
) {
  return useQuery({
    queryKey: ['characteristics', kind, idfornecedor],
    queryFn: ({ signal }) =>
      callFromBrowser(
        kind === 'cliente' ? 'accounts.customerCharacteristics' : 'accounts.orderCharacteristics',
        { params: { id: idfornecedor } },
        { signal },
      ),
    initialData: initial ?? undefined,
    staleTime: 5 * 60_000,
  });
}
