import { describe, expect, it } from 'vitest';
import { sameAddress } from './addresses.ts';

const base = { cep: '01310-100', rua: 'Rua São Bento', numero: '12', complemento: null };

describe('sameAddress', () => {
  it('ignores case, accents, spacing and the CEP dash', () => {
    expect(
      sameAddress(base, {
        cep: '01310100',
        rua: '  rua  sao BENTO ',
        numero: '12 ',
        complemento: '',
      }),
    ).toBe(true);
  });
  it('tells apart another number, complement, street or CEP', () => {
    expect(sameAddress(base, { ...base, numero: '13' })).toBe(false);
    expect(sameAddress(base, { ...base, complemento: 'Apto 2' })).toBe(false);
    expect(sameAddress(base, { ...base, rua: 'Rua Direita' })).toBe(false);
    expect(sameAddress(base, { ...base, cep: '01310-200' })).toBe(false);
  });
});
