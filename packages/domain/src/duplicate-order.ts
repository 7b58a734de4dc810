import type { Milli } from './money.ts';

/** Two identical orders within this window are one order placed twice. @see spec §5 */
export const DUPLICATE_ORDER_WINDOW_MS = 10_000;

/** The parts of an order that make two orders "identical". */
export interface FingerprintedOrder {
  idfornecedor: string;
  idcliente: number;
  tipoEntrega: string;
  itens: ReadonlyArray<{ id: number | string; quantidade: Milli }>;
}

/**
 * A canonical string identifying an order's content: supplier, customer, delivery type and
 * items (id as string, quantity in milli-units), with items sorted so their order in the cart
 * does not matter. JSON encoding keeps it unambiguous whatever characters the ids hold.
 *
 * @see spec §5 duplicate-order check
 */
export function orderFingerprint(order: FingerprintedOrder): string {
  const items = order.itens
    .map((item): [string, Milli] => [String(item.id), item.quantidade])
    // Code-unit order, not locale order: the fingerprint must be identical on every machine.
    .sort(([idA, qA], [idB, qB]) => (idA < idB ? -1 : idA > idB ? 1 : qA - qB));
  return JSON.stringify([order.idfornecedor, order.idcliente, order.tipoEntrega, items]);
}

/**
 * Whether an order with `fingerprint` at `now` repeats `previous` (the customer's last order):
 * same fingerprint, placed less than {@link DUPLICATE_ORDER_WINDOW_MS} earlier. A `previous`
 * stamped slightly in the future (clock skew between API instances) still counts as recent.
 *
 * @see spec §5 'Um pedido idêntico foi feito há poucos segundos.'
 */
export function isDuplicateOrder(
  previous: { fingerprint: string; createdAt: Date } | null,
  fingerprint: string,
  now: Date,
): boolean {
  if (previous === null || previous.fingerprint !== fingerprint) return false;
  return now.getTime() - previous.createdAt.getTime() < DUPLICATE_ORDER_WINDOW_MS;
}
