import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_TEXT } from '@vitrine/domain/payments/card-messages';
import { cardBrand, cardMask, validateCard } from './card-validation';
import { maskCardNumber, maskExpiry } from './card-masks';
import { tokenizeCard } from './tokenize';

const ok = {
  pan: '4111 1111 1111 1111',
  holder: 'ANA SOUZA',
  validity: '12/31',
  securityCode: '123',
};

describe('card checks (card-validator)', () => {
  it('accepts a valid card and names its brand', () => {
    expect(validateCard(ok)).toEqual({});
    expect(cardBrand('5555 5555')?.type).toBe('mastercard');
    expect(cardMask('1111')).toBe('**** **** **** 1111');
  });
  it('gives pt-BR errors for a bad number, name, expiry and CVC', () => {
    expect(
      validateCard({
        pan: '4111 1111 1111 1112',
        holder: 'A',
        validity: '01/20',
        securityCode: '1',
      }),
    ).toEqual({
      pan: CARD_TEXT.invalidNumber,
      holder: CARD_TEXT.invalidName,
      validity: CARD_TEXT.invalidExpiry,
      securityCode: CARD_TEXT.invalidCvc,
    });
  });
  it('masks the number in groups of four and the expiry as MM/AA', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskExpiry('1231')).toBe('12/31');
  });
});

describe('tokenizeCard', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('posts the card to the gateway URL with the public key, never with credentials', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        { id: 'tok_1', payment_method_id: 'visa', last_four_digits: '1111' },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const token = await tokenizeCard(
      { tokenizationUrl: 'http://127.0.0.1:3001/sandbox-psp/v1/card_tokens', publicKey: 'PK' },
      ok,
    );
    expect(token).toEqual({ id: 'tok_1', brand: 'visa', lastFour: '1111' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:3001/sandbox-psp/v1/card_tokens?public_key=PK');
    expect(init?.credentials).toBe('omit');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      card_number: '4111111111111111',
      expiration_month: 12,
      expiration_year: 2031,
    });
  });
  it('turns a refusal into the pt-BR message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'invalid card' }, { status: 400 })),
    );
    await expect(
      tokenizeCard({ tokenizationUrl: 'http://x/t', publicKey: 'PK' }, ok),
    ).rejects.toThrow(CARD_TEXT.tokenizeFailed);
  });
});
