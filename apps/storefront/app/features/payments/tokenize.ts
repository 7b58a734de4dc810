import type { GatewayTokenResposta } from '@vitrine/contract';
import { CARD_TEXT } from '@vitrine/domain/payments/card-messages';

/** What the buyer typed: sent to the gateway only, never to the storefront server or the API. */
export interface CardInput {
  /** The card number (PAN), as typed. */
  pan: string;
  holder: string;
  /** MM/AA. */
  validity: string;
  securityCode: string;
}

/** The gateway's single-use card token and what may be kept of the card. */
export interface CardToken {
  id: string;
  brand: string;
  lastFour: string;
}

/**
 * Tokenises a card directly at the payment gateway from the browser (ADR 0021): POST to the
 * gateway's tokenisation URL with its public key — the sandbox PSP or Mercado Pago's
 * /v1/card_tokens, which take the same field names. The storefront's server and the Vitrine API
 * never see the number or the CVC; only the returned token, brand and last 4 digits go on.
 * @throws Error with a pt-BR message when the gateway refuses the card or cannot be reached.
 */
export async function tokenizeCard(
  gateway: Pick<GatewayTokenResposta, 'tokenizationUrl' | 'publicKey'>,
  card: CardInput,
): Promise<CardToken> {
  const [month, year] = card.validity.split('/');
  return postToken(gateway, {
    card_number: card.pan.replace(/\D/g, ''),
    cardholder_name: card.holder.trim(),
    cardholder: { name: card.holder.trim() },
    expiration_month: Number(month),
    expiration_year: 2000 + Number(year),
    security_code: card.securityCode,
  });
}

/** A token for a saved card with its CVC typed again (the gateway's saved-card tokenisation). */
export async function tokenizeSavedCard(
  gateway: Pick<GatewayTokenResposta, 'tokenizationUrl' | 'publicKey'>,
  cardId: string,
  cvc: string,
): Promise<CardToken> {
  return postToken(gateway, { card_id: cardId, security_code: cvc });
}

async function postToken(
  gateway: Pick<GatewayTokenResposta, 'tokenizationUrl' | 'publicKey'>,
  body: object,
): Promise<CardToken> {
  const url = new URL(gateway.tokenizationUrl);
  url.searchParams.set('public_key', gateway.publicKey);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new Error(CARD_TEXT.tokenizeFailed);
  }
  if (!res.ok) throw new Error(CARD_TEXT.tokenizeFailed);
  const data = (await res.json()) as {
    id?: string;
    payment_method_id?: string;
    last_four_digits?: string;
  };
  if (!data.id) throw new Error(CARD_TEXT.tokenizeFailed);
  return {
    id: data.id,
    brand: data.payment_method_id ?? '',
    lastFour: data.last_four_digits ?? '',
  };
}
