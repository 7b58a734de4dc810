import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormasEntregaResposta } from '@vitrine/contract';
import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { MSG } from '@vitrine/domain/messages';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';

/** What a delivery lookup needs (spec §5: pickup, or an address with a CEP). */
export interface DeliveryLookup {
  idfornecedor: string;
  tipoEntrega: TipoEntrega;
  /** Required for DELIVERY. */
  idendereco: number | null;
  /** The address has a CEP (by address the lookup runs only when it has one). */
  hasCep: boolean;
  /**
   * The cart's items total once its saves settled (centavos), null before: the server prices the
   * stored cart, so the lookup waits for it and runs again when it changes.
   */
  cartTotal: number | null;
}

export interface DeliveryOptionsState {
  loading: boolean;
  data: FormasEntregaResposta | null;
  /** The API's message, verbatim (spec §8 Delivery and address). */
  error: string | null;
}

/**
 * Delivery forms and pickup stores for the checkout (`GET /v4/app/{apptoken}{sep}{idcliente}/
 * formas-entrega/{idfornecedor}` through the typed browser client). A new lookup aborts the one
 * under way; while it runs `loading` is set; on error the forms are cleared and the API's
 * message kept (spec §4 Delivery). `initial` is the answer the server rendered the page with.
 */
export function useDeliveryOptions(
  q: DeliveryLookup,
  /** The server's answer for this lookup (delivery-preview.ts), shown without a new lookup. */
  initial?: FormasEntregaResposta,
): DeliveryOptionsState {
  const pickup = q.tipoEntrega === TipoEntrega.RETIRADA;
  const enabled =
    Boolean(q.idfornecedor) &&
    q.cartTotal !== null &&
    (pickup || (q.idendereco !== null && q.hasCep));
  // Pickup takes the address too, when there is one: the stores come nearest first.
  const idendereco = q.idendereco;
  const query = useQuery({
    queryKey: ['formas-entrega', q.idfornecedor, q.tipoEntrega, idendereco, q.cartTotal],
    // A new cart total keeps the forms on screen while they are priced again.
    placeholderData: keepPreviousData,
    initialData: initial,
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      callFromBrowser(
        'delivery.forms',
        {
          params: { idfornecedor: q.idfornecedor },
          query: { tipoEntrega: q.tipoEntrega, idendereco: idendereco ?? undefined },
        },
        { signal },
      ),
  });
  if (!enabled) return { loading: false, data: null, error: null };
  return {
    loading: query.isFetching,
    data: query.isError ? null : (query.data ?? null),
    // The server's message (spec §8 "the delivery error reads the server's message field"),
    // or 'Falha ao consultar agendamentos' when the lookup itself failed.
    error: query.isError
      ? (query.error instanceof BrowserApiError && query.error.serverMessage) ||
        MSG.deliverySlotsLookupFailed
      : null,
  };
}
