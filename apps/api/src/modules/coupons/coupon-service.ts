import {
  centavos,
  chooseCartCoupon,
  evaluateCoupon,
  manualVersusAutomatic,
  COUPON_MSG,
  CouponRefusal,
  type CartCouponChoice,
  type CouponContext,
  type CouponEvaluation,
  type CouponLine,
  type CouponRefused,
  type AppliedCoupon,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { PricedCart } from '../cart/cart-pricing.ts';
import { toCoupon, type CupomRow } from './coupon-mapper.ts';
import {
  countCustomerOrders,
  customerUses,
  findAutomaticCoupons,
  findCouponByCode,
  findCouponsWithHistory,
  type CouponWithHistory,
} from './coupons-repository.ts';

/** How a cart is being bought: who, with which payment method and channel, and when. */
export interface CouponRequest {
  idfornecedor: string;
  idcliente: number;
  idformapagamento: number | null;
  canalVenda: string;
  now: Date;
}

/** The coupon engine's view of the server-priced lines: subtotal without gift packaging. */
export function couponLinesOf(priced: PricedCart): CouponLine[] {
  return priced.lines.map((l) => ({
    idproduto: l.row.idproduto,
    idcategoria: l.row.idcategoria,
    regra: l.price.regra,
    subtotal: centavos(l.price.total - l.price.totalEmbalagem),
  }));
}

/** Evaluates coupon rows for one customer and cart (one query for their uses, one for orders). */
async function evaluateRows(
  db: DbOrTx,
  rows: readonly CupomRow[],
  request: CouponRequest,
  priced: PricedCart,
): Promise<CouponEvaluation[]> {
  if (rows.length === 0) return [];
  const [uses, pedidosDoCliente] = await Promise.all([
    customerUses(
      db,
      request.idcliente,
      rows.map((r) => r.idcupom),
    ),
    countCustomerOrders(db, request.idfornecedor, request.idcliente),
  ]);
  return evaluateWithHistory(
    rows.map((row) => ({ row, usosDoCliente: uses.get(row.idcupom) ?? 0, pedidosDoCliente })),
    request,
    priced,
  );
}

/** Evaluates coupons whose customer history is already read (see findCouponsWithHistory). */
function evaluateWithHistory(
  coupons: readonly CouponWithHistory[],
  request: CouponRequest,
  priced: PricedCart,
): CouponEvaluation[] {
  const lines = couponLinesOf(priced);
  return coupons.map(({ row, usosDoCliente, pedidosDoCliente }) => {
    const ctx: CouponContext = {
      now: request.now,
      idcliente: request.idcliente,
      usosDoCliente,
      pedidosDoCliente,
      idformapagamento: request.idformapagamento,
      canalVenda: request.canalVenda,
    };
    return evaluateCoupon(toCoupon(row), ctx, lines, priced.totals.totalItens);
  });
}

/** A refusal for a code the supplier does not have. */
const notFound = (): CouponRefused => ({
  motivo: CouponRefusal.NOT_FOUND,
  mensagem: COUPON_MSG.notFound,
});

/**
 * The coupon a server-priced cart gets (spec §4 Cart flow, §5): the manual code when it
 * applies and beats the best automatic coupon, else the best automatic coupon when automatic
 * application is on. Read-only.
 * @param manualCode - the manual code in the cart/order (upper case), or null.
 * @param automaticEnabled - cupomAplicacaoAutomatica.
 */
export async function chooseCouponForCart(
  db: DbOrTx,
  request: CouponRequest,
  priced: PricedCart,
  manualCode: string | null,
  automaticEnabled: boolean,
): Promise<CartCouponChoice> {
  // One statement: the automatic coupons, the manual one and the customer's history with them.
  const found = await findCouponsWithHistory(
    db,
    request.idfornecedor,
    request.idcliente,
    manualCode,
  );
  const manualFound = found.find((c) => c.row.codigo === manualCode) ?? null;
  const manualRow = manualFound?.row ?? null;
  const ordered = manualFound
    ? [manualFound, ...found.filter((c) => c !== manualFound && c.row.automatico && c.row.ativo)]
    : found;
  const evaluations = evaluateWithHistory(ordered, request, priced);
  const manual = manualRow ? evaluations[0]! : null;
  const automatics = evaluations.filter((e) => e.coupon.automatico);
  if (manualCode !== null && manual === null) {
    const choice = chooseCartCoupon(null, automatics, automaticEnabled);
    return { ...choice, manualRefused: notFound() };
  }
  return chooseCartCoupon(manual, automatics, automaticEnabled);
}

/** Result of checking a manual code (spec §7 validar-desconto). */
export type ManualCouponCheck =
  | { valido: true; applied: AppliedCoupon }
  | { valido: false; refused: CouponRefused; row: CupomRow | null };

/**
 * Checks a manual code on a server-priced cart: its own rules, then against the automatic
 * coupon — the best eligible one when automatic application is on, and the one the client says
 * is applied (`codigoAutomatico`) — so a manual coupon giving less is refused with the spec §5
 * text. Read-only.
 */
export async function checkManualCoupon(
  db: DbOrTx,
  request: CouponRequest,
  priced: PricedCart,
  codigo: string,
  automaticEnabled: boolean,
  codigoAutomatico: string | null,
): Promise<ManualCouponCheck> {
  const row = await findCouponByCode(db, request.idfornecedor, codigo);
  if (!row) return { valido: false, refused: notFound(), row: null };
  const automaticRows = await findAutomaticCoupons(db, request.idfornecedor);
  const named =
    codigoAutomatico === null || codigoAutomatico === codigo
      ? []
      : automaticRows.filter((r) => r.codigo === codigoAutomatico);
  const [manual, ...others] = await evaluateRows(db, [row, ...automaticRows], request, priced);
  if (!manual!.ok) return { valido: false, refused: manual!.refused, row };
  const competitors = others.filter(
    (e) =>
      e.coupon.idcupom !== row.idcupom &&
      (automaticEnabled || named.some((n) => n.idcupom === e.coupon.idcupom)),
  );
  const choice = chooseCartCoupon(null, competitors, true);
  const applied = { coupon: manual!.coupon, discount: manual!.discount };
  const better = manualVersusAutomatic(applied, choice.automatic);
  if (better) return { valido: false, refused: better, row };
  return { valido: true, applied };
}
