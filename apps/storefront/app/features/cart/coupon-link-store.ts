import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { create } from 'zustand';

/**
 * A coupon code received in the address (`/{supplier}?cupom=CODE`, the referral link): kept in
 * memory for this visit to prefill the coupon modal. Never applied by itself, never persisted
 * (spec §4 Persistence: the coupon code is not stored).
 */
export const useCouponLinkStore = create<{ code: string | null }>(() => ({ code: null }));

/** Remembers the `cupom` query parameter of the page, when there is one. */
export function useCouponFromLink(): void {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('cupom')?.trim();
  useEffect(() => {
    if (code) useCouponLinkStore.setState({ code: code.toUpperCase() });
  }, [code]);
}
