import { COUPON_TEXT } from '@vitrine/domain/coupons/coupon-ui-messages';
import { useCallback, useEffect, useState } from 'react';

/**
 * Copy and share with accessible feedback: `feedback` holds the pt-BR confirmation ('Código
 * copiado', 'Link copiado') or the failure text for an `aria-live` region, cleared after 4 s.
 * `share` uses the Web Share API when the browser has it, else copies the link.
 */
export function useCopyShare() {
  const [feedback, setFeedback] = useState<string | null>(null);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), 4000);
    return () => clearTimeout(timer);
  }, [feedback]);

  const copy = useCallback(async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setFeedback(done);
    } catch {
      setFeedback(COUPON_TEXT.copyFailed);
    }
  }, []);

  const share = useCallback(
    async (data: { title: string; text: string; url: string }) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          // The buyer closed the share sheet: nothing to say.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      await copy(data.url, COUPON_TEXT.linkCopied);
    },
    [copy],
  );

  return { feedback, copy, share };
}

/** The referral link of a code: `{origin}/{supplier}?cupom=CODE` (opens the store, prefills the coupon). */
export function referralLink(origin: string, slug: string, codigo: string): string {
  const url = new URL(`/${encodeURIComponent(slug)}`, origin);
  url.searchParams.set('cupom', codigo);
  return url.toString();
}
