import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  cadastrosCliente,
  caracteristicas,
  clientes,
  codigosVerificacao,
  tokensRedefinicaoSenha,
} from '../src/db/schema/index.ts';
import { codeHash } from '../src/modules/accounts/verification.ts';
import { hashToken } from '../src/modules/users/sessions.ts';
import type { TestApp } from './test-app.ts';

/** The id of a seeded characteristic of a supplier, by name (accounts-seed.ts). */
export async function characteristicId(
  t: TestApp,
  idfornecedor: string,
  nome: string,
): Promise<number> {
  const [row] = await t.database.db
    .select({ id: caracteristicas.idcaracteristica })
    .from(caracteristicas)
    .where(and(eq(caracteristicas.idfornecedor, idfornecedor), eq(caracteristicas.nome, nome)));
  if (!row) throw new Error(`característica de teste ausente: ${nome}`);
  return row.id;
}

/**
 * A live password-reset link of a throwaway customer registered at `idfornecedor` (the generated
 * suites' example: its use ends only that customer's sessions). Returns the raw token.
 */
export async function resetTokenFixture(t: TestApp, idfornecedor: string): Promise<string> {
  const db = t.database.db;
  const [any] = await db.select({ senhaHash: clientes.senhaHash }).from(clientes).limit(1);
  const [cliente] = await db
    .insert(clientes)
    .values({
      nome: 'Reset Exemplo',
      email: `reset.${Date.now()}@exemplo.com.br`,
      senhaHash: any!.senhaHash,
    })
    .returning({ idcliente: clientes.idcliente });
  await db.insert(cadastrosCliente).values({ idcliente: cliente!.idcliente, idfornecedor });
  const token = randomBytes(32).toString('base64url');
  await db.insert(tokensRedefinicaoSenha).values({
    tokenHash: hashToken(token),
    idcliente: cliente!.idcliente,
    idfornecedor,
    expiraEm: new Date(Date.now() + 30 * 60_000),
  });
  return token;
}

/** A live verification code '123456' of `idcliente` at `idfornecedor` (the suites' example). */
export async function verificationCodeFixture(
  t: TestApp,
  idcliente: number,
  idfornecedor: string,
): Promise<string> {
  const codigo = '123456';
  await t.database.db.insert(codigosVerificacao).values({
    idcliente,
    idfornecedor,
    canal: 'email',
    codigoHash: codeHash(idcliente, idfornecedor, codigo),
    expiraEm: new Date(Date.now() + 15 * 60_000),
  });
  return codigo;
}
