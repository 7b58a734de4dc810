import cardValidator from 'card-validator';

/** What a sandbox test card does when charged. */
export type SandboxOutcome = 'approve' | 'decline' | 'review';

/**
 * The sandbox's documented test cards (README "Pagamentos"): these numbers decline or go to
 * antifraud review; every other valid number (Luhn, known brand) approves — e.g.
 * 4111 1111 1111 1111 (Visa) and 5555 5555 5555 4444 (Mastercard).
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4111111111111111': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'decline',
  '5105105105105100': 'decline',
  '4000000000000259': 'review',
  '5200000000000015': 'review',
};

/** A card the sandbox accepted for tokenisation: only what may be kept. */
export interface SandboxCardFacts {
  /** card-validator's brand type: visa, mastercard, american-express, elo, hipercard… */
  bandeira: string;
  ultimos4: string;
  /** MM/AAAA. */
  validade: string;
  resultado: SandboxOutcome;
}

/** Why the sandbox refuses to tokenise a card (the field that is wrong). */
export type SandboxCardProblem = 'card_number' | 'expiration' | 'security_code' | 'cardholder_name';

/**
 * Checks a card with `card-validator` (Luhn, brand, length; expiry not past; CVC length of the
 * brand) and derives what the sandbox keeps: brand, last 4 digits, expiry and the test outcome.
 * The number and the CVC are not returned, so they cannot be stored by mistake.
 */
export function inspectCard(card: {
  card_number: string;
  cardholder_name: string;
  expiration_month: string | number;
  expiration_year: string | number;
  security_code: string;
}): { ok: true; facts: SandboxCardFacts } | { ok: false; problem: SandboxCardProblem } {
  const digits = String(card.card_number).replace(/\D/g, '');
  const number = cardValidator.number(digits);
  if (!number.isValid || !number.card) return { ok: false, problem: 'card_number' };
  const month = String(card.expiration_month).padStart(2, '0');
  const year = String(card.expiration_year);
  const fullYear = year.length === 2 ? `20${year}` : year;
  if (!cardValidator.expirationDate({ month, year: fullYear }).isValid)
    return { ok: false, problem: 'expiration' };
  if (!cardValidator.cvv(String(card.security_code), number.card.code.size).isValid)
    return { ok: false, problem: 'security_code' };
  if (!cardValidator.cardholderName(String(card.cardholder_name ?? '')).isValid)
    return { ok: false, problem: 'cardholder_name' };
  return {
    ok: true,
    facts: {
      bandeira: number.card.type,
      ultimos4: digits.slice(-4),
      validade: `${month}/${fullYear}`,
      resultado: SANDBOX_TEST_CARDS[digits] ?? 'approve',
    },
  };
}

/** Whether a saved card's CVC has the right shape (3 or 4 digits). */
export function isCvcShape(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc);
}
