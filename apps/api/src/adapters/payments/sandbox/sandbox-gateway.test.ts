import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centavos } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { sandboxPspCobrancas } from '../../../db/schema/index.ts';
import { sandboxGatewayOf } from '../index.ts';
import { SANDBOX_PUBLIC_KEY, type SandboxGateway } from './sandbox-gateway.ts';

let t: TestApp;
let sandbox: SandboxGateway;
const payer = { email: 'a@b.com', nome: 'Ana', documento: '52998224725' };

async function token(number = '4111111111111111') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox-psp/v1/card_tokens?public_key=${SANDBOX_PUBLIC_KEY}`,
    payload: {
      card_number: number,
      cardholder_name: 'ANA',
      expiration_month: 1,
      expiration_year: 2030,
      security_code: '999',
    },
  });
  return res.json().id as string;
}
const card = async (idempotencyKey: string, capture = true) => ({
  idempotencyKey,
  referencia: 'pedido-1',
  valorCentavos: centavos(10000),
  descricao: 'x',
  payer,
  token: await token(),
  parcelas: 1,
  capture,
});

beforeAll(async () => {
  t = await createTestApp();
  sandbox = sandboxGatewayOf(t.app)!;
});
afterAll(() => t.close());

describe('sandbox gateway', () => {
  it('answers the same idempotency key with the same charge and charges once', async () => {
    const request = await card('same-key');
    const first = await sandbox.authoriseCard(request);
    const second = await sandbox.authoriseCard({ ...request, token: await token() });
    expect(second).toEqual(first);
    expect(await t.database.db.select().from(sandboxPspCobrancas)).toHaveLength(1);
  });
  it('captures part of an authorisation, refunds in parts, and refuses more than was paid', async () => {
    const auth = await sandbox.authoriseCard(await card('auth-1', false));
    expect(auth.status).toBe('AUTORIZADA');
    await expect(sandbox.capture(auth.gatewayId, centavos(10001), 'cap-0')).rejects.toThrow();
    const cap = await sandbox.capture(auth.gatewayId, centavos(9000), 'cap-1');
    expect(cap).toMatchObject({ status: 'PAGA', capturadoCentavos: 9000 });
    expect(await sandbox.capture(auth.gatewayId, centavos(9000), 'cap-1')).toEqual(cap);
    const part = await sandbox.refund(auth.gatewayId, centavos(4000), 'ref-1');
    expect(part).toMatchObject({ status: 'PAGA', estornadoCentavos: 4000 });
    await expect(sandbox.refund(auth.gatewayId, centavos(6000), 'ref-2')).rejects.toThrow();
    const all = await sandbox.refund(auth.gatewayId, null, 'ref-3');
    expect(all).toMatchObject({ status: 'ESTORNADA', estornadoCentavos: 9000 });
  });
  it('signs webhooks it can verify, and refuses a changed body', () => {
    const d = sandbox.signedWebhook('sbx_pay_1', 'evt_1');
    expect(sandbox.verifyWebhook({ headers: d.headers, query: {}, rawBody: d.body })).toEqual({
      eventId: 'evt_1',
      tipo: 'payment.updated',
      gatewayId: 'sbx_pay_1',
    });
    expect(
      sandbox.verifyWebhook({
        headers: d.headers,
        query: {},
        rawBody: d.body.replace('sbx_pay_1', 'sbx_pay_2'),
      }),
    ).toBeNull();
  });
});
