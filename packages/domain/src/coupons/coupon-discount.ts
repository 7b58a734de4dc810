import { centavos, divideRoundHalfUp, ZERO_CENTAVOS, type Centavos, type Milli } from '../money.ts';
import { RegraPreco } from '../pricing.ts';
import { PERCENT_SCALE, TipoDesconto, type Coupon } from './coupon-types.ts';

/** A cart line as the coupon engine sees it. Money in centavos. */
export interface CouponLine {
  idproduto: number;
  idcategoria: number;
  /** Which §5 rule priced the line. */
  regra: RegraPreco;
  /** Line total without gift packaging: the part a coupon can discount. */
  subtotal: Centavos;
}

/** A coupon's discount on one cart. */
export interface CouponDiscount {
  /** Total discount, centavos: never more than the discountable amount. */
  desconto: Centavos;
  /** Sum of the subtotals of the lines the coupon reaches, centavos. */
  descontavel: Centavos;
  /** Ids of the lines the coupon reaches (produtosComDesconto), in cart order. */
  produtosComDesconto: number[];
  /** Each reached line's share of `desconto`, centavos, by product id; the shares add up exactly. */
  descontoPorProduto: Map<number, Centavos>;
}

/**
 * Whether a coupon reaches a line: the line is in the coupon's scope (listed products or
 * categories; both lists empty = whole cart) and, when `naoUsarCupomComPolitica` is set, the
 * line is priced at the regular price (not by an attendant, progressive or wholesale policy).
 * @see spec §3 Cart produtosComDesconto, naoUsarCupomComPolitica
 */
export function couponReachesLine(coupon: Coupon, line: CouponLine): boolean {
  if (coupon.naoUsarCupomComPolitica && line.regra !== RegraPreco.REGULAR) return false;
  if (coupon.produtos.length === 0 && coupon.categorias.length === 0) return true;
  return coupon.produtos.includes(line.idproduto) || coupon.categorias.includes(line.idcategoria);
}

/**
 * Splits `total` centavos over `weights` in proportion, exactly: each share is the floor of its
 * proportional part, and the centavos left over go one by one to the largest remainders (ties:
 * earlier lines first). The shares add up to `total`, and none exceeds its weight when `total`
 * does not exceed the sum of the weights.
 * @param total - centavos to split (≥ 0).
 * @param weights - centavos per line (≥ 0).
 */
export function allocateDiscount(total: Centavos, weights: readonly Centavos[]): Centavos[] {
  const sum = weights.reduce((acc, w) => acc + BigInt(w), 0n);
  if (sum === 0n || total === 0) return weights.map(() => ZERO_CENTAVOS);
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((e) => e / sum);
  let left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((e, i) => ({ i, rest: e % sum }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i] = shares[i]! + 1n;
    left -= 1n;
  }
  return shares.map((s) => centavos(Number(s)));
}

/**
 * The discount a coupon gives on a cart, exact to the centavo: a percentage of the lines it
 * reaches (rounded half up), or its absolute amount capped at those lines' subtotal. The
 * discount never exceeds the discountable amount and is never negative; gift packaging is never
 * discounted. Eligibility (validity, limits, minimum…) is {@link checkCoupon}'s.
 * @param lines - the priced cart lines.
 * @see spec §3 Cart (valorDescontoPercentual, valorDescontoAbsoluto, tipoDesconto default %), §5
 */
export function couponDiscount(coupon: Coupon, lines: readonly CouponLine[]): CouponDiscount {
  const reached = lines.filter((l) => couponReachesLine(coupon, l));
  const descontavel = centavos(reached.reduce((acc, l) => acc + l.subtotal, 0));
  let desconto: Centavos;
  if (coupon.tipoDesconto === TipoDesconto.ABSOLUTO) {
    desconto = centavos(Math.min(Math.max(coupon.valorAbsoluto, 0), descontavel));
  } else {
    const pct = BigInt(Math.min(Math.max(coupon.percentualCentesimos, 0), PERCENT_SCALE));
    desconto = centavos(
      Number(divideRoundHalfUp(BigInt(descontavel) * pct, BigInt(PERCENT_SCALE))),
    );
  }
  const shares = allocateDiscount(
    desconto,
    reached.map((l) => l.subtotal),
  );
  const descontoPorProduto = new Map(reached.map((l, i) => [l.idproduto, shares[i]!]));
  return {
    desconto,
    descontavel,
    produtosComDesconto: reached.map((l) => l.idproduto),
    descontoPorProduto,
  };
}

/**
 * The unit price a line works out to after its coupon share (preco_do_desconto): its
 * discounted subtotal divided by the quantity, rounded half up to the centavo. Display only —
 * totals always come from the exact line amounts.
 * @param subtotal - discounted line subtotal, centavos (≥ 0).
 * @param quantity - milli-units (> 0).
 * @see spec §3 Cart product preco_do_desconto
 */
export function unitPriceAfterDiscount(subtotal: Centavos, quantity: Milli): Centavos {
  if (quantity <= 0) return subtotal;
  return centavos(Number(divideRoundHalfUp(BigInt(subtotal) * 1000n, BigInt(quantity))));
}
