import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centavos, formatBRL, type Centavos } from '../money.ts';
import { MSG } from '../messages.ts';
import { RegraPreco } from '../pricing.ts';
import { cartTotals } from '../totals.ts';
import {
  allocateDiscount,
  bestAutomaticCoupon,
  checkCouponAccess,
  chooseCartCoupon,
  COUPON_MSG,
  couponDiscount,
  couponRulesText,
  CouponRefusal,
  evaluateCoupon,
  TipoCupom,
  TipoDesconto,
  type Coupon,
  type CouponContext,
  type CouponLine,
} from './index.ts';

function coupon(over: Partial<Coupon> = {}): Coupon {
  return {
    idcupom: 1,
    codigo: 'PROMO10',
    descricao: '',
    tipo: TipoCupom.PROMOCAO,
    tipoDesconto: TipoDesconto.PERCENTUAL,
    percentualCentesimos: 1000,
    valorAbsoluto: centavos(0),
    automatico: false,
    ativo: true,
    validoDe: null,
    validoAte: null,
    valorMinimoPedido: centavos(0),
    limiteUsoTotal: null,
    limiteUsoPorCliente: null,
    usos: 0,
    somentePrimeiroPedido: false,
    formasPagamento: [],
    canaisVenda: [],
    produtos: [],
    categorias: [],
    naoUsarCupomComPolitica: false,
    habilitarVisualizacaoDesconto: true,
    idclienteIndicador: null,
    idclienteExclusivo: null,
    ...over,
  };
}

const ctx: CouponContext = {
  now: new Date('2026-11-23T12:00:00Z'),
  idcliente: 7,
  usosDoCliente: 0,
  pedidosDoCliente: 0,
  idformapagamento: null,
  canalVenda: 'WEB',
};

const line = (idproduto: number, subtotal: number, over: Partial<CouponLine> = {}): CouponLine => ({
  idproduto,
  idcategoria: 1,
  regra: RegraPreco.REGULAR,
  subtotal: centavos(subtotal),
  ...over,
});

describe('couponDiscount', () => {
  it('takes a percentage of the reached lines, rounded half up to the centavo', () => {
    // 12,5 % of R$ 0,99 + R$ 0,05 = 13 centavos exactly (12,5 % of 104 = 13)
    const d = couponDiscount(coupon({ percentualCentesimos: 1250 }), [line(1, 99), line(2, 5)]);
    expect(d.desconto).toBe(13);
    // 10 % of 1005 = 100.5 → 101
    expect(couponDiscount(coupon(), [line(1, 1005)]).desconto).toBe(101);
  });

  it('caps an absolute discount at the discountable amount', () => {
    const c = coupon({ tipoDesconto: TipoDesconto.ABSOLUTO, valorAbsoluto: centavos(5000) });
    expect(couponDiscount(c, [line(1, 3000)]).desconto).toBe(3000);
    expect(couponDiscount(c, [line(1, 9000)]).desconto).toBe(5000);
  });

  it('reaches only the scoped products or categories', () => {
    const c = coupon({ produtos: [2], categorias: [9] });
    const d = couponDiscount(c, [line(1, 1000), line(2, 2000), line(3, 3000, { idcategoria: 9 })]);
    expect(d.produtosComDesconto).toEqual([2, 3]);
    expect(d.descontavel).toBe(5000);
    expect(d.desconto).toBe(500);
  });

  it('skips policy-priced lines when naoUsarCupomComPolitica', () => {
    const c = coupon({ naoUsarCupomComPolitica: true });
    const lines = [
      line(1, 1000),
      line(2, 1000, { regra: RegraPreco.ATACADO }),
      line(3, 1000, { regra: RegraPreco.PROGRESSIVO }),
      line(4, 1000, { regra: RegraPreco.ATENDENTE }),
    ];
    expect(couponDiscount(c, lines).produtosComDesconto).toEqual([1]);
    expect(couponDiscount(c, lines).desconto).toBe(100);
  });

  it('splits the discount over the lines exactly', () => {
    const d = couponDiscount(coupon({ percentualCentesimos: 3333 }), [
      line(1, 100),
      line(2, 100),
      line(3, 100),
    ]);
    const shares = [...d.descontoPorProduto.values()];
    expect(shares.reduce((a, b) => a + b, 0)).toBe(d.desconto);
  });

  // A cart has one line per product (the server merges duplicates).
  const arbLines = fc.uniqueArray(
    fc.record({
      idproduto: fc.integer({ min: 1, max: 50 }),
      idcategoria: fc.integer({ min: 1, max: 5 }),
      regra: fc.constantFrom(...Object.values(RegraPreco)),
      subtotal: fc.integer({ min: 0, max: 10_000_000 }).map(centavos),
    }),
    { maxLength: 30, selector: (l) => l.idproduto },
  );
  const arbCoupon = fc
    .record({
      tipoDesconto: fc.constantFrom(TipoDesconto.PERCENTUAL, TipoDesconto.ABSOLUTO),
      percentualCentesimos: fc.integer({ min: 0, max: 10_000 }),
      valorAbsoluto: fc.integer({ min: 0, max: 100_000_000 }).map(centavos),
      naoUsarCupomComPolitica: fc.boolean(),
      produtos: fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 5 }),
      categorias: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
    })
    .map((r) => coupon(r));

  it('never exceeds the discountable amount, is an integer, and its shares add up (property)', () => {
    fc.assert(
      fc.property(arbCoupon, arbLines, (c, lines) => {
        const d = couponDiscount(c, lines);
        expect(Number.isSafeInteger(d.desconto)).toBe(true);
        expect(d.desconto).toBeGreaterThanOrEqual(0);
        expect(d.desconto).toBeLessThanOrEqual(d.descontavel);
        let sum = 0;
        for (const [id, share] of d.descontoPorProduto) {
          const sub = lines.filter((l) => l.idproduto === id).reduce((a, l) => a + l.subtotal, 0);
          expect(share).toBeLessThanOrEqual(sub);
          sum += share;
        }
        expect(sum).toBe(d.desconto);
      }),
    );
  });

  it('keeps the cart total at or above zero (property)', () => {
    fc.assert(
      fc.property(arbCoupon, arbLines, fc.integer({ min: 0, max: 100_000 }), (c, lines, fee) => {
        const d = couponDiscount(c, lines);
        const totals = cartTotals(
          lines.map((l) => ({ total: l.subtotal })),
          centavos(fee),
          d.desconto,
        );
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(totals.totalItens + totals.taxaEntrega - totals.desconto).toBe(totals.total);
      }),
    );
  });
});

describe('allocateDiscount', () => {
  it('gives leftover centavos to the largest remainders', () => {
    expect(allocateDiscount(centavos(10), [centavos(1), centavos(1), centavos(1)])).toEqual([
      4, 3, 3,
    ]);
    expect(allocateDiscount(centavos(0), [centavos(5)])).toEqual([0]);
    expect(allocateDiscount(centavos(5), [])).toEqual([]);
  });
});

describe('checkCouponAccess', () => {
  const at = (iso: string) => new Date(iso);
  it.each<[string, Partial<Coupon>, Partial<CouponContext>, string]>([
    ['inactive', { ativo: false }, {}, COUPON_MSG.expired],
    ['expired', { validoAte: at('2026-11-01T00:00:00Z') }, {}, COUPON_MSG.expired],
    ['exhausted', { limiteUsoTotal: 10, usos: 10 }, {}, COUPON_MSG.exhausted],
    ['per customer', { limiteUsoPorCliente: 1 }, { usosDoCliente: 1 }, COUPON_MSG.customerLimit],
    [
      'first order',
      { somentePrimeiroPedido: true },
      { pedidosDoCliente: 2 },
      COUPON_MSG.firstOrderOnly,
    ],
    ['payment', { formasPagamento: [3] }, { idformapagamento: 4 }, COUPON_MSG.paymentMethod],
    ['channel', { canaisVenda: ['MANUAL'] }, {}, COUPON_MSG.channel],
    [
      'own referral',
      { tipo: TipoCupom.INDICACAO, idclienteIndicador: 7 },
      {},
      COUPON_MSG.ownReferral,
    ],
    ['another customer reward', { idclienteExclusivo: 8 }, {}, COUPON_MSG.notFound],
  ])('refuses %s', (_name, over, ctxOver, mensagem) => {
    expect(checkCouponAccess(coupon(over), { ...ctx, ...ctxOver })?.mensagem).toBe(mensagem);
  });

  it('refuses a coupon not valid yet, with its start date', () => {
    const r = checkCouponAccess(coupon({ validoDe: at('2026-12-01T12:00:00Z') }), ctx);
    expect(r?.motivo).toBe(CouponRefusal.NOT_YET_VALID);
    expect(r?.mensagem).toBe('Este cupom vale a partir de 01/12/2026.');
  });

  it('accepts within the window, under the limits, with an allowed payment method', () => {
    const c = coupon({
      validoDe: at('2026-11-01T00:00:00Z'),
      validoAte: at('2026-12-01T00:00:00Z'),
      limiteUsoTotal: 10,
      usos: 9,
      limiteUsoPorCliente: 2,
      formasPagamento: [4],
    });
    expect(checkCouponAccess(c, { ...ctx, usosDoCliente: 1, idformapagamento: 4 })).toBeNull();
  });
});

describe('evaluateCoupon', () => {
  it('refuses under the minimum order, naming it', () => {
    const e = evaluateCoupon(
      coupon({ valorMinimoPedido: centavos(15000) }),
      ctx,
      [line(1, 14999)],
      centavos(14999),
    );
    expect(e.ok).toBe(false);
    if (!e.ok)
      expect(e.refused.mensagem).toBe(
        `Este cupom vale para pedidos a partir de ${formatBRL(centavos(15000))}.`,
      );
  });

  it('refuses when no line is reached, and on an empty cart', () => {
    const e = evaluateCoupon(coupon({ produtos: [99] }), ctx, [line(1, 1000)], centavos(1000));
    expect(!e.ok && e.refused.motivo).toBe(CouponRefusal.NO_ELIGIBLE_LINES);
    const empty = evaluateCoupon(coupon(), ctx, [], centavos(0));
    expect(!empty.ok && empty.refused.motivo).toBe(CouponRefusal.EMPTY_CART);
  });
});

describe('chooseCartCoupon', () => {
  const lines = [line(1, 10_000)];
  const total: Centavos = centavos(10_000);
  const auto15 = evaluateCoupon(
    coupon({ idcupom: 2, codigo: 'AUTO15', automatico: true, percentualCentesimos: 1500 }),
    ctx,
    lines,
    total,
  );
  const auto5 = evaluateCoupon(
    coupon({ idcupom: 3, codigo: 'AUTO5', automatico: true, percentualCentesimos: 500 }),
    ctx,
    lines,
    total,
  );
  const manual10 = evaluateCoupon(coupon({ codigo: 'PROMO10' }), ctx, lines, total);
  const manual20 = evaluateCoupon(
    coupon({ codigo: 'PROMO20', percentualCentesimos: 2000 }),
    ctx,
    lines,
    total,
  );

  it('applies the best automatic coupon when no manual one is asked', () => {
    expect(bestAutomaticCoupon([auto5, auto15])?.coupon.codigo).toBe('AUTO15');
    expect(chooseCartCoupon(null, [auto5, auto15], true).applied?.coupon.codigo).toBe('AUTO15');
  });

  it('refuses a manual coupon worth less than the automatic one, with the spec text', () => {
    const choice = chooseCartCoupon(manual10, [auto15], true);
    expect(choice.applied?.coupon.codigo).toBe('AUTO15');
    expect(choice.manualRefused?.mensagem).toBe(MSG.automaticCouponIsBetter);
  });

  it('lets a better manual coupon replace the automatic one', () => {
    const choice = chooseCartCoupon(manual20, [auto15], true);
    expect(choice.applied?.coupon.codigo).toBe('PROMO20');
    expect(choice.automatic?.coupon.codigo).toBe('AUTO15');
  });

  it('applies no automatic coupon once the buyer removed it', () => {
    expect(chooseCartCoupon(null, [auto15], false).applied).toBeNull();
    expect(chooseCartCoupon(manual10, [auto15], false).applied?.coupon.codigo).toBe('PROMO10');
  });
});

describe('couponRulesText', () => {
  it('states every rule in plain pt-BR', () => {
    const rules = couponRulesText(
      coupon({
        percentualCentesimos: 1050,
        automatico: true,
        valorMinimoPedido: centavos(15000),
        validoAte: new Date('2026-12-31T12:00:00Z'),
        somentePrimeiroPedido: true,
        limiteUsoPorCliente: 1,
        formasPagamento: [4],
        naoUsarCupomComPolitica: true,
      }),
      { formasPagamento: new Map([[4, 'Pix']]) },
    );
    expect(rules).toEqual([
      '10,5% de desconto',
      'Aplicado automaticamente no carrinho',
      `Pedido mínimo de ${formatBRL(centavos(15000))}`,
      'Válido até 31/12/2026',
      'Somente no primeiro pedido',
      'Um uso por cliente',
      'Somente com pagamento em: Pix',
      'Não vale para produtos com preço negociado, progressivo ou de atacado',
    ]);
    expect(
      couponRulesText(
        coupon({ tipoDesconto: TipoDesconto.ABSOLUTO, valorAbsoluto: centavos(2000) }),
      )[0],
    ).toBe(`${formatBRL(centavos(2000))} de desconto`);
  });
});
