import type { Carrinho, ProdutoCarrinho } from '@vitrine/contract';
import { pricedProductOf } from '@vitrine/domain/decimal-product';
import {
  quantityToMilli,
  reaisToCentavos,
  type Centavos,
  ZERO_CENTAVOS,
} from '@vitrine/domain/money';
import { priceLine, type RegraPreco } from '@vitrine/domain/pricing';
import { cartTotals } from '@vitrine/domain/totals';
import type { CartLine } from './cart-store';

/**
 * The optimistic cart: each local line priced by the server when the server priced that very
 * quantity and gift choice, otherwise by the domain's `priceLine` while the save is on its way.
 * No rule lives here: the rules are `priceLine`'s (spec §5 price precedence).
 */

/** What a line shows, in centavos. */
export interface DisplayedLine {
  precoUnitario: Centavos;
  regra: RegraPreco;
  totalEmbalagem: Centavos;
  total: Centavos;
  /** True while the numbers are the storefront's estimate, before the server confirms them. */
  estimated: boolean;
  /** This line's share of the coupon discount (0 while estimated or not reached), centavos. */
  couponDiscount: Centavos;
}

function serverLineFor(line: CartLine, server: Carrinho | null): ProdutoCarrinho | undefined {
  return server?.produtosSelecionados.find(
    (p) =>
      p.id === line.produto.id &&
      quantityToMilli(p.quantidade) === line.quantidade &&
      p.embalarParaPresente === line.embalarParaPresente,
  );
}

/**
 * Prices a line for display: the server's numbers when they are for this line as it is now,
 * else the domain's instant estimate.
 *
 * @param server - the last server cart, or null before it loaded.
 * @param supplierTags - the supplier's tags (disable-product-multiple).
 */
export function displayLine(
  line: CartLine,
  server: Carrinho | null,
  supplierTags: readonly string[],
): DisplayedLine {
  const s = serverLineFor(line, server);
  if (s) {
    return {
      precoUnitario: reaisToCentavos(s.precoUnitario),
      regra: s.regraPreco,
      totalEmbalagem: reaisToCentavos(s.totalEmbalagem),
      total: reaisToCentavos(s.total),
      estimated: false,
      couponDiscount: reaisToCentavos(s.descontoCupom),
    };
  }
  const priced = priceLine(
    pricedProductOf(line.produto),
    line.quantidade,
    supplierTags,
    line.embalarParaPresente,
  );
  return {
    precoUnitario: priced.precoUnitario,
    regra: priced.regra,
    totalEmbalagem: priced.totalEmbalagem,
    total: priced.total,
    estimated: true,
    couponDiscount: ZERO_CENTAVOS,
  };
}

/** Items total of the displayed lines (line totals include gift packaging), centavos. */
export function itemsTotal(lines: readonly DisplayedLine[]): Centavos {
  return cartTotals(lines, ZERO_CENTAVOS).totalItens;
}
