import { useQuery } from '@tanstack/react-query';
import { callFromBrowser } from '~/lib/api-browser';

/** The supplier's customer or order characteristics (GET /v4/caracteristica-…/todas/{id}). */
export function useCharacteristics(idfornecedor: string, kind: 'cliente' | 'pedido') {
  return useQuery({
    queryKey: ['characteristics', kind, idfornecedor],
    queryFn: ({ signal }) =>
      callFromBrowser(
        kind === 'cliente' ? 'accounts.customerCharacteristics' : 'accounts.orderCharacteristics',
        { params: { id: idfornecedor } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}
