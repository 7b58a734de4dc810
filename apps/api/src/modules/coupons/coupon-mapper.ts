import type { CupomResumo } from '@vitrine/contract';
import {
  centavos,
  centavosToReais,
  couponRulesText,
  PERCENT_SCALE,
  TipoCupom,
  TipoDesconto,
  type Coupon,
  type CouponRefused,
  type CouponRuleNames,
} from '@vitrine/domain';
import type { cupons } from '../../db/schema/index.ts';

/** A `cupons` row. */
export type CupomRow = typeof cupons.$inferSelect;

const TIPOS_DESCONTO: readonly string[] = Object.values(TipoDesconto);
const TIPOS_CUPOM: readonly string[] = Object.values(TipoCupom);

/** The domain's view of a coupon row (unknown enum values fall back to the spec defaults). */
export function toCoupon(row: CupomRow): Coupon {
  return {
    idcupom: row.idcupom,
    codigo: row.codigo,
    descricao: row.descricao,
    tipo: TIPOS_CUPOM.includes(row.tipo) ? (row.tipo as TipoCupom) : TipoCupom.PROMOCAO,
    tipoDesconto: TIPOS_DESCONTO.includes(row.tipoDesconto)
      ? (row.tipoDesconto as TipoDesconto)
      : TipoDesconto.PERCENTUAL,
    percentualCentesimos: row.percentualCentesimos,
    valorAbsoluto: centavos(row.valorAbsolutoCentavos),
    automatico: row.automatico,
    ativo: row.ativo,
    validoDe: row.validoDe,
    validoAte: row.validoAte,
    valorMinimoPedido: centavos(row.valorMinimoPedidoCentavos),
    limiteUsoTotal: row.limiteUsoTotal,
    limiteUsoPorCliente: row.limiteUsoPorCliente,
    usos: row.usos,
    somentePrimeiroPedido: row.somentePrimeiroPedido,
    formasPagamento: row.formasPagamento,
    canaisVenda: row.canaisVenda,
    produtos: row.produtos,
    categorias: row.categorias,
    naoUsarCupomComPolitica: row.naoUsarCupomComPolitica,
    habilitarVisualizacaoDesconto: row.habilitarVisualizacaoDesconto,
    idclienteIndicador: row.idclienteIndicador,
    idclienteExclusivo: row.idclienteExclusivo,
  };
}

/** The percentage of a coupon at the JSON edge (10.5 = 10,5 %), null for an absolute coupon. */
export function percentOf(coupon: Coupon): number | null {
  return coupon.tipoDesconto === TipoDesconto.PERCENTUAL
    ? (coupon.percentualCentesimos / PERCENT_SCALE) * 100
    : null;
}

/** The absolute amount of a coupon in reais, null for a percentage coupon. */
export function absoluteOf(coupon: Coupon): number | null {
  return coupon.tipoDesconto === TipoDesconto.ABSOLUTO
    ? centavosToReais(coupon.valorAbsoluto)
    : null;
}

/** A coupon as the buyer sees it (spec §2 Coupons screen), with its rules in pt-BR. */
export function toCupomResumo(
  coupon: Coupon,
  refused: CouponRefused | null,
  names: CouponRuleNames,
): CupomResumo {
  return {
    idcupom: coupon.idcupom,
    codigo: coupon.codigo,
    descricao: coupon.descricao,
    tipo: coupon.tipo,
    tipoDesconto: coupon.tipoDesconto,
    valorDescontoPercentual: percentOf(coupon),
    valorDescontoAbsoluto: absoluteOf(coupon),
    automatico: coupon.automatico,
    validoAte: coupon.validoAte?.toISOString() ?? null,
    valorMinimoPedido: centavosToReais(coupon.valorMinimoPedido),
    regras: couponRulesText(coupon, names),
    disponivel: refused === null,
    motivoIndisponivel: refused?.mensagem ?? null,
  };
}
