import type { AddressInput, AddressRow } from './addresses-repository.ts';

/** pt-BR refusal of an address the customer already has (spec §8: "the same address can be saved twice"). */
export const ADDRESS_ALREADY_SAVED = 'Este endereço já está cadastrado.';

type AddressIdentity = Pick<AddressRow | AddressInput, 'cep' | 'rua' | 'numero' | 'complemento'>;

/** A text as compared: no accents, lower case, single spaces, trimmed. */
function normalised(text: string | null): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether two addresses are the same place for one customer: same CEP digits, street, number
 * and complement, ignoring case, accents and spacing ("Rua  São Bento" = "rua sao bento").
 * Nickname, reference point and coordinates do not make another address.
 */
export function sameAddress(a: AddressIdentity, b: AddressIdentity): boolean {
  return (
    a.cep.replace(/\D/g, '') === b.cep.replace(/\D/g, '') &&
    normalised(a.rua) === normalised(b.rua) &&
    normalised(a.numero) === normalised(b.numero) &&
    normalised(a.complemento) === normalised(b.complemento)
  );
}
