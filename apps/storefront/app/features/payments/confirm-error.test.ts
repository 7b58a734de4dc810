import { describe, expect, it } from 'vitest';
import { BrowserApiError } from '~/lib/api-browser';
import { confirmErrorText } from './use-card-payment';

describe('confirmErrorText (spec §8 Payment)', () => {
  it("is the server's Mensagem when it gave one", () => {
    const error = new BrowserApiError(422, 'x', 'Pagamento recusado pela operadora do cartão.');
    expect(confirmErrorText(error)).toBe('Pagamento recusado pela operadora do cartão.');
  });

  it('defaults to the spec text without a Mensagem, and on a network failure', () => {
    expect(confirmErrorText(new BrowserApiError(502, 'Bad Gateway'))).toBe(
      'Falha ao realizar confirmação de pagamento.',
    );
    expect(confirmErrorText(new TypeError('Failed to fetch'))).toBe(
      'Falha ao realizar confirmação de pagamento.',
    );
  });
});
