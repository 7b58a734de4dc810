/**
 * Address identity (spec §8 Delivery and address: the same address is not saved twice): two
 * addresses of one customer are the same place when CEP digits, street, number and complement
 * match, ignoring case, accents and spacing ("Rua  São Bento" = "rua sao bento"). Nickname,
 * reference point and coordinates do not make another address.
 */

/** The fields that identify an address. */
export interface AddressIdentity {
  cep: string;
  rua: string;
  numero: string;
  complemento: string | null;
}

/** A text as compared: no accents, lower case, single spaces, trimmed. */
function normalised(text: string | null): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `a` and `b` are the same place for one customer (see the module comment). */
export function sameAddress(a: AddressIdentity, b: AddressIdentity): boolean {
  return (
    a.cep.replace(/\D/g, '') === b.cep.replace(/\D/g, '') &&
    normalised(a.rua) === normalised(b.rua) &&
    normalised(a.numero) === normalised(b.numero) &&
    normalised(a.complemento) === normalised(b.complemento)
  );
}

export * from './address-book.ts';
export * from './address-messages.ts';
