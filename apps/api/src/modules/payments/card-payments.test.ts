import { Writable } from 'node:stream';
import { and, eq, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderEvent, PAYMENT_MSG, StatusPedido, centavos } from '@vitrine/domain';
import type { TipoFormaPagamento } from '@vitrine/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  cartoesSalvos,
  cobrancas,
  cobrancaTransicoes,
  enderecos,
  formasPagamento,
  pagamentos,
  pedidos,
} from '../../db/schema/index.ts';
import * as schema from '../../db/schema/index.ts';
import { SANDBOX_PUBLIC_KEY } from '../../adapters/payments/sandbox/sandbox-gateway.ts';
import { paymentLifecycleEffects } from './payment-lifecycle-effects.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const ORIGIN = 'http://127.0.0.1:3000';
const CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
  review: '4000000000000259',
};
let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let quantity = 1;
let weighedSteps = 1;
const logLines: string[] = [];

async function method(tipo: TipoFormaPagamento) {
  const [forma] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, tipo)));
  return forma!.idformapagto;
}

/** Places an order of `produto` at serra-verde paid by `tipo`; each call a new quantity. */
async function order(tipo: TipoFormaPagamento, produto = 'Café Torrado e Moído Pilão 500 g') {
  const [end] = await t.database.db
    .select()
    .from(enderecos)
    .where(eq(enderecos.idcliente, ana.idcliente));
  const p = await productByName(t, SERRA, produto);
  const weighed = (p.granularidadeMilli ?? 1000) % 1000 !== 0;
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
    headers: ana.headers,
    payload: {
      itens: [
        { id: p.idproduto, quantidade: weighed ? 4 + 0.25 * (weighedSteps++ % 5) : 6 + quantity++ },
      ],
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: end!.idendereco },
      formaPagamento: { idformapagto: await method(tipo) },
      canalVenda: 'WEB',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().numpedido as number;
}

async function tokenise(number: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox-psp/v1/card_tokens?public_key=${SANDBOX_PUBLIC_KEY}`,
    headers: { origin: ORIGIN },
    payload: {
      card_number: number,
      cardholder_name: 'ANA SOUZA',
      expiration_month: '12',
      expiration_year: '2031',
      security_code: '123',
      ...extra,
    },
  });
  return res;
}

async function confirm(numpedido: number, creditcard: Record<string, unknown>, s = ana) {
  return t.app.inject({
    method: 'POST',
    url: `/v4/app/payment/confirm-payment/${numpedido}`,
    headers: s.headers,
    payload: {
      idclient: s.idcliente,
      sessionId: 'sess-1',
      captchaToken: null,
      creditcard,
      isPagbank: false,
    },
  });
}

async function payByCard(numpedido: number, number: string, extra: Record<string, unknown> = {}) {
  const tok = (await tokenise(number)).json();
  return confirm(numpedido, {
    token: tok.id,
    mask: `**** **** **** ${tok.last_four_digits}`,
    brand: tok.payment_method_id,
    ...extra,
  });
}

const orderStatus = async (numpedido: number) =>
  (await t.database.db.select().from(pedidos).where(eq(pedidos.numpedido, numpedido)))[0]!.status;
const chargesOf = (numpedido: number) =>
  t.database.db
    .select()
    .from(cobrancas)
    .where(eq(cobrancas.numpedido, numpedido))
    .orderBy(cobrancas.idcobranca);

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream });
  await withoutAutomaticCoupons(t);
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
});
afterAll(() => t.close());

describe('sandbox tokenisation (the browser calls the gateway directly)', () => {
  it('answers CORS for the storefront origin and keeps brand, last 4 and expiry only', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/sandbox-psp/v1/card_tokens',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(ORIGIN);
    const res = await tokenise(CARDS.approve);
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.json()).toMatchObject({
      payment_method_id: 'visa',
      last_four_digits: '1111',
      expiration_year: 2031,
    });
  });
  it('refuses an invalid number, a past expiry, a bad CVC and a wrong public key', async () => {
    expect((await tokenise('4111111111111112')).json().cause[0].code).toBe('card_number');
    expect((await tokenise(CARDS.approve, { expiration_year: '2020' })).json().cause[0].code).toBe(
      'expiration',
    );
    expect((await tokenise(CARDS.approve, { security_code: '1' })).json().cause[0].code).toBe(
      'security_code',
    );
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/sandbox-psp/v1/card_tokens?public_key=x',
      payload: {},
    });
    expect(wrongKey.statusCode).toBe(401);
  });
});

describe('GET /v4/gateways/token', () => {
  it('gives the gateway, public key, tokenisation URL and installments of a card method', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v4/gateways/token?idsupplier=${SERRA}&idformapagamento=${await method('CARTAO')}`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gateway: 'sandbox',
      publicKey: SANDBOX_PUBLIC_KEY,
      maxParcelas: 6,
      parcelaMinima: 50,
      margemPreAutorizacao: 15,
    });
    expect(res.json().tokenizationUrl).toMatch(/\/sandbox-psp\/v1\/card_tokens$/);
  });
  it('refuses a method that is not a card (404) and another supplier (403)', async () => {
    const pix = await t.app.inject({
      method: 'GET',
      url: `/v4/gateways/token?idsupplier=${SERRA}&idformapagamento=${await method('PIX')}`,
      headers: ana.headers,
    });
    expect(pix.statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'GET',
      url: `/v4/gateways/token?idsupplier=${SERRA}&idformapagamento=${await method('CARTAO')}`,
      headers: padaria.headers,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('POST /v4/app/payment/confirm-payment/{numpedido}', () => {
  it('approves: Success, order ENVIADO, payment PAGO, every transition recorded', async () => {
    const n = await order('CARTAO');
    const res = await payByCard(n, CARDS.approve, { quantParcelas: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      StatusCode: 'Success',
      Mensagem: PAYMENT_MSG.approved,
      status: 'ENVIADO',
      preAutorizacao: false,
      quantParcelas: 2,
    });
    expect(await orderStatus(n)).toBe(StatusPedido.ENVIADO);
    const [charge] = await chargesOf(n);
    expect(charge).toMatchObject({
      status: 'PAGA',
      cartaoMascara: '**** **** **** 1111',
      quantParcelas: 2,
    });
    const steps = await t.database.db
      .select()
      .from(cobrancaTransicoes)
      .where(eq(cobrancaTransicoes.idcobranca, charge!.idcobranca))
      .orderBy(cobrancaTransicoes.id);
    expect(steps.map((s) => [s.de, s.para])).toEqual([
      [null, 'PROCESSANDO'],
      ['PROCESSANDO', 'PAGA'],
    ]);
    const [pay] = await t.database.db.select().from(pagamentos).where(eq(pagamentos.numpedido, n));
    expect(pay!.status).toBe('PAGO');
  });

  it('refuses a second confirmation of a paid order (409) and charges nothing twice', async () => {
    const n = await order('CARTAO');
    expect((await payByCard(n, CARDS.approve)).statusCode).toBe(200);
    const again = await payByCard(n, CARDS.approve);
    expect(again.statusCode).toBe(409);
    expect(again.json().Mensagem).toBe(PAYMENT_MSG.alreadyPaid);
    expect(await chargesOf(n)).toHaveLength(1);
  });

  it('lets only one of two simultaneous confirmations charge', async () => {
    const n = await order('CARTAO');
    const [a, b] = await Promise.all([
      tokenise(CARDS.approve).then((r) => r.json()),
      tokenise(CARDS.approve).then((r) => r.json()),
    ]);
    const replies = await Promise.all([confirm(n, { token: a.id }), confirm(n, { token: b.id })]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await chargesOf(n)).toHaveLength(1);
  });

  it('declines with 422 and Mensagem, stores the error, keeps the order awaiting payment; the error can be cleared', async () => {
    const n = await order('CARTAO');
    const res = await payByCard(n, CARDS.decline);
    expect(res.statusCode).toBe(422);
    expect(res.json().Mensagem).toBe(PAYMENT_MSG.declined);
    expect(await orderStatus(n)).toBe(StatusPedido.AGUARDANDOPAGAMENTO);
    const state = await t.app.inject({
      method: 'GET',
      url: `/v4/app/payment/state/${n}`,
      headers: ana.headers,
    });
    expect(state.json()).toMatchObject({
      mensagemErro: PAYMENT_MSG.declined,
      statusPagamento: 'PENDENTE',
      cobranca: { status: 'RECUSADA' },
    });
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/v4/app/payment/error/${n}`,
      headers: ana.headers,
    });
    expect(cleared.json().mensagemErro).toBeNull();
    // Another card then pays it.
    expect((await payByCard(n, CARDS.approve)).json().StatusCode).toBe('Success');
  });

  it('holds an antifraud review as Pending; the signed webhook of the decision confirms the order', async () => {
    const n = await order('CARTAO');
    const res = await payByCard(n, CARDS.review);
    expect(res.json()).toMatchObject({
      StatusCode: 'Pending',
      Mensagem: PAYMENT_MSG.pendingReview,
    });
    expect(await orderStatus(n)).toBe(StatusPedido.AGUARDANDOPAGAMENTO);
    const [charge] = await chargesOf(n);
    const decide = await t.app.inject({
      method: 'POST',
      url: `/sandbox-psp/v1/payments/${charge!.gatewayId}/review`,
      payload: { decision: 'approve' },
    });
    expect(decide.json().status).toBe('PAGA');
    expect(await orderStatus(n)).toBe(StatusPedido.ENVIADO);
    expect((await chargesOf(n))[0]!.status).toBe('PAGA');
  });

  it('refuses card number or CVC in the body (400) and changes nothing', async () => {
    const n = await order('CARTAO');
    const res = await confirm(n, { token: 'x', number: CARDS.approve, cvc: '123' });
    expect(res.statusCode).toBe(400);
    expect(await chargesOf(n)).toHaveLength(0);
  });

  it("refuses another customer's order (404), a foreign idclient (403) and too many installments (422)", async () => {
    const n = await order('CARTAO');
    const tok = (await tokenise(CARDS.approve)).json();
    expect((await confirm(n, { token: tok.id }, padaria)).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/v4/app/payment/confirm-payment/${n}`,
      headers: ana.headers,
      payload: { idclient: padaria.idcliente, creditcard: { token: tok.id } },
    });
    expect(foreign.statusCode).toBe(403);
    const many = await confirm(n, { token: tok.id, quantParcelas: 24 });
    expect(many.statusCode).toBe(422);
    expect(many.json().Mensagem).toBe(PAYMENT_MSG.installmentsNotAllowed);
    expect(await chargesOf(n)).toHaveLength(0);
  });

  it('refuses a token used twice (single use): nothing charged', async () => {
    const a = await order('CARTAO');
    const b = await order('CARTAO');
    const tok = (await tokenise(CARDS.approve)).json();
    expect((await confirm(a, { token: tok.id })).statusCode).toBe(200);
    const reuse = await confirm(b, { token: tok.id });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().Mensagem).toBe(PAYMENT_MSG.invalidCardToken);
    expect(await orderStatus(b)).toBe(StatusPedido.AGUARDANDOPAGAMENTO);
  });
});

describe('saved cards', () => {
  it('saves on request, lists, pays with the CVC token, and deletes only the owner’s card', async () => {
    const n = await order('CARTAO');
    expect((await payByCard(n, '5555555555554444', { salvarCartao: true })).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v4/app/creditcard/${ana.idcliente}?idfornecedor=${SERRA}&tipo=CARTAO`,
      headers: ana.headers,
    });
    expect(list.statusCode).toBe(200);
    const [card] = list.json();
    expect(card).toMatchObject({
      brand: 'mastercard',
      mask: '**** **** **** 4444',
      validade: '12/2031',
    });

    const m = await order('CARTAO');
    const cvc = await t.app.inject({
      method: 'POST',
      url: `/sandbox-psp/v1/card_tokens?public_key=${SANDBOX_PUBLIC_KEY}`,
      headers: { origin: ORIGIN },
      payload: { card_id: card.cardId, security_code: '321' },
    });
    expect(cvc.statusCode).toBe(201);
    const paid = await confirm(m, { token: cvc.json().id, idcreditcard: card.idcreditcard });
    expect(paid.json().StatusCode).toBe('Success');

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/v4/creditcard/${card.idcreditcard}`,
      headers: padaria.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await t.database.db.select().from(cartoesSalvos)).toHaveLength(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v4/creditcard/${card.idcreditcard}`,
      headers: ana.headers,
    });
    expect(del.json()).toEqual({ idcreditcard: card.idcreditcard, excluido: true });
    expect(await t.database.db.select().from(cartoesSalvos)).toHaveLength(0);
  });
});

describe('pre-authorisation of weighed items and the lifecycle effects', () => {
  it('authorises total + margin, captures the invoiced total and releases the rest', async () => {
    const n = await order('CARTAO', 'Maçã Fuji');
    const [pay] = await t.database.db.select().from(pagamentos).where(eq(pagamentos.numpedido, n));
    const res = await payByCard(n, CARDS.approve);
    expect(res.json()).toMatchObject({ StatusCode: 'Success', preAutorizacao: true });
    const [charge] = await chargesOf(n);
    expect(charge).toMatchObject({ status: 'AUTORIZADA', preAutorizacao: true });
    expect(charge!.valorCentavos).toBe(
      pay!.valorCentavos + Math.ceil((pay!.valorCentavos * 1500) / 10000),
    );
    expect(await orderStatus(n)).toBe(StatusPedido.ENVIADO);

    const finalTotal = centavos(pay!.valorCentavos + 37);
    const effects = paymentLifecycleEffects(t.app);
    const lifecycleOrder = {
      numpedido: n,
      idfornecedor: SERRA,
      idcliente: ana.idcliente,
      idformapagto: await method('CARTAO'),
      status: StatusPedido.PAGO,
      totalCentavos: finalTotal,
    };
    await effects.afterCommit!(OrderEvent.CONCLUIR_SEPARACAO, lifecycleOrder, StatusPedido.PAGO);
    const [captured] = await chargesOf(n);
    expect(captured).toMatchObject({ status: 'PAGA', capturadoCentavos: finalTotal });
    const steps = await t.database.db
      .select()
      .from(cobrancaTransicoes)
      .where(eq(cobrancaTransicoes.idcobranca, captured!.idcobranca))
      .orderBy(cobrancaTransicoes.id);
    expect(steps.at(-1)).toMatchObject({
      de: 'AUTORIZADA',
      para: 'PAGA',
      origem: 'invoice-capture',
      valorCentavos: finalTotal,
    });

    // Cancelling afterwards refunds what was captured.
    await effects.afterCommit!(
      OrderEvent.CANCELAR,
      { ...lifecycleOrder, status: StatusPedido.CANCELADO },
      StatusPedido.CANCELADO,
    );
    expect((await chargesOf(n))[0]).toMatchObject({
      status: 'ESTORNADA',
      estornadoCentavos: finalTotal,
    });
    const [after] = await t.database.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.numpedido, n));
    expect(after!.status).toBe('CANCELADO');
  });

  it('voids an authorisation when the order is cancelled before invoicing', async () => {
    const n = await order('CARTAO', 'Maçã Fuji');
    await payByCard(n, CARDS.approve);
    const effects = paymentLifecycleEffects(t.app);
    await effects.afterCommit!(
      OrderEvent.CANCELAR,
      {
        numpedido: n,
        idfornecedor: SERRA,
        idcliente: ana.idcliente,
        idformapagto: 0,
        status: StatusPedido.CANCELADO,
        totalCentavos: centavos(0),
      },
      StatusPedido.CANCELADO,
    );
    expect((await chargesOf(n))[0]!.status).toBe('CANCELADA');
  });
});

describe('no card number or CVC reaches the API', () => {
  it('has none in the request logs or in any table after the card journeys above', async () => {
    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    for (const pan of [...Object.values(CARDS), '5555555555554444'])
      expect(logs).not.toContain(pan);
    expect(logs).not.toMatch(/"(security_code|cvc)"\s*:\s*"\d{3,4}"/);
    // Every table of the schema, each row as text (`"table"::text`): the whole database's content.
    const tables = Object.values(schema).flatMap((v: unknown) => (is(v, PgTable) ? [v] : []));
    let dump = '';
    for (const table of tables) {
      const rows = await t.database.db.select({ row: sql<string>`${table}::text` }).from(table);
      dump += rows.map((r) => r.row).join('\n');
    }
    expect(dump.length).toBeGreaterThan(1000);
    for (const pan of [...Object.values(CARDS), '5555555555554444'])
      expect(dump).not.toContain(pan);
    expect(dump).not.toContain('"321"');
  });
});
