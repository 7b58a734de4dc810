import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import {
  APP_MSG,
  centavosToReais,
  checkCouponAccess,
  couponBenefitText,
  couponMinimumText,
  hasTag,
  SUPPLIER_TAGS,
  toCouponBenefit,
  ZERO_CENTAVOS,
} from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { findCart } from '../cart/cart-repository.ts';
import { priceStoredCart } from '../cart/cart-service.ts';
import { findTenant } from '../suppliers/suppliers-repository.ts';
import { findCustomerName } from './customer-name.ts';
import { toCoupon, toCupomResumo } from './coupon-mapper.ts';
import { checkManualCoupon } from './coupon-service.ts';
import {
  countCustomerOrders,
  customerUses,
  findReferralProgram,
  findRuleNames,
  findVisibleCoupons,
} from './coupons-repository.ts';
import { referralCouponFor } from './referral.ts';

/**
 * Coupon calls (spec §7 Coupons, §8 Coupon). Tenant-scoped: a code of another supplier never
 * matches; the list and the referral code are the session's supplier's.
 */
export default async function couponsRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    apiRoutes.coupons.validate,
    async (request) => {
      const supplier = request.supplier!;
      const { idcliente } = request.customer!;
      const { codigo } = request.params;
      const stored = await findCart(app.db, supplier.idfornecedor, idcliente);
      if (stored?.bloqueioAtendimento)
        return {
          valido: false,
          mensagem: APP_MSG.cartLocked,
          codigo,
          valorDesconto: 0,
          cupom: null,
        };
      const priced = await priceStoredCart(app.db, supplier, stored);
      const check = await checkManualCoupon(
        app.db,
        {
          idfornecedor: supplier.idfornecedor,
          idcliente,
          idformapagamento: request.query.idformapagamento ?? null,
          canalVenda: request.query.canalVenda,
          now: new Date(),
        },
        priced,
        codigo,
        stored?.cupomAplicacaoAutomatica ?? true,
        request.query.codigocupomautomatico ?? null,
      );
      const shown = check.valido ? check.applied.coupon : check.row && toCoupon(check.row);
      const names = await findRuleNames(
        app.db,
        supplier.idfornecedor,
        shown?.produtos ?? [],
        shown?.categorias ?? [],
      );
      if (!check.valido)
        return {
          valido: false,
          mensagem: check.refused.mensagem,
          codigo,
          valorDesconto: 0,
          cupom: check.row ? toCupomResumo(toCoupon(check.row), check.refused, names) : null,
        };
      return {
        valido: true,
        mensagem: null,
        codigo,
        valorDesconto: centavosToReais(check.applied.discount.desconto),
        cupom: toCupomResumo(check.applied.coupon, null, names),
      };
    },
    { tenant: true },
  );

  registerRoute(app, apiRoutes.coupons.list, async (request) => {
    const { idcliente, idfornecedor } = request.customer!;
    const rows = await findVisibleCoupons(app.db, idfornecedor, idcliente);
    const [uses, pedidosDoCliente, names] = await Promise.all([
      customerUses(
        app.db,
        idcliente,
        rows.map((r) => r.idcupom),
      ),
      countCustomerOrders(app.db, idfornecedor, idcliente),
      findRuleNames(
        app.db,
        idfornecedor,
        rows.flatMap((r) => r.produtos),
        rows.flatMap((r) => r.categorias),
      ),
    ]);
    const now = new Date();
    const cupons = rows.map((row) => {
      const coupon = toCoupon(row);
      const refused = checkCouponAccess(coupon, {
        now,
        idcliente,
        usosDoCliente: uses.get(row.idcupom) ?? 0,
        pedidosDoCliente,
        idformapagamento: request.query.idformapagamento ?? null,
        canalVenda: 'WEB',
      });
      return toCupomResumo(coupon, refused, names);
    });
    const shown = request.query.available ? cupons.filter((c) => c.disponivel) : cupons;
    return { cupons: request.query.onlyLast ? shown.slice(0, 1) : shown };
  });

  registerRoute(app, apiRoutes.coupons.referral, async (request) => {
    const { idcliente, idfornecedor } = request.customer!;
    const supplier = await findTenant(app.db, idfornecedor);
    if (!supplier) throw new NotFoundError(APP_MSG.supplierNotFound);
    const program = await findReferralProgram(app.db, idfornecedor);
    if (!hasTag(supplier.tags, SUPPLIER_TAGS.USES_SHARE_COUPON) || !program)
      return { habilitado: false, codigo: null, beneficioIndicado: [], recompensaIndicador: [] };
    const cliente = await findCustomerName(app.db, idcliente);
    const coupon = await referralCouponFor(app.db, idfornecedor, { idcliente, nome: cliente });
    const minimo = program.valorMinimoPedidoCentavos;
    return {
      habilitado: true,
      codigo: coupon?.codigo ?? null,
      beneficioIndicado: [
        `${couponBenefitText(toCouponBenefit(program.tipoDesconto, program.percentualCentesimos, program.valorAbsolutoCentavos))} no primeiro pedido`,
        ...(minimo > ZERO_CENTAVOS ? [couponMinimumText(minimo)] : []),
      ],
      recompensaIndicador: [
        `${couponBenefitText(toCouponBenefit(program.recompensaTipoDesconto, program.recompensaPercentualCentesimos, program.recompensaValorAbsolutoCentavos))} quando o primeiro pedido do indicado for feito`,
        `Válido por ${program.recompensaValidadeDias} dias`,
      ],
    };
  });
}
