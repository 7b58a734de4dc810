import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { COUPON_MSG, MSG, formatBRL, centavos } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer, type TestCustomer } from '../../../test/customers.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { cupomUsos, cupons, formasPagamento, pedidos } from '../../db/schema/index.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

type Produto = Awaited<ReturnType<typeof productByName>>;
type Buyer = DemoSession | TestCustomer;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let vinho: Produto;
let cafe: Produto;
let maca: Produto;
let pixA: number;
let boletoA: number;
let anaEndereco: number;

/** Written here independently of the domain: round half up of a percentage, centavos. */
const pct = (centavos: number, percent: number) => Math.floor((centavos * percent + 50) / 100);
const reais = (c: number) => c / 100;

const cartUrl = (s: Buyer, query = '') =>
  `/v2/app/vitrine-web~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${s.idfornecedor}${query}`;
const save = (s: Buyer, payload: object, query = '') =>
  t.app.inject({ method: 'POST', url: cartUrl(s, query), headers: s.headers, payload });
const load = (s: Buyer, query = '') =>
  t.app.inject({ method: 'GET', url: cartUrl(s, query), headers: s.headers });
const validate = (s: Buyer, codigo: string, query = '', idfornecedor = s.idfornecedor) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/app/cupom-desconto/validar-desconto/fornecedor/${idfornecedor}/cliente/${s.idcliente}/cupom/${codigo}${query}`,
    headers: s.headers,
  });
const wine = (quantidade: number, embalarParaPresente = false) => ({
  cartItens: [{ id: vinho.idproduto, quantidade, embalarParaPresente }],
});

function order(s: Buyer, idendereco: number, over: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${s.idcliente}/pedido`,
    headers: s.headers,
    payload: {
      itens: [{ id: vinho.idproduto, quantidade: 2 }],
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco },
      formaPagamento: { idformapagto: boletoA },
      canalVenda: 'WEB',
      ...over,
    },
  });
}

async function insertCoupon(values: Partial<typeof cupons.$inferInsert> & { codigo: string }) {
  const [row] = await t.database.db
    .insert(cupons)
    .values({ idfornecedor: SERRA, ...values })
    .returning();
  return row!;
}

let cpfSeq = 0;
/** A fresh serra-verde customer with a valid CPF (check digits computed here). */
async function newBuyer(nome: string): Promise<TestCustomer> {
  cpfSeq += 1;
  const base = String(100_000_000 + cpfSeq * 7919).slice(0, 9);
  const digit = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return String(r === 10 ? 0 : r);
  };
  const d1 = digit(base);
  const cpf = base + d1 + digit(base + d1);
  return createCustomer(t, SERRA, {
    nome,
    email: `${nome.toLowerCase()}${cpfSeq}@exemplo.com.br`,
    cpf,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  vinho = await productByName(t, SERRA, 'Vinho Tinto Miolo Seleção 750 ml');
  cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  maca = await productByName(t, SERRA, 'Maçã Fuji');
  const method = async (tipo: string) =>
    (
      await t.database.db
        .select()
        .from(formasPagamento)
        .where(and(eq(formasPagamento.idfornecedor, SERRA), sql`${formasPagamento.tipo} = ${tipo}`))
    )[0]!.idformapagto;
  pixA = await method('PIX');
  boletoA = await method('BOLETO');
  const addresses = await t.app.inject({
    method: 'GET',
    url: `/v1/app/vitrine-web~${ana.idcliente}/enderecos`,
    headers: ana.headers,
  });
  anaEndereco = addresses.json()[0].idendereco;
});
afterAll(() => t.close());

describe('the automatic coupon (spec §4 Cart flow)', () => {
  it('applies itself on every save, on the products only (gift packaging is not discounted)', async () => {
    const res = await save(ana, wine(2, true));
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    const items = 2 * vinho.precoCentavos;
    const wrap = 2 * vinho.precoEmbalagemCentavos!;
    expect(cart).toMatchObject({
      codigoCupom: 'SERRA5',
      cupomAutomatico: true,
      cupomAplicacaoAutomatica: true,
      codigoCupomAutomatico: 'SERRA5',
      tipoDesconto: '%',
      valorDescontoPercentual: 5,
      valorDescontoAbsoluto: null,
      produtosComDesconto: [vinho.idproduto],
      totalCompras: reais(items + wrap),
      totalDescontoEspecifico: reais(pct(items, 5)),
      total: reais(items + wrap - pct(items, 5)),
      mensagemCupom: null,
      bloqueio_atendimento: false,
      canalVenda: 'WEB',
    });
    expect(cart.produtosParaPresente.map((l: { id: number }) => l.id)).toEqual([vinho.idproduto]);
    const line = cart.produtosSelecionados[0];
    expect(line.descontoCupom).toBe(reais(pct(items, 5)));
    expect(line.preco_do_desconto).toBe(reais(Math.round((items - pct(items, 5)) / 2)));
  });

  it('ignores any price, discount or total the client sends', async () => {
    const res = await save(ana, {
      cartItens: [{ id: vinho.idproduto, quantidade: 2, preco: 0.01, precoatendente: 0.01 }],
      totalDescontoEspecifico: 999,
      valorDescontoAbsoluto: 999,
      valorDescontoPercentual: 100,
      totalCompras: 0.01,
      total: 0.01,
      bloqueio_atendimento: true,
    });
    expect(res.statusCode).toBe(200);
    const items = 2 * vinho.precoCentavos;
    expect(res.json()).toMatchObject({
      totalCompras: reais(items),
      totalDescontoEspecifico: reais(pct(items, 5)),
      total: reais(items - pct(items, 5)),
      bloqueio_atendimento: false,
    });
    expect(res.json().produtosSelecionados[0].precoatendente).toBeNull();
  });

  it('can be removed by the buyer (cupomAplicacaoAutomatica=false), kept off on reads, and turned back on', async () => {
    const off = await save(ana, wine(2), '&cupomAplicacaoAutomatica=false');
    expect(off.json()).toMatchObject({
      codigoCupom: null,
      cupomAplicacaoAutomatica: false,
      codigoCupomAutomatico: 'SERRA5',
      totalDescontoEspecifico: 0,
    });
    expect((await load(ana)).json().codigoCupom).toBeNull();
    expect((await save(ana, wine(2))).json().codigoCupom).toBeNull();
    const on = await save(ana, wine(2), '&cupomAplicacaoAutomatica=true');
    expect(on.json()).toMatchObject({ codigoCupom: 'SERRA5', cupomAplicacaoAutomatica: true });
  });

  it('reports every §3 field with its empty value on an empty cart', async () => {
    const res = await save(ana, { cartItens: [] });
    expect(res.json()).toMatchObject({
      produtosSelecionados: [],
      produtosParaPresente: [],
      totalCompras: 0,
      taxaEntrega: 0,
      codigoCupom: null,
      codigoCupomAutomatico: null,
      produtosComDesconto: [],
      totalDescontoEspecifico: 0,
      meta_info: { hasRecorrencia: false, recorrencia: { mensagem: null } },
      assinaturas: { tipos: [], label: '' },
      assinaturaSelecionada: null,
      bloqueio_atendimento: false,
      atendente: null,
    });
  });
});

describe('manual coupons (spec §5, §7 validar-desconto, §8 Coupon)', () => {
  it('refuses a coupon under its minimum order with the server text, and accepts it above', async () => {
    await save(ana, wine(1));
    const under = await validate(ana, 'serra10');
    expect(under.statusCode).toBe(200);
    expect(under.json()).toMatchObject({
      valido: false,
      codigo: 'SERRA10',
      valorDesconto: 0,
      mensagem: `Este cupom vale para pedidos a partir de ${formatBRL(centavos(10000))}.`,
    });
    await save(ana, wine(2));
    const ok = await validate(ana, 'SERRA10', '?codigocupomautomatico=SERRA5');
    expect(ok.json()).toMatchObject({
      valido: true,
      mensagem: null,
      valorDesconto: reais(pct(2 * vinho.precoCentavos, 10)),
    });
    expect(ok.json().cupom.regras).toContain(`Pedido mínimo de ${formatBRL(centavos(10000))}`);
  });

  it('applies a validated coupon through the cart save and removes it with null', async () => {
    const items = 2 * vinho.precoCentavos;
    const applied = await save(ana, { ...wine(2), codigoCupom: 'SERRA10' });
    expect(applied.json()).toMatchObject({
      codigoCupom: 'SERRA10',
      cupomAutomatico: false,
      codigoCupomAutomatico: 'SERRA5',
      valorDescontoPercentual: 10,
      totalDescontoEspecifico: reais(pct(items, 10)),
      total: reais(items - pct(items, 10)),
    });
    // Kept by later saves that do not name a coupon, and by reads.
    expect((await save(ana, wine(2))).json().codigoCupom).toBe('SERRA10');
    expect((await load(ana)).json().codigoCupom).toBe('SERRA10');
    const removed = await save(ana, { ...wine(2), codigoCupom: null });
    expect(removed.json().codigoCupom).toBe('SERRA5');
  });

  it('refuses a manual coupon worth less than the automatic one (compared in centavos)', async () => {
    // 6 wines: 5 % automatic > R$ 15,00 absolute.
    await save(ana, wine(6));
    expect(pct(6 * vinho.precoCentavos, 5)).toBeGreaterThan(1500);
    const res = await validate(ana, 'SERRA15OFF', '?codigocupomautomatico=SERRA5');
    expect(res.json()).toMatchObject({ valido: false, mensagem: MSG.automaticCouponIsBetter });
    const saved = await save(ana, { ...wine(6), codigoCupom: 'SERRA15OFF' });
    expect(saved.json()).toMatchObject({
      codigoCupom: 'SERRA5',
      mensagemCupom: MSG.automaticCouponIsBetter,
    });
    // 3 wines: R$ 15,00 beats 5 %.
    await save(ana, wine(3));
    expect(pct(3 * vinho.precoCentavos, 5)).toBeLessThan(1500);
    expect((await validate(ana, 'SERRA15OFF')).json().valido).toBe(true);
    const better = await save(ana, { ...wine(3), codigoCupom: 'SERRA15OFF' });
    expect(better.json()).toMatchObject({
      codigoCupom: 'SERRA15OFF',
      tipoDesconto: 'R$',
      valorDescontoAbsoluto: 15,
      totalDescontoEspecifico: 15,
      total: reais(3 * vinho.precoCentavos - 1500),
    });
    await save(ana, { ...wine(1), codigoCupom: null });
  });

  it("does not know another supplier's coupon, nor an unknown code", async () => {
    await save(ana, wine(2));
    for (const code of ['ATACADO8', 'MARAZUL3', 'NAOEXISTE']) {
      expect((await validate(ana, code)).json()).toMatchObject({
        valido: false,
        mensagem: COUPON_MSG.notFound,
        cupom: null,
      });
    }
    const saved = await save(ana, { ...wine(2), codigoCupom: 'ATACADO8' });
    expect(saved.json()).toMatchObject({
      codigoCupom: 'SERRA5',
      mensagemCupom: COUPON_MSG.notFound,
    });
  });

  it("refuses a customer checking a coupon on another supplier's store or as someone else (403)", async () => {
    expect((await validate(padaria, 'SERRA10', '', SERRA)).statusCode).toBe(403);
    const asAna = await t.app.inject({
      method: 'GET',
      url: `/v2/app/cupom-desconto/validar-desconto/fornecedor/${SERRA}/cliente/${ana.idcliente}/cupom/SERRA10`,
      headers: padaria.headers,
    });
    expect(asAna.statusCode).toBe(403);
  });

  it('refuses a malformed code with a pt-BR 400', async () => {
    const res = await validate(ana, 'x%20y');
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toMatch(/cupom/i);
  });

  it('checks scope, policy-priced lines, payment methods and channels', async () => {
    await insertCoupon({
      codigo: 'CAFEREGULAR',
      percentualCentesimos: 2000,
      produtos: [cafe.idproduto],
      naoUsarCupomComPolitica: true,
    });
    await insertCoupon({ codigo: 'SOPIX', percentualCentesimos: 2000, formasPagamento: [pixA] });
    await insertCoupon({ codigo: 'SOMANUAL', percentualCentesimos: 2000, canaisVenda: ['MANUAL'] });
    // 6 coffees reach the progressive price: a policy price the coupon skips.
    await save(ana, {
      cartItens: [
        { id: cafe.idproduto, quantidade: 6 },
        { id: maca.idproduto, quantidade: 1 },
      ],
    });
    expect((await validate(ana, 'CAFEREGULAR')).json().mensagem).toBe(COUPON_MSG.noEligibleLines);
    // 1 coffee at the regular price: only the coffee line is discounted.
    const one = await save(ana, {
      cartItens: [
        { id: cafe.idproduto, quantidade: 1 },
        { id: maca.idproduto, quantidade: 1 },
      ],
      codigoCupom: 'CAFEREGULAR',
    });
    expect(one.json()).toMatchObject({
      codigoCupom: 'CAFEREGULAR',
      produtosComDesconto: [cafe.idproduto],
      naoUsarCupomComPolitica: true,
      totalDescontoEspecifico: reais(pct(cafe.precoCentavos, 20)),
    });
    expect((await validate(ana, 'SOPIX', `?idformapagamento=${boletoA}`)).json().mensagem).toBe(
      COUPON_MSG.paymentMethod,
    );
    expect((await validate(ana, 'SOPIX', `?idformapagamento=${pixA}`)).json().valido).toBe(true);
    expect((await validate(ana, 'SOMANUAL')).json().mensagem).toBe(COUPON_MSG.channel);
    await save(ana, { cartItens: [], codigoCupom: null });
  });

  it('refuses expired and not-yet-valid coupons', async () => {
    await insertCoupon({ codigo: 'VENCIDO', validoAte: new Date('2020-01-01T00:00:00Z') });
    await insertCoupon({ codigo: 'FUTURO', validoDe: new Date('2099-01-01T12:00:00Z') });
    await save(ana, wine(2));
    expect((await validate(ana, 'VENCIDO')).json().mensagem).toBe(COUPON_MSG.expired);
    expect((await validate(ana, 'FUTURO')).json().mensagem).toBe(
      'Este cupom vale a partir de 01/01/2099.',
    );
  });
});

describe('coupons on orders', () => {
  it('records the coupon with the order, in the same transaction, to the centavo', async () => {
    await save(ana, { ...wine(2), codigoCupom: null });
    const res = await order(ana, anaEndereco, { cupom: 'serra10' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const items = 2 * vinho.precoCentavos;
    const desconto = pct(items, 10);
    expect(body.dadospedido.cupom).toEqual({ codigo: 'SERRA10', desconto: reais(desconto) });
    expect(body.totalpedido).toBe(reais(items - desconto + Math.round(body.taxaentrega * 100)));
    const [stored] = await t.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.numpedido, body.numpedido));
    expect(stored).toMatchObject({ codigoCupom: 'SERRA10', descontoCentavos: desconto });
    const uses = await t.database.db
      .select()
      .from(cupomUsos)
      .where(eq(cupomUsos.numpedido, body.numpedido));
    expect(uses).toHaveLength(1);
    expect(uses[0]!.descontoCentavos).toBe(desconto);
  });

  it('applies the automatic coupon to an order without a manual one', async () => {
    const res = await order(ana, anaEndereco, { itens: [{ id: vinho.idproduto, quantidade: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().dadospedido.cupom).toEqual({
      codigo: 'SERRA5',
      desconto: reais(pct(vinho.precoCentavos, 5)),
    });
  });

  it('refuses an order whose manual coupon does not apply, and writes nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pedidos);
    const res = await order(ana, anaEndereco, {
      itens: [{ id: maca.idproduto, quantidade: 1 }],
      cupom: 'SERRA10',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe(
      `Este cupom vale para pedidos a partir de ${formatBRL(centavos(10000))}.`,
    );
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pedidos);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('holds the per-customer limit', async () => {
    const first = await order(ana, anaEndereco, {
      itens: [{ id: vinho.idproduto, quantidade: 3 }],
      cupom: 'SERRA15OFF',
    });
    expect(first.statusCode).toBe(200);
    const again = await order(ana, anaEndereco, {
      itens: [{ id: vinho.idproduto, quantidade: 4 }],
      cupom: 'SERRA15OFF',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().mensagem).toBe(COUPON_MSG.customerLimit);
  });

  it('gives the last use to exactly one of two buyers racing for it', async () => {
    const last = await insertCoupon({
      codigo: 'ULTIMO',
      tipoDesconto: 'R$',
      valorAbsolutoCentavos: centavos(1000),
      limiteUsoTotal: 1,
    });
    const bruno = await newBuyer('Bruno');
    const carla = await newBuyer('Carla');
    const results = await Promise.all([
      order(bruno, bruno.idendereco, { cupom: 'ULTIMO' }),
      order(carla, carla.idendereco, { cupom: 'ULTIMO' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = results.find((r) => r.statusCode === 422)!;
    expect(loser.json().mensagem).toBe(COUPON_MSG.exhausted);
    const [row] = await t.database.db.select().from(cupons).where(eq(cupons.idcupom, last.idcupom));
    expect(row!.usos).toBe(1);
    const uses = await t.database.db
      .select()
      .from(cupomUsos)
      .where(eq(cupomUsos.idcupom, last.idcupom));
    expect(uses).toHaveLength(1);
  });
});

describe('the coupon list (spec §7 cupom-desconto/cliente)', () => {
  it("lists the supplier's coupons the buyer can use, with their rules in pt-BR", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/app/cupom-desconto/cliente/${ana.idcliente}`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    const codes = res.json().cupons.map((c: { codigo: string }) => c.codigo);
    expect(codes).toEqual(expect.arrayContaining(['SERRA5', 'SERRA10']));
    expect(codes).not.toContain('SERRA15OFF'); // used up by Ana (one per customer)
    expect(codes).not.toContain('ATACADO8');
    expect(codes).not.toContain('VENCIDO');
    const serra10 = res.json().cupons.find((c: { codigo: string }) => c.codigo === 'SERRA10');
    expect(serra10.regras[0]).toBe('10% de desconto');
    const all = await t.app.inject({
      method: 'GET',
      url: `/v2/app/cupom-desconto/cliente/${ana.idcliente}?available=false`,
      headers: ana.headers,
    });
    const used = all.json().cupons.find((c: { codigo: string }) => c.codigo === 'SERRA15OFF');
    expect(used).toMatchObject({ disponivel: false, motivoIndisponivel: COUPON_MSG.customerLimit });
    const last = await t.app.inject({
      method: 'GET',
      url: `/v2/app/cupom-desconto/cliente/${ana.idcliente}?onlyLast=true`,
      headers: ana.headers,
    });
    expect(last.json().cupons).toHaveLength(1);
  });
});

describe('referral (spec §6 uses-share-coupom, §7 indicacao)', () => {
  it('gives the buyer one personal code, a first-order discount to a new customer and a reward to the referrer', async () => {
    const url = (s: Buyer) => `/v2/app/cupom-desconto/indicacao/${s.idcliente}`;
    const first = await t.app.inject({ method: 'GET', url: url(ana), headers: ana.headers });
    expect(first.statusCode).toBe(200);
    const { codigo, habilitado, beneficioIndicado } = first.json();
    expect(habilitado).toBe(true);
    expect(codigo).toMatch(/^ANA-[A-Z2-9]{6}$/);
    expect(beneficioIndicado[0]).toBe('10% de desconto no primeiro pedido');
    const again = await t.app.inject({ method: 'GET', url: url(ana), headers: ana.headers });
    expect(again.json().codigo).toBe(codigo);

    expect((await validate(ana, codigo)).json().mensagem).toBe(COUPON_MSG.ownReferral);

    const dora = await newBuyer('Dora');
    await save(dora, wine(2));
    expect((await validate(dora, codigo)).json().valido).toBe(true);
    const placed = await order(dora, dora.idendereco, { cupom: codigo });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().dadospedido.cupom).toEqual({
      codigo,
      desconto: reais(pct(2 * vinho.precoCentavos, 10)),
    });
    // A second order is no longer a first order.
    const second = await order(dora, dora.idendereco, {
      itens: [{ id: vinho.idproduto, quantidade: 3 }],
      cupom: codigo,
    });
    expect(second.json().mensagem).toBe(COUPON_MSG.firstOrderOnly);

    // Ana now holds a reward only she can use.
    const list = await t.app.inject({
      method: 'GET',
      url: `/v2/app/cupom-desconto/cliente/${ana.idcliente}`,
      headers: ana.headers,
    });
    const reward = list
      .json()
      .cupons.find((c: { tipo: string }) => c.tipo === 'RECOMPENSA_INDICACAO');
    expect(reward).toMatchObject({ tipoDesconto: 'R$', valorDescontoAbsoluto: 20 });
    expect((await validate(dora, reward.codigo)).json().mensagem).toBe(COUPON_MSG.notFound);
  });

  it('is off at a supplier without the tag', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/app/cupom-desconto/indicacao/${padaria.idcliente}`,
      headers: padaria.headers,
    });
    expect(res.json()).toEqual({
      habilitado: false,
      codigo: null,
      beneficioIndicado: [],
      recompensaIndicador: [],
    });
  });
});

describe('mar-azul keeps its own coupons', () => {
  it('applies its automatic coupon only to regular-price lines', async () => {
    const farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
    const res = await save(padaria, { cartItens: [{ id: farinha.idproduto, quantidade: 2 }] });
    expect(res.json()).toMatchObject({
      codigoCupom: 'MARAZUL3',
      naoUsarCupomComPolitica: true,
      totalDescontoEspecifico: reais(pct(2 * farinha.precoCentavos, 3)),
    });
  });
});
