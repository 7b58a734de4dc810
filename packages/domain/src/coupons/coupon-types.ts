import type { Centavos } from '../money.ts';

/** How a coupon discounts: a percentage ('%', the spec's default) or an absolute amount ('R$'). @see spec §3 Cart tipoDesconto */
export const TipoDesconto = { PERCENTUAL: '%', ABSOLUTO: 'R$' } as const;
export type TipoDesconto = (typeof TipoDesconto)[keyof typeof TipoDesconto];

/**
 * What a coupon is: a supplier's promotion, a customer's personal referral code (spec §6
 * uses-share-coupom) or the reward a referrer earns once a referred customer's first order is placed.
 */
export const TipoCupom = {
  PROMOCAO: 'PROMOCAO',
  INDICACAO: 'INDICACAO',
  RECOMPENSA_INDICACAO: 'RECOMPENSA_INDICACAO',
} as const;
export type TipoCupom = (typeof TipoCupom)[keyof typeof TipoCupom];

/** Hundredths of a percent in 100 % (10 000 = 100 %). */
export const PERCENT_SCALE = 10_000;

/**
 * A coupon's rules, as the promotion engine reads them. Money in centavos; the percentage in
 * hundredths of a percent (1050 = 10,50 %). Empty lists mean "any" (payment methods, channels)
 * or "the whole cart" (products, categories).
 */
export interface Coupon {
  idcupom: number;
  /** Upper-case code. */
  codigo: string;
  descricao: string;
  tipo: TipoCupom;
  tipoDesconto: TipoDesconto;
  percentualCentesimos: number;
  valorAbsoluto: Centavos;
  automatico: boolean;
  ativo: boolean;
  validoDe: Date | null;
  validoAte: Date | null;
  /** Minimum items total (totalCompras), centavos; 0 = none. */
  valorMinimoPedido: Centavos;
  limiteUsoTotal: number | null;
  limiteUsoPorCliente: number | null;
  /** Uses so far, all customers. */
  usos: number;
  somentePrimeiroPedido: boolean;
  formasPagamento: readonly number[];
  canaisVenda: readonly string[];
  produtos: readonly number[];
  categorias: readonly number[];
  /** The coupon skips lines priced by a policy (attendant, progressive or wholesale price). */
  naoUsarCupomComPolitica: boolean;
  habilitarVisualizacaoDesconto: boolean;
  /** INDICACAO: the referrer who owns the code. */
  idclienteIndicador: number | null;
  /** RECOMPENSA_INDICACAO: the only customer who may use it. */
  idclienteExclusivo: number | null;
}

/** Who wants to use a coupon, and how. */
export interface CouponContext {
  now: Date;
  idcliente: number;
  /** This coupon's uses by this customer. */
  usosDoCliente: number;
  /** Orders the customer already placed at this supplier (first-order rule). */
  pedidosDoCliente: number;
  idformapagamento: number | null;
  canalVenda: string;
}
