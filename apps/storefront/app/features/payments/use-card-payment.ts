import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { toast } from '~/lib/toast';
import type { CartaoPagamento } from '@vitrine/contract';
import { PAYMENT_MSG } from '@vitrine/domain/payments/messages';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import { usePaymentErrorStore } from './payment-error-store';

/** What the browser needs to tokenise at the gateway for this supplier's card method. */
export function useGatewayToken(idsupplier: string, idformapagamento: number, enabled: boolean) {
  return useQuery({
    queryKey: ['gateway-token', idsupplier, idformapagamento],
    queryFn: ({ signal }) =>
      callFromBrowser(
        'payments.gatewayToken',
        { query: { idsupplier, idformapagamento } },
        { signal },
      ),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The customer's saved cards at the supplier. */
export function useSavedCards(idcliente: number, idfornecedor: string, enabled: boolean) {
  return useQuery({
    queryKey: ['saved-cards', idcliente, idfornecedor],
    queryFn: ({ signal }) =>
      callFromBrowser(
        'payments.savedCards',
        { params: { idclient: idcliente }, query: { idfornecedor, tipo: 'CARTAO' } },
        { signal },
      ),
    enabled,
  });
}

/** Deletes a saved card, then reloads the list. */
export function useDeleteCard(idcliente: number, idfornecedor: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callFromBrowser('payments.deleteCard', { params: { id } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['saved-cards', idcliente, idfornecedor] }),
  });
}

/**
 * Confirms the card payment with the gateway token (spec §4 Payment confirmation): success →
 * success toast; StatusCode Pending → warning and the orders refresh; otherwise the error's
 * Mensagem (default 'Falha ao realizar confirmação de pagamento.'), kept in the payment-error store
 * until cleared.
 */
export function useConfirmPayment(numpedido: number, idcliente: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const setError = usePaymentErrorStore((s) => s.set);
  return useMutation({
    mutationFn: (creditcard: CartaoPagamento) =>
      callFromBrowser('payments.confirmPayment', {
        params: { numpedido },
        body: {
          idclient: idcliente,
          sessionId: null,
          captchaToken: null,
          creditcard,
          isPagbank: false,
        },
      }),
    onSuccess: (reply) => {
      setError(numpedido, null);
      if (reply.StatusCode === 'Pending') toast.warning(reply.Mensagem);
      else toast.success(reply.Mensagem);
      onDone();
    },
    onError: (error) => setError(numpedido, confirmErrorText(error)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['payment-state', numpedido] });
      await queryClient.invalidateQueries({ queryKey: ['saved-cards'] });
      void revalidator.revalidate();
    },
  });
}

/**
 * The stored error of a failed payment confirmation: the server's Mensagem when it gave one,
 * otherwise the spec's default 'Falha ao realizar confirmação de pagamento.' (a network failure,
 * a proxy error, a reply without text).
 * @see spec §4 Payment confirmation, §8 Payment
 */
export function confirmErrorText(error: unknown): string {
  return error instanceof BrowserApiError && error.serverMessage
    ? error.serverMessage
    : PAYMENT_MSG.confirmFailed;
}
