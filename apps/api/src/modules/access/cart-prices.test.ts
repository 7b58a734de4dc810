import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCESS_MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productByName } from '../../../test/session.ts';
import { DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { GATES_CUSTOMERS } from '../../db/seed/gates-seed.ts';
import { cadastrosCliente, carrinhos } from '../../db/schema/index.ts';

/**
 * Spec §6 support-budget: a customer waiting for approval sees no price, in the cart either
 * (Mar Azul is tagged support-budget and block-not-approved-user).
 */
let t: TestApp;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function login(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/app/vitrine-web/usuario/autenticar',
    payload: { cpf: email, senha: DEMO_PASSWORD, idfornecedor: MAR },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { idcliente: number; token: string };
  return { idcliente: body.idcliente, headers: { authorization: `Bearer ${body.token}` } };
}

describe('the cart of a customer awaiting approval at a support-budget supplier', () => {
  it('is refused with the approval text and nothing is stored, until the approval', async () => {
    const pending = await login(GATES_CUSTOMERS.marAzulPending.email);
    const url = `/v2/app/vitrine-web~${pending.idcliente}/usuario/${pending.idcliente}/cart?idfornecedor=${MAR}`;
    const farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
    const payload = { cartItens: [{ id: farinha.idproduto, quantidade: 1 }] };

    const read = await t.app.inject({ method: 'GET', url, headers: pending.headers });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ mensagem: ACCESS_MSG.pricesAfterApproval });
    expect(read.body).not.toContain('preco');
    const save = await t.app.inject({ method: 'POST', url, headers: pending.headers, payload });
    expect(save.statusCode).toBe(403);
    expect(save.json()).toMatchObject({ mensagem: ACCESS_MSG.pricesAfterApproval });
    const stored = await t.app.db
      .select()
      .from(carrinhos)
      .where(and(eq(carrinhos.idcliente, pending.idcliente), eq(carrinhos.idfornecedor, MAR)));
    expect(stored).toEqual([]);

    await t.app.db
      .update(cadastrosCliente)
      .set({ cadastroAprovado: true })
      .where(
        and(
          eq(cadastrosCliente.idcliente, pending.idcliente),
          eq(cadastrosCliente.idfornecedor, MAR),
        ),
      );
    const approved = await t.app.inject({ method: 'POST', url, headers: pending.headers, payload });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().produtosSelecionados[0].preco).toBeGreaterThan(0);
  });

  it('is served to an approved customer of the same supplier', async () => {
    const approved = await login(GATES_CUSTOMERS.marAzulApproved.email);
    const url = `/v2/app/vitrine-web~${approved.idcliente}/usuario/${approved.idcliente}/cart?idfornecedor=${MAR}`;
    const res = await t.app.inject({ method: 'GET', url, headers: approved.headers });
    expect(res.statusCode).toBe(200);
  });
});
