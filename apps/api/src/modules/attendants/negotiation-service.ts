import type { CarrinhoNegociado } from '@vitrine/contract';
import {
  AcaoNegociacao,
  DomainError,
  ErrorCode,
  MSG,
  negotiationChanges,
  type Centavos,
  type Milli,
} from '@vitrine/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { priceRequestedLines, type PricedCart } from '../cart/cart-pricing.ts';
import { findSellableProducts } from '../cart/cart-repository.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import type { AttendantSession } from './attendant-sessions.ts';
import type { NegotiationCustomer } from './attendants-repository.ts';
import { toCarrinhoNegociado } from './negotiation-mapper.ts';
import {
  findCartLines,
  findHistory,
  findNegotiatedCart,
  lockCart,
  recordHistory,
  replaceCartLines,
  upsertCartRow,
  type StoredNegotiatedLine,
} from './negotiation-repository.ts';

/** Whose cart is negotiated: the supplier (the attendant's own) and its registered customer. */
export interface NegotiationTarget {
  supplier: Tenant;
  customer: NegotiationCustomer;
}

/** A line the attendant sets, converted at the edge: milli quantity, centavos price or null. */
export interface NegotiationLineInput {
  idproduto: number;
  quantidadeMilli: Milli;
  precoatendenteCentavos: Centavos | null;
}

/**
 * The customer's cart as negotiated: stored lines priced now with the §5 precedence (the
 * attendant price wins), the lock and the whole history. Reads only: no cart is created.
 * @param reported - the pricing whose dropped ids and corrected quantities the reply reports
 *   (a save's request); by default the stored lines' own.
 * @see spec §5 price precedence, §6 Attendant
 */
export async function loadNegotiation(
  db: DbOrTx,
  { supplier, customer }: NegotiationTarget,
  reported?: PricedCart,
): Promise<CarrinhoNegociado> {
  const cart = await findNegotiatedCart(db, supplier.idfornecedor, customer.idcliente);
  const lines = cart ? await findCartLines(db, cart.idcarrinho) : [];
  const priced = await priceStoredLines(db, supplier, lines);
  const history = cart ? await findHistory(db, cart.idcarrinho) : [];
  return toCarrinhoNegociado(
    supplier.idfornecedor,
    customer,
    cart,
    priced,
    history,
    reported ?? priced,
  );
}

/**
 * Replaces the cart's lines with what the attendant set, in one transaction: quantities through
 * the §4 rules, attendant unit prices stored per line, products the supplier does not sell
 * (unknown, inactive, another supplier's) dropped and reported, one history row per changed
 * quantity or price. Creates the cart when missing; observation, customer order number, coupon,
 * gift wrap of kept lines and the lock stay as they are.
 * @see spec §4 Quantity change, §5 price precedence 1, §6 Attendant
 */
export async function saveNegotiation(
  db: Db,
  target: NegotiationTarget,
  attendant: AttendantSession,
  itens: readonly NegotiationLineInput[],
): Promise<CarrinhoNegociado> {
  const { supplier, customer } = target;
  return db.transaction(async (tx) => {
    const idcarrinho = await upsertCartRow(tx, supplier.idfornecedor, customer.idcliente);
    const before = await findCartLines(tx, idcarrinho);
    const wrapped = new Map(before.map((l) => [l.idproduto, l.embalarParaPresente]));
    const rows = await findSellableProducts(
      tx,
      supplier.idfornecedor,
      itens.map((i) => i.idproduto),
    );
    const priced = priceRequestedLines(
      itens.map((i) => ({ ...i, embalarParaPresente: wrapped.get(i.idproduto) ?? false })),
      rows,
      supplier.tags,
    );
    const after: StoredNegotiatedLine[] = priced.lines.map((l) => ({
      idproduto: l.row.idproduto,
      quantidadeMilli: l.quantidadeMilli,
      precoatendenteCentavos: l.precoatendenteCentavos,
      embalarParaPresente: l.embalarParaPresente,
    }));
    await replaceCartLines(tx, idcarrinho, after);
    await recordHistory(
      tx,
      idcarrinho,
      negotiationChanges(before, after).map((change) => ({
        ...change,
        idatendente: attendant.idatendente,
      })),
    );
    return loadNegotiation(tx, target, priced);
  });
}

/**
 * Sends the negotiated cart to the customer, in one transaction: locks it
 * (`bloqueio_atendimento`, read-only for the customer until they unlock it, spec §4), records the
 * sending attendant and an ENVIO history row. Sending again records another ENVIO.
 * @throws DomainError EMPTY_CART ('O carrinho está vazio. Experimente adicionar alguns produtos')
 *   when the cart is missing or has no line this supplier still sells; nothing changes.
 * @see spec §4 Cart flow, §6 Attendant
 */
export async function sendNegotiation(
  db: Db,
  target: NegotiationTarget,
  attendant: AttendantSession,
): Promise<CarrinhoNegociado> {
  const { supplier, customer } = target;
  return db.transaction(async (tx) => {
    const cart = await findNegotiatedCart(tx, supplier.idfornecedor, customer.idcliente, true);
    const lines = cart ? await findCartLines(tx, cart.idcarrinho) : [];
    const priced = await priceStoredLines(tx, supplier, lines);
    if (!cart || priced.lines.length === 0)
      throw new DomainError(ErrorCode.EMPTY_CART, MSG.emptyCart);
    await lockCart(tx, cart.idcarrinho, attendant.idatendente);
    await recordHistory(tx, cart.idcarrinho, [
      { acao: AcaoNegociacao.ENVIO, idatendente: attendant.idatendente },
    ]);
    return loadNegotiation(tx, target);
  });
}

/** Prices stored lines with today's products and rules (spec §4, §5). */
async function priceStoredLines(
  db: DbOrTx,
  supplier: Tenant,
  lines: readonly StoredNegotiatedLine[],
): Promise<PricedCart> {
  const rows = await findSellableProducts(
    db,
    supplier.idfornecedor,
    lines.map((l) => l.idproduto),
  );
  return priceRequestedLines(lines, rows, supplier.tags);
}
