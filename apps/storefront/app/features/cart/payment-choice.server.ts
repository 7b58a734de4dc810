import { choiceInPersisted, cookieValue, PAYMENT_CHOICE_COOKIE } from './payment-choice-cookie';

/**
 * The payment method the buyer chose at `idfornecedor`, read from the request's cookie, for the
 * server-rendered listing and product pages (`formapagamento` / `idformapagamento` of spec §7);
 * null when none. The API checks the id against the supplier's methods and tags, so a forged
 * cookie can only pick among the supplier's own prices.
 */
export function paymentChoiceOf(request: Request, idfornecedor: string): number | null {
  return choiceInPersisted(
    cookieValue(request.headers.get('cookie'), PAYMENT_CHOICE_COOKIE),
    idfornecedor,
  );
}
