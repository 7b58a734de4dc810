import { describe, expect, it } from 'vitest';
import {
  choiceInPersisted,
  cookieValue,
  PAYMENT_CHOICE_COOKIE,
  PAYMENT_CHOICE_VERSION,
} from './payment-choice-cookie';

const persisted = (bySupplier: unknown, version = PAYMENT_CHOICE_VERSION) =>
  JSON.stringify({ state: { bySupplier }, version });

describe('the payment-method choice cookie', () => {
  it('reads the choice at one supplier from the Cookie header', () => {
    const header = `a=1; ${PAYMENT_CHOICE_COOKIE}=${encodeURIComponent(persisted({ s1: 7, s2: 9 }))}; b=2`;
    const raw = cookieValue(header, PAYMENT_CHOICE_COOKIE);
    expect(choiceInPersisted(raw, 's1')).toBe(7);
    expect(choiceInPersisted(raw, 's2')).toBe(9);
    expect(choiceInPersisted(raw, 's3')).toBeNull();
  });

  it('ignores another version, malformed values and ids that are not positive integers', () => {
    expect(choiceInPersisted(persisted({ s1: 7 }, PAYMENT_CHOICE_VERSION + 1), 's1')).toBeNull();
    expect(choiceInPersisted('{not json', 's1')).toBeNull();
    expect(choiceInPersisted(persisted({ s1: '7' }), 's1')).toBeNull();
    expect(choiceInPersisted(persisted({ s1: -1 }), 's1')).toBeNull();
    expect(choiceInPersisted(persisted(null), 's1')).toBeNull();
    expect(choiceInPersisted(null, 's1')).toBeNull();
    expect(cookieValue(`${PAYMENT_CHOICE_COOKIE}=%E0%A4%A`, PAYMENT_CHOICE_COOKIE)).toBeNull();
    expect(cookieValue(undefined, PAYMENT_CHOICE_COOKIE)).toBeNull();
  });
});
