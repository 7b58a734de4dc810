import { describe, expect, it } from 'vitest';
import { canAddAddress, defaultAddressId, formatCep } from './address-book.ts';
import { ADDRESS_MSG } from './address-messages.ts';

const book = [
  { idendereco: 7, primario: false },
  { idendereco: 9, primario: true },
];

describe('defaultAddressId', () => {
  it('picks the primary address with use-primary-address', () => {
    expect(defaultAddressId(['use-primary-address'], book)).toBe(9);
    expect(defaultAddressId(['use-primary-address'], [{ idendereco: 3, primario: false }])).toBe(3);
  });
  it('lets the customer choose without the tag, unless there is only one address', () => {
    expect(defaultAddressId([], book)).toBeNull();
    expect(defaultAddressId([], [{ idendereco: 3, primario: false }])).toBe(3);
    expect(defaultAddressId(['use-primary-address'], [])).toBeNull();
  });
});

describe('canAddAddress', () => {
  it('allows one active address with uses-single-address, any number without it', () => {
    expect(canAddAddress(['uses-single-address'], 0)).toBe(true);
    expect(canAddAddress(['uses-single-address'], 1)).toBe(false);
    expect(canAddAddress([], 5)).toBe(true);
  });
});

describe('formatCep', () => {
  it('masks 8 digits as 00000-000', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('013')).toBe('013');
    expect(formatCep('01310-1009')).toBe('01310-100');
  });
  it('says the service messages in pt-BR', () => {
    expect(ADDRESS_MSG.cepNotFound).toBe('CEP não encontrado');
    expect(ADDRESS_MSG.mapUnavailable).toBe(
      'Não foi possível carregar o mapa. Você pode salvar o endereço mesmo assim.',
    );
  });
});
