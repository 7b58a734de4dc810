import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { callFromBrowser } from '~/lib/api-browser';

/** How often an order awaiting payment asks for its payment state, ms. */
export const PAYMENT_POLL_MS = 3_000;

/**
 * The order's payment state (`GET /v4/app/payment/state/{numpedido}`), polled with TanStack
 * Query's `refetchInterval` while the order awaits payment, so the open submission and order
 * pages update by themselves when a Pix, boleto or card review is confirmed (issue 10 §3); when
 * the order or payment status changes, the page's loader data is revalidated.
 */
export function usePaymentState(numpedido: number, awaiting: boolean) {
  const revalidator = useRevalidator();
  const query = useQuery({
    queryKey: ['payment-state', numpedido],
    queryFn: ({ signal }) =>
      callFromBrowser('payments.paymentState', { params: { numpedido } }, { signal }),
    refetchInterval: (q) => {
      const s = q.state.data;
      if (!awaiting) return false;
      return s && (s.statusPagamento === 'PAGO' || s.statusPagamento === 'CANCELADO')
        ? false
        : PAYMENT_POLL_MS;
    },
  });
  const seen = useRef<string | null>(null);
  const key = query.data
    ? `${query.data.status}|${query.data.statusPagamento}|${query.data.cobranca?.status}`
    : null;
  useEffect(() => {
    if (key === null) return;
    if (seen.current !== null && seen.current !== key) void revalidator.revalidate();
    seen.current = key;
  }, [key, revalidator]);
  return query;
}
