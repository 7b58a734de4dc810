import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clientes, enderecos, formasPagamento, produtos } from '../src/db/schema/index.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from '../src/db/seed/demo-ids.ts';
import { DEMO_ROLE_CUSTOMERS } from '../src/db/seed/roles-seed.ts';
import type { TestApp } from './test-app.ts';

export const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
export const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

/** The customer id of a demo CPF/CNPJ. */
export async function idOf(t: TestApp, cpf: string): Promise<number> {
  const [row] = await t.database.db.select().from(clientes).where(eq(clientes.cpf, cpf));
  if (!row) throw new Error(`cliente de teste ausente: ${cpf}`);
  return row.idcliente;
}

/** The ids of the demo customers the roles' seed links. */
export async function roleCustomers(t: TestApp) {
  return {
    ana: await idOf(t, DEMO_CUSTOMERS.ana.cpf),
    padaria: await idOf(t, DEMO_CUSTOMERS.padaria.cpf),
    mercearia: await idOf(t, DEMO_ROLE_CUSTOMERS.mercearia.cpf),
    restaurante: await idOf(t, DEMO_ROLE_CUSTOMERS.restaurante.cpf),
    marina: await idOf(t, DEMO_ROLE_CUSTOMERS.marina.cpf),
  };
}

/** Logs in at `/autenticar` and returns the 200 body. */
export async function login(
  t: TestApp,
  cpf: string,
  senha: string,
  idfornecedor: string,
  extra: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/app/vitrine-web/usuario/autenticar',
    payload: { cpf, senha, idfornecedor, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A delivery order of one coffee for `idcliente` at serra-verde, paid by boleto. */
export async function serraOrder(t: TestApp, idcliente: number) {
  const db = t.database.db;
  const [produto] = await db
    .select()
    .from(produtos)
    .where(
      and(eq(produtos.idfornecedor, SERRA), eq(produtos.nome, 'Café Torrado e Moído Pilão 500 g')),
    );
  const [boleto] = await db
    .select()
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, 'BOLETO')));
  const [endereco] = await db.select().from(enderecos).where(eq(enderecos.idcliente, idcliente));
  return {
    itens: [{ id: produto!.idproduto, quantidade: 6 }],
    idfornecedor: SERRA,
    tipoEntrega: 'DELIVERY',
    enderecoentrega: { idendereco: endereco!.idendereco },
    formaPagamento: { idformapagto: boleto!.idformapagto },
    canalVenda: 'WEB',
  };
}
