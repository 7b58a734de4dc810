import { useQuery } from '@tanstack/react-query';
import type { FormasEntregaResposta } from '@vitrine/contract';
import {
  DELIVERY_BY_CEP_DEBOUNCE_MS,
  MSG,
  milliToQuantity,
  type TipoEntrega,
} from '@vitrine/domain';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import { useDebounced } from '~/lib/use-debounced';
import type { CartLine } from './cart-store';

/** What the estimate shows: the forms and fees, or the server's message. */
export interface DeliveryEstimate {
  loading: boolean;
  data: FormasEntregaResposta | null;
  /** The server's `Mensagem` (spec §8: the cart's by-CEP errors read it), else the slots text. */
  error: string | null;
  /** When that error arrived (ms): one error opens its modal once, across remounts. */
  errorAt: number;
}

/**
 * The server's `Mensagem` of a failed lookup (spec §8 Cart and order; the browser client reads
 * it before `mensagem`), else 'Falha ao consultar agendamentos'.
 */
function mensagemOf(error: unknown): string {
  return (error instanceof BrowserApiError && error.serverMessage) || MSG.deliverySlotsLookupFailed;
}

/**
 * The cart's delivery fee by CEP before checkout (`POST /v4/app/formas-entrega/{idfornecedor}/
 * {cep}`, spec §5, §7): debounced 500 ms (§9), and only when the CEP is complete and the cart
 * has items (§5). The server prices the lines itself; only ids and quantities are sent.
 */
export function useDeliveryEstimate(
  idfornecedor: string,
  cepDigits: string,
  lines: readonly CartLine[],
  tipoEntrega: TipoEntrega | null,
): DeliveryEstimate {
  const cep = useDebounced(cepDigits, DELIVERY_BY_CEP_DEBOUNCE_MS);
  const produtos = lines.map((l) => ({
    id: l.produto.id,
    quantidade: milliToQuantity(l.quantidade),
    embalarParaPresente: l.embalarParaPresente,
  }));
  const enabled = Boolean(idfornecedor) && cep.length === 8 && produtos.length > 0;
  const query = useQuery({
    queryKey: ['frete-cep', idfornecedor, cep, tipoEntrega, produtos],
    enabled,
    retry: false,
    // The cart panel remounts when a modal closes back to it: the same CEP and items are not
    // asked again (a new error would open the modal again).
    refetchOnMount: false,
    retryOnMount: false,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      callFromBrowser(
        'delivery.quote',
        {
          params: { idfornecedor, cep },
          query: tipoEntrega ? { tipoEntrega } : {},
          body: { produtos },
        },
        { signal },
      ),
  });
  if (!enabled) return { loading: false, data: null, error: null, errorAt: 0 };
  return {
    loading: query.isFetching,
    data: query.isError ? null : (query.data ?? null),
    error: query.isError ? mensagemOf(query.error) : null,
    errorAt: query.errorUpdatedAt,
  };
}
