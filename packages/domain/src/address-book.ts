import { SUPPLIER_TAGS, hasTag } from './constants.ts';

/**
 * Address-book rules driven by the supplier's tags (spec §6 "use-primary-address and
 * uses-single-address control address handling"). Addresses belong to the customer; the tags
 * of the supplier the customer is buying from decide how the book behaves there.
 */

/** What the rules need of an address. */
export interface AddressBookEntry {
  idendereco: number;
  primario: boolean;
}

/**
 * The address the storefront preselects and the API uses when the order or the delivery lookup
 * names none. With `use-primary-address`: the primary address (or the first one when none is
 * flagged). Without it: the only address when there is exactly one, else null (the customer
 * chooses).
 * @returns an `idendereco` of `enderecos`, or null.
 * @see spec §6 use-primary-address
 */
export function defaultAddressId(
  tags: readonly string[],
  enderecos: readonly AddressBookEntry[],
): number | null {
  if (enderecos.length === 0) return null;
  if (hasTag(tags, SUPPLIER_TAGS.USE_PRIMARY_ADDRESS)) {
    return (enderecos.find((e) => e.primario) ?? enderecos[0])!.idendereco;
  }
  return enderecos.length === 1 ? enderecos[0]!.idendereco : null;
}

/**
 * Whether the customer may add another address at this supplier: with `uses-single-address` a
 * customer keeps at most one active address (the storefront offers to edit it instead).
 * @param activeCount the customer's active addresses.
 * @see spec §6 uses-single-address
 */
export function canAddAddress(tags: readonly string[], activeCount: number): boolean {
  return !hasTag(tags, SUPPLIER_TAGS.USES_SINGLE_ADDRESS) || activeCount === 0;
}

/** Masks a CEP as it is shown: "01310100" → "01310-100" (digits beyond 8 are dropped). */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
