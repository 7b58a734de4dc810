import { useQuery } from '@tanstack/react-query';
import type { FormasEntregaResposta } from '@vitrine/contract';
import {
  DELIVERY_BY_ADDRESS_DEBOUNCE_MS,
  DELIVERY_BY_ADDRESS_DELAY_MS,
  DELIVERY_BY_CEP_DEBOUNCE_MS,
} from '@vitrine/domain/constants';
import type { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { MSG } from '@vitrine/domain/messages';
import { milliToQuantity } from '@vitrine/domain/money';
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

/** Where the estimate is for: a typed CEP, or the chosen address (its CEP and point). */
export type EstimatePlace =
  | { by: 'cep'; cep: string }
  | { by: 'address'; cep: string; lat: number | null; lng: number | null };

/** What is asked: the place's CEP, and its point when the address has one. */
function placeQuery(place: EstimatePlace | null) {
  if (!place) return { cep: '', point: null };
  const point =
    place.by === 'address' && place.lat !== null && place.lng !== null
      ? { lat: place.lat, lng: place.lng }
      : null;
  return { cep: place.cep, point };
}

/**
 * The cart's delivery fee before checkout (`POST /v4/app/formas-entrega/{idfornecedor}/{cep}`,
 * spec §5, §7): by a typed CEP debounced 500 ms, or by the chosen address 500 ms after its last
 * change plus the 2000 ms delay (§9); only when the CEP is complete and the cart has items (§5).
 * The server prices the lines itself; only ids and quantities are sent.
 */
export function useDeliveryEstimate(
  idfornecedor: string,
  place: EstimatePlace | null,
  lines: readonly CartLine[],
  tipoEntrega: TipoEntrega | null,
): DeliveryEstimate {
  const wait =
    place?.by === 'address'
      ? DELIVERY_BY_ADDRESS_DEBOUNCE_MS + DELIVERY_BY_ADDRESS_DELAY_MS
      : DELIVERY_BY_CEP_DEBOUNCE_MS;
  // Debounced as text: a new object each render must not restart the timer.
  const { cep, point } = JSON.parse(
    useDebounced(JSON.stringify(placeQuery(place)), wait),
  ) as ReturnType<typeof placeQuery>;
  const produtos = lines.map((l) => ({
    id: l.produto.id,
    quantidade: milliToQuantity(l.quantidade),
    embalarParaPresente: l.embalarParaPresente,
  }));
  const enabled = Boolean(idfornecedor) && cep.length === 8 && produtos.length > 0;
  const query = useQuery({
    queryKey: ['frete-cep', idfornecedor, cep, point, tipoEntrega, produtos],
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
          query: {
            ...(tipoEntrega ? { tipoEntrega } : {}),
            ...(point ? { lat: point.lat, lng: point.lng } : {}),
          },
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
