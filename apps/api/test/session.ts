import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../src/db/seed/demo-ids.ts';
import { produtos } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A logged-in demo customer: ids and the Authorization header. */
export interface DemoSession {
  idcliente: number;
  idfornecedor: string;
  token: string;
  headers: { authorization: string };
}

/** Logs a demo customer in at their supplier through the real login route. */
export async function loginDemo(t: TestApp, who: 'ana' | 'padaria'): Promise<DemoSession> {
  const idfornecedor =
    who === 'ana' ? DEMO_SUPPLIERS.serraVerde.idfornecedor : DEMO_SUPPLIERS.marAzul.idfornecedor;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/app/vitrine-web/usuario/autenticar',
    payload: { cpf: DEMO_CUSTOMERS[who].login, senha: DEMO_PASSWORD, idfornecedor },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { idcliente: number; token: string };
  return {
    idcliente: body.idcliente,
    idfornecedor,
    token: body.token,
    headers: { authorization: `Bearer ${body.token}` },
  };
}

/** A seeded product row by exact name at a supplier. */
export async function productByName(t: TestApp, idfornecedor: string, nome: string) {
  const [row] = await t.database.db
    .select()
    .from(produtos)
    .where(and(eq(produtos.idfornecedor, idfornecedor), eq(produtos.nome, nome)));
  if (!row) throw new Error(`produto de teste ausente: ${nome}`);
  return row;
}
