import { getBoletoInfo, isValidBoleto, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG, StatusPedido } from '@vitrine/domain';
import type { TipoFormaPagamento } from '@vitrine/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  cadastrosCliente,
  cobrancas,
  cobrancaTransicoes,
  enderecos,
  faturas,
  formasPagamento,
  pagamentos,
  pagamentoWebhookEventos,
  pedidos,
} from '../../db/schema/index.ts';
import { sandboxGatewayOf } from '../../adapters/payments/index.ts';
import { hmacSha256Hex } from '../../adapters/payments/webhook-signature.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let quantity = 1;

async function order(tipo: TipoFormaPagamento) {
  const [forma] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, tipo)));
  const [end] = await t.database.db
    .select()
    .from(enderecos)
    .where(eq(enderecos.idcliente, ana.idcliente));
  const cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
    headers: ana.headers,
    payload: {
      itens: [{ id: cafe.idproduto, quantidade: 6 + quantity++ }],
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: end!.idendereco },
      formaPagamento: { idformapagto: forma!.idformapagto },
      canalVenda: 'WEB',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().numpedido as number;
}
const receipt = (numpedido: number, s = ana) =>
  t.app.inject({
    method: 'POST',
    url: `/v4/payment/generate-receipt/${numpedido}/${s.idcliente}`,
    headers: s.headers,
  });
const orderStatus = async (n: number) =>
  (await t.database.db.select().from(pedidos).where(eq(pedidos.numpedido, n)))[0]!.status;
const chargeOf = async (n: number) =>
  (await t.database.db.select().from(cobrancas).where(eq(cobrancas.numpedido, n)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  await withoutAutomaticCoupons(t);
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
});
afterAll(() => t.close());

describe('dynamic Pix through the gateway', () => {
  it('creates one charge per order (txid, expiry, QR, copia e cola) and returns it again', async () => {
    const n = await order('PIX');
    const first = await receipt(n);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ tipo: 'PIX', dinamico: true, numpedido: n });
    expect(body.txid).toMatch(/^[A-Z0-9]{26,35}$/);
    expect(isValidPixPayload(body.copiaECola)).toBe(true);
    expect(body.copiaECola).toMatch(/br\.gov\.bcb\.pix25\d\dpix\.sandbox\.vitrine\.dev\/qr\/v2\//);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(new Date(body.expiraEm).getTime()).toBeGreaterThan(Date.now());
    expect((await receipt(n)).json()).toEqual(body);
    expect(
      await t.database.db.select().from(cobrancas).where(eq(cobrancas.numpedido, n)),
    ).toHaveLength(1);
  });

  it('is paid by the sandbox: the signed webhook moves the order to ENVIADO; a replay changes nothing', async () => {
    const n = await order('PIX');
    const { txid } = (await receipt(n)).json();
    const pay = await t.app.inject({ method: 'POST', url: `/sandbox-psp/v1/pix/${txid}/pay` });
    expect(pay.json().status).toBe('PAGA');
    expect(await orderStatus(n)).toBe(StatusPedido.ENVIADO);
    const charge = await chargeOf(n);
    expect(charge.status).toBe('PAGA');
    const state = await t.app.inject({
      method: 'GET',
      url: `/v4/app/payment/state/${n}`,
      headers: ana.headers,
    });
    expect(state.json()).toMatchObject({
      status: 'ENVIADO',
      statusPagamento: 'PAGO',
      cobranca: { tipo: 'PIX', status: 'PAGA' },
    });

    // The same event delivered again: recorded once, nothing changes.
    const sandbox = sandboxGatewayOf(t.app)!;
    const [event] = await t.database.db
      .select()
      .from(pagamentoWebhookEventos)
      .where(eq(pagamentoWebhookEventos.gatewayId, charge.gatewayId!));
    const delivery = sandbox.signedWebhook(charge.gatewayId!, event!.eventId);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/v4/payment/webhook/sandbox',
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(replay.json()).toEqual({ recebido: true, resultado: 'replay' });
    const steps = await t.database.db
      .select()
      .from(cobrancaTransicoes)
      .where(eq(cobrancaTransicoes.idcobranca, charge.idcobranca));
    expect(steps.map((s) => s.para)).toEqual(['PROCESSANDO', 'PENDENTE', 'PAGA']);
    // Paying again at the sandbox: already paid, the order stays where it is.
    await t.app.inject({ method: 'POST', url: `/sandbox-psp/v1/pix/${txid}/pay` });
    expect(await orderStatus(n)).toBe(StatusPedido.ENVIADO);
    expect((await receipt(n)).statusCode).toBe(422);
  });

  it('refuses a webhook with a bad, missing or stale signature (401) and changes nothing', async () => {
    const n = await order('PIX');
    await receipt(n);
    const charge = await chargeOf(n);
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment.updated',
      data: { id: charge.gatewayId },
    });
    const ts = String(Math.floor(Date.now() / 1000));
    const forged = hmacSha256Hex('not-the-secret-at-all', `${ts}.${body}`);
    for (const headers of [
      { 'content-type': 'application/json', 'x-sandbox-signature': `ts=${ts},v1=${forged}` },
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'x-sandbox-signature': `ts=1000,v1=${forged}` },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v4/payment/webhook/sandbox',
        headers,
        payload: body,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().mensagem).toBe(PAYMENT_MSG.webhookBadSignature);
    }
    expect(
      await t.database.db
        .select()
        .from(pagamentoWebhookEventos)
        .where(eq(pagamentoWebhookEventos.eventId, 'evt_forged')),
    ).toHaveLength(0);
    expect((await chargeOf(n)).status).toBe('PENDENTE');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v4/payment/webhook/pagseguro',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses another customer's order", async () => {
    const n = await order('PIX');
    expect((await receipt(n, padaria)).statusCode).toBe(404);
    const state = await t.app.inject({
      method: 'GET',
      url: `/v4/app/payment/state/${n}`,
      headers: padaria.headers,
    });
    expect(state.statusCode).toBe(404);
  });
});

describe('boleto through the gateway', () => {
  it('issues a valid boleto (47/44 digits, due date) with a PDF; paying it confirms the payment', async () => {
    const n = await order('BOLETO');
    const res = await receipt(n);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({ tipo: 'BOLETO', numpedido: n, pdf: `/v4/payment/boleto/${n}/pdf` });
    expect(b.linhaDigitavel).toMatch(/^\d{47}$/);
    expect(b.codigoBarras).toMatch(/^\d{44}$/);
    expect(isValidBoleto(b.linhaDigitavel)).toBe(true);
    const [pay] = await t.database.db.select().from(pagamentos).where(eq(pagamentos.numpedido, n));
    const info = getBoletoInfo(b.linhaDigitavel);
    expect(info?.amount).toBe(pay!.valorCentavos);
    expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe(b.vencimento);
    expect((await receipt(n)).json()).toEqual(b);

    const pdf = await t.app.inject({ method: 'GET', url: b.pdf, headers: ana.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.app.inject({ method: 'GET', url: b.pdf, headers: padaria.headers })).statusCode,
    ).toBe(404);

    const charge = await chargeOf(n);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-psp/v1/boletos/${charge.gatewayId}/pay`,
    });
    expect(paid.json().status).toBe('PAGA');
    const [after] = await t.database.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.numpedido, n));
    expect(after!.status).toBe('PAGO');
  });

  it("issues an invoice-credit order's fatura boleto; paying it settles the fatura and the credit", async () => {
    const n = await order('FATURADO');
    const fatura = async () =>
      (await t.database.db.select().from(faturas).where(eq(faturas.numpedido, n)))[0]!;
    const credit = async () =>
      (
        await t.database.db
          .select()
          .from(cadastrosCliente)
          .where(
            and(
              eq(cadastrosCliente.idcliente, ana.idcliente),
              eq(cadastrosCliente.idfornecedor, SERRA),
            ),
          )
      )[0]!.limiteCreditoDisponivelCentavos;
    const open = await fatura();
    const before = await credit();
    const res = await receipt(n);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({ tipo: 'BOLETO', vencimento: open.vencimento });
    expect(isValidBoleto(b.linhaDigitavel)).toBe(true);
    expect(getBoletoInfo(b.linhaDigitavel)?.amount).toBe(open.valorCentavos);
    expect(await fatura()).toMatchObject({
      boletoLinhaDigitavel: b.linhaDigitavel,
      boletoUrl: `/v4/payment/boleto/${n}/pdf`,
    });
    expect((await receipt(n, padaria)).statusCode).toBe(404);

    const charge = await chargeOf(n);
    await t.app.inject({ method: 'POST', url: `/sandbox-psp/v1/boletos/${charge.gatewayId}/pay` });
    expect((await fatura()).status).toBe('PAGA');
    expect(await credit()).toBe(before + open.valorCentavos);
    const again = await receipt(n);
    expect(again.statusCode).toBe(422);
  });

  it('refuses a receipt for a card order (422)', async () => {
    const n = await order('CARTAO');
    const res = await receipt(n);
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe(PAYMENT_MSG.receiptOnlyPixOrBoleto);
  });
});
