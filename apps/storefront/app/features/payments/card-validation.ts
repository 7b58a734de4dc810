import cardValidator from 'card-validator';
import { CARD_TEXT } from '@vitrine/domain/payments/card-messages';
import type { CardInput } from './tokenize';

/** Per-field pt-BR errors of a card form; empty when the card looks valid. */
export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** The brand card-validator sees in a (partial) number, e.g. 'visa', or null. */
export function cardBrand(
  number: string,
): { type: string; niceType: string; cvcSize: number } | null {
  const card = cardValidator.number(number.replace(/\D/g, '')).card;
  return card ? { type: card.type, niceType: card.niceType, cvcSize: card.code.size } : null;
}

/**
 * Checks a card before it is tokenised, with the maintained `card-validator` library (Luhn and
 * length per brand, expiry not past, CVC length of the brand, cardholder name). The gateway checks
 * again; this gives the buyer pt-BR errors without a round trip.
 */
export function validateCard(card: CardInput): CardErrors {
  const errors: CardErrors = {};
  const number = cardValidator.number(card.pan.replace(/\D/g, ''));
  if (!number.isValid) errors.pan = CARD_TEXT.invalidNumber;
  if (!cardValidator.cardholderName(card.holder.trim()).isValid || card.holder.trim().length < 3)
    errors.holder = CARD_TEXT.invalidName;
  if (!cardValidator.expirationDate(card.validity).isValid)
    errors.validity = CARD_TEXT.invalidExpiry;
  if (!cardValidator.cvv(card.securityCode, number.card?.code.size ?? [3, 4]).isValid)
    errors.securityCode = CARD_TEXT.invalidCvc;
  return errors;
}

/** The mask shown for a card: `**** **** **** 1111`. */
export function cardMask(lastFour: string): string {
  return `**** **** **** ${lastFour}`;
}
