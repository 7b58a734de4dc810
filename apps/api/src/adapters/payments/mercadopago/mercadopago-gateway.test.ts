import { readFileSync } from 'node:fs';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { centavos } from '@vitrine/domain';
import { GatewayError, type Payer } from '../payment-gateway.ts';
import { MercadoPagoGateway } from './mercadopago-gateway.ts';

/**
 * Contract tests of the Mercado Pago adapter against recorded request/response pairs
 * (fixtures/*.json) written from Mercado Pago's public API documentation: each call the adapter
 * makes must match the recorded request (method, path, headers, body) and its answer is read
 * back from the recorded response. No network.
 */

interface Exchange {
  request: { method: string; path: string; headers?: Record<string, string>; body?: unknown };
  response: { status: number; body: unknown };
}
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Exchange & {
    exchanges?: Exchange[];
    secret?: string;
    getPayment?: Exchange;
    request: Exchange['request'] & { query?: Record<string, string> };
  };

const API = 'https://api.mercadopago.com';
const NOTIFY = 'https://loja.exemplo.com.br/v4/payment/webhook/mercadopago';
const payer: Payer = {
  email: 'ana@exemplo.com.br',
  nome: 'Ana Souza',
  documento: '529.982.247-25',
  endereco: {
    cep: '05435-000',
    rua: 'Rua Harmonia',
    numero: '123',
    bairro: 'Vila Madalena',
    cidade: 'São Paulo',
    uf: 'SP',
  },
};

/** A fetch that plays `exchanges` in order, checking each request against the recording. */
function recorded(exchanges: Exchange[]) {
  const queue = [...exchanges];
  const fake = (async (input: string | URL | Request, init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error(`unexpected call ${String(input)}`);
    const url = new URL(String(input));
    expect(init?.method).toBe(next.request.method);
    expect(`${url.pathname}${url.search}`).toBe(next.request.path);
    const headers = new Headers(init?.headers);
    for (const [k, v] of Object.entries(next.request.headers ?? {})) expect(headers.get(k)).toBe(v);
    if (next.request.body !== undefined)
      expect(JSON.parse(String(init?.body))).toEqual(next.request.body);
    return new Response(JSON.stringify(next.response.body), {
      status: next.response.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fake, done: () => expect(queue).toHaveLength(0) };
}

const gateway = (fetchImpl: typeof fetch, webhookSecret = 'unused-secret') =>
  new MercadoPagoGateway({
    apiUrl: API,
    accessToken: 'TEST-ACCESS-TOKEN',
    publicKey: 'TEST-PUBLIC-KEY',
    webhookSecret,
    notificationUrl: NOTIFY,
    fetch: fetchImpl,
  });

describe('Mercado Pago adapter (recorded fixtures)', () => {
  it('tokenises in the browser at api.mercadopago.com with the public key', () => {
    expect(gateway(fetch).browserTokenisation()).toEqual({
      gateway: 'mercadopago',
      publicKey: 'TEST-PUBLIC-KEY',
      tokenizationUrl: `${API}/v1/card_tokens`,
    });
  });

  it('authorises without capture, then captures a lower amount', async () => {
    const f1 = fixture('card-authorise-without-capture.json');
    const f2 = fixture('card-capture-partial.json');
    const r = recorded([f1, f2]);
    const mp = gateway(r.fetch);
    const auth = await mp.authoriseCard({
      idempotencyKey: 'idem-card-1',
      referencia: 'pedido-42',
      valorCentavos: centavos(11500),
      descricao: 'Pedido 42 — Empório Serra Verde',
      payer,
      token: 'ff8080814c11e237014c1ff593b57b4d',
      bandeira: 'visa',
      parcelas: 3,
      capture: false,
    });
    expect(auth).toMatchObject({
      gatewayId: '1311111111',
      status: 'AUTORIZADA',
      valorCentavos: 11500,
      capturadoCentavos: 0,
      card: { bandeira: 'visa', ultimos4: '1111' },
    });
    const cap = await mp.capture('1311111111', centavos(10337), 'idem-capture-1');
    expect(cap).toMatchObject({ status: 'PAGA', capturadoCentavos: 10337 });
    r.done();
  });

  it('reads a rejected card and an antifraud review', async () => {
    const base = {
      idempotencyKey: 'k',
      referencia: 'pedido-42',
      valorCentavos: centavos(8000),
      descricao: 'x',
      payer,
      token: 't',
      parcelas: 1,
      capture: true,
    };
    const rejected = await gateway(recorded([fixture('card-rejected.json')]).fetch).authoriseCard(
      base,
    );
    expect(rejected).toMatchObject({
      status: 'RECUSADA',
      detalhe: 'cc_rejected_insufficient_amount',
    });
    const review = await gateway(recorded([fixture('card-in-process.json')]).fetch).authoriseCard(
      base,
    );
    expect(review.status).toBe('EM_ANALISE');
  });

  it('cancels an authorisation and refunds part of a payment', async () => {
    const cancelled = await gateway(recorded([fixture('card-cancel.json')]).fetch).cancel(
      '1311111111',
      'idem-cancel-1',
    );
    expect(cancelled.status).toBe('CANCELADA');
    const r = recorded(fixture('card-refund.json').exchanges!);
    const refunded = await gateway(r.fetch).refund('1311111111', centavos(5000), 'idem-refund-1');
    expect(refunded).toMatchObject({
      status: 'PAGA',
      estornadoCentavos: 5000,
      capturadoCentavos: 10337,
    });
    r.done();
  });

  it('creates a Pix charge (copia e cola, QR, expiry)', async () => {
    const pix = await gateway(recorded([fixture('pix-create.json')]).fetch).createPix({
      idempotencyKey: 'idem-pix-1',
      referencia: 'pedido-43',
      valorCentavos: centavos(6190),
      descricao: 'Pedido 43 — Empório Serra Verde',
      payer,
      expiraEm: new Date('2026-11-24T13:30:00.000Z'),
    });
    expect(pix).toMatchObject({ gatewayId: '1322222222', status: 'PENDENTE', valorCentavos: 6190 });
    expect(pix.pix?.copiaECola).toMatch(/^000201/);
    expect(pix.pix?.expiraEm.toISOString()).toBe('2026-11-24T13:30:00.000Z');
  });

  it('issues a boleto (bolbradesco) with linha digitável, barcode and PDF URL', async () => {
    const boleto = await gateway(recorded([fixture('boleto-create.json')]).fetch).issueBoleto({
      idempotencyKey: 'idem-boleto-1',
      referencia: 'pedido-44',
      valorCentavos: centavos(15990),
      descricao: 'Pedido 44 — Empório Serra Verde',
      payer,
      vencimento: '2026-11-27',
    });
    expect(boleto.status).toBe('PENDENTE');
    expect(boleto.boleto?.vencimento).toBe('2026-11-27');
    expect(isValidBoleto(boleto.boleto!.linhaDigitavel)).toBe(true);
    expect(boleto.boleto?.codigoBarras).toMatch(/^\d{44}$/);
    expect(boleto.boleto?.pdfUrl).toMatch(/^https:\/\/www\.mercadopago\.com\.br\//);
  });

  it('saves a card through a new customer', async () => {
    const r = recorded(fixture('saved-card.json').exchanges!);
    const card = await gateway(r.fetch).saveCard(
      '9b2d63e00d66a8c721607214cedaecda',
      payer,
      'idem-save-1',
    );
    expect(card).toEqual({
      gatewayCardId: '1562188766852',
      gatewayCustomerId: '1234567-AbCdEfGhIjKlMn',
      bandeira: 'master',
      ultimos4: '6351',
      validade: '12/2031',
    });
    r.done();
  });

  it('verifies the x-signature of a webhook and refuses a tampered one', async () => {
    const f = fixture('webhook-payment-updated.json');
    const mp = gateway(recorded([f.getPayment!]).fetch, f.secret);
    const request = {
      headers: f.request.headers!,
      query: f.request.query!,
      rawBody: JSON.stringify(f.request.body),
    };
    expect(mp.verifyWebhook(request)).toEqual({
      eventId: '12345678901',
      tipo: 'payment.updated',
      gatewayId: '1322222222',
    });
    expect(mp.verifyWebhook({ ...request, query: { 'data.id': '1322222223' } })).toBeNull();
    expect(
      mp.verifyWebhook({ ...request, headers: { ...request.headers, 'x-request-id': 'other' } }),
    ).toBeNull();
    expect(gateway(fetch, 'another-secret').verifyWebhook(request)).toBeNull();
    expect((await mp.getCharge('1322222222')).status).toBe('PAGA');
  });

  it('turns an HTTP error into a GatewayError with the status', async () => {
    const failing = (async () =>
      new Response('{"message":"invalid token"}', { status: 400 })) as typeof fetch;
    await expect(gateway(failing).getCharge('1')).rejects.toMatchObject({
      name: 'GatewayError',
      httpStatus: 400,
    });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(gateway(down).getCharge('1')).rejects.toBeInstanceOf(GatewayError);
  });
});
