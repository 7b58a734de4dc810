import { z } from 'zod';
import { TipoCupom, TipoDesconto } from '@vitrine/domain';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { CanalVendaSchema, IdFornecedor, IdNumerico, Reais } from './common.ts';
import { BooleanoQuery, CodigoCupom } from './coupon-fields.ts';

/**
 * Coupons (spec §3 Cart coupon fields, §5, §7 Coupons, §8 Coupon). A coupon belongs to one
 * supplier; the customer is the session's, at the session's supplier.
 */

export const TipoDescontoSchema = z.enum(TipoDesconto);
export const TipoCupomSchema = z.enum(TipoCupom);

/** A coupon as the buyer sees it, with its rules in plain pt-BR. Money in reais. */
export const CupomResumo = z.object({
  idcupom: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  tipo: TipoCupomSchema,
  tipoDesconto: TipoDescontoSchema,
  /** Percentage (10.5 = 10,5 %) when tipoDesconto is '%', else null. */
  valorDescontoPercentual: z.number().nullable(),
  /** Amount in reais when tipoDesconto is 'R$', else null. */
  valorDescontoAbsoluto: Reais.nullable(),
  automatico: z.boolean(),
  /** End of validity (ISO 8601), null when open-ended. */
  validoAte: z.string().nullable(),
  valorMinimoPedido: Reais,
  /** The rules in plain pt-BR ("10% de desconto", "Pedido mínimo de R$ 150,00"…). */
  regras: z.array(z.string()),
  /** Whether the customer can use it now (validity, limits, first order). */
  disponivel: z.boolean(),
  /** Why not, in pt-BR, when `disponivel` is false. */
  motivoIndisponivel: z.string().nullable(),
});
export type CupomResumo = z.infer<typeof CupomResumo>;

export const ValidarCupomParams = z.object({
  idfornecedor: IdFornecedor,
  idcliente: IdNumerico,
  codigo: CodigoCupom,
});
export const ValidarCupomQuery = z.object({
  canalVenda: CanalVendaSchema.default('WEB'),
  idformapagamento: IdNumerico.optional(),
  /** The automatic coupon applied to the cart now: a manual coupon must beat it (spec §5). */
  codigocupomautomatico: CodigoCupom.optional(),
});

/**
 * Reply of the manual coupon check, on the customer's stored cart: `valido` and, when not,
 * the server's pt-BR reason in `mensagem` (spec §5: the storefront shows it, or
 * 'Não foi possível verificar seu cupom' when there is none).
 */
export const ValidarCupomResposta = z.object({
  valido: z.boolean(),
  mensagem: z.string().nullable(),
  codigo: z.string(),
  /** The discount it gives on the stored cart now, reais (0 when invalid). */
  valorDesconto: Reais,
  cupom: CupomResumo.nullable(),
});
export type ValidarCupomResposta = z.infer<typeof ValidarCupomResposta>;

export const CuponsClienteParams = z.object({ idcliente: IdNumerico });
export const CuponsClienteQuery = z.object({
  /** Only the most recent coupon. */
  onlyLast: BooleanoQuery.default(false),
  /** Only coupons the customer can use now. */
  available: BooleanoQuery.default(true),
  idformapagamento: IdNumerico.optional(),
});
export const CuponsClienteResposta = z.object({ cupons: z.array(CupomResumo) });
export type CuponsClienteResposta = z.infer<typeof CuponsClienteResposta>;

/** The customer's personal referral code at the session's supplier (spec §6 uses-share-coupom). */
export const CupomIndicacaoResposta = z.object({
  /** False when the supplier has no referral programme (no tag uses-share-coupom). */
  habilitado: z.boolean(),
  codigo: z.string().nullable(),
  /** What a new customer gets with the code, in pt-BR. */
  beneficioIndicado: z.array(z.string()),
  /** What the referrer gets once the referred first order is placed, in pt-BR. */
  recompensaIndicador: z.array(z.string()),
});
export type CupomIndicacaoResposta = z.infer<typeof CupomIndicacaoResposta>;

/** The coupon calls of the route table (spec §7 Coupons). */
export const couponsRoutes = {
  validate: defineRoute({
    ...routePaths.coupons.validate,
    auth: 'customer',
    tags: ['Cupons'],
    summary: 'Valida um cupom manual no carrinho do cliente',
    description:
      'GET /v2/app/cupom-desconto/validar-desconto/fornecedor/{idfornecedor}/cliente/{idcliente}/cupom/{codigo} — ' +
      'checks the coupon against the stored cart (validity, minimum, limits, first order, payment method, ' +
      'channel, scope) and against the automatic coupon `codigocupomautomatico`: a manual coupon that gives ' +
      'less than the best automatic coupon is refused with the spec §5 text. Read-only.',
    params: ValidarCupomParams,
    query: ValidarCupomQuery,
    reply: ValidarCupomResposta,
  }),
  list: defineRoute({
    ...routePaths.coupons.list,
    auth: 'customer',
    tags: ['Cupons'],
    summary: 'Cupons do cliente no fornecedor da sessão',
    description:
      "GET /v2/app/cupom-desconto/cliente/{idcliente} — the supplier's public coupons and the customer's " +
      'own (reward) coupons, each with its rules in pt-BR; `available=true` keeps those usable now.',
    params: CuponsClienteParams,
    query: CuponsClienteQuery,
    reply: CuponsClienteResposta,
  }),
  referral: defineRoute({
    ...routePaths.coupons.referral,
    auth: 'customer',
    tags: ['Cupons'],
    summary: 'Código de indicação do cliente',
    description:
      "GET /v2/app/cupom-desconto/indicacao/{idcliente} — the customer's personal referral code at the " +
      "session's supplier (created on first call) when the supplier has the tag uses-share-coupom.",
    params: CuponsClienteParams,
    reply: CupomIndicacaoResposta,
  }),
};
