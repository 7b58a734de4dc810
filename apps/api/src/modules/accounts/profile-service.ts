import { hash } from '@node-rs/argon2';
import { and, eq, ne } from 'drizzle-orm';
import type { AtualizarUsuarioBody, CadastroBody } from '@vitrine/contract';
import { ACCOUNTS_MSG, normaliseEmail, passwordProblem } from '@vitrine/domain';
import type { Db } from '../../db/client.ts';
import { clientes, sessoes } from '../../db/schema/index.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors/app-errors.ts';
import {
  findIdentityById,
  findRegistration,
  replaceCustomerValues,
  type IdentityRow,
} from './accounts-repository.ts';
import { checkCharacteristics } from './characteristics.ts';
import { normalisePhone } from './registration-service.ts';

/**
 * Updates the profile of the session's customer at the session's supplier (issue 11 §1 update,
 * 'Cadastro atualizado'): name, phone, company names and the customer characteristics. E-mail,
 * document and password are not changed here (see {@link changeEmailOrPassword}).
 * @throws InvalidInputError (400) naming the field; NotFoundError when not registered there.
 */
export async function updateProfile(
  db: Db,
  idcliente: number,
  idfornecedor: string,
  body: CadastroBody,
): Promise<void> {
  const telefone = body.telefone === undefined ? undefined : normalisePhone(body.telefone);
  const nome = body.nome?.trim();
  await db.transaction(async (tx) => {
    const cadastro = await findRegistration(tx, idcliente, idfornecedor);
    if (!cadastro) throw new NotFoundError(ACCOUNTS_MSG.customerNotAtSupplier);
    const patch: Partial<typeof clientes.$inferInsert> = {};
    if (nome !== undefined) patch.nome = nome;
    if (telefone !== undefined) patch.telefone = telefone;
    if (body.razao_social !== undefined) patch.razaoSocial = body.razao_social.trim() || null;
    if (body.nome_fantasia !== undefined) patch.nomeFantasia = body.nome_fantasia.trim() || null;
    if (Object.keys(patch).length > 0)
      await tx.update(clientes).set(patch).where(eq(clientes.idcliente, idcliente));
    if (body.caracteristicas !== undefined) {
      const values = await checkCharacteristics(tx, idfornecedor, 'cliente', body.caracteristicas);
      await replaceCustomerValues(tx, cadastro.idcadastroextracliente, values);
    }
  });
}

/**
 * Changes the e-mail and/or the password of a customer whose current password was proven by
 * `provePassword` (throttled like the login). A new password revokes every other session.
 * @returns the e-mail on file afterwards and whether the password changed.
 * @throws InvalidInputError (400) for a bad e-mail or weak new password; ConflictError (409)
 *   when the e-mail belongs to another account; UnauthenticatedError from `provePassword`.
 * @see spec §7 PUT /v1/app/usuario/{a}
 */
export async function changeEmailOrPassword(
  db: Db,
  idcliente: number,
  keepSession: number,
  dados: AtualizarUsuarioBody['dadosUsuario'],
  provePassword: (identity: IdentityRow, senha: string) => Promise<void>,
): Promise<{ email: string | null; senhaAlterada: boolean }> {
  const email = dados.email === undefined ? undefined : normaliseEmail(dados.email);
  if (email === null) throw new InvalidInputError(ACCOUNTS_MSG.emailInvalid, 'email');
  if (dados.novaSenha !== undefined) {
    const problem = passwordProblem(dados.novaSenha);
    if (problem) throw new InvalidInputError(problem, 'novaSenha');
  }
  const identity = await findIdentityById(db, idcliente);
  if (!identity) throw new NotFoundError(ACCOUNTS_MSG.customerNotAtSupplier);
  await provePassword(identity, dados.senha);
  const senhaHash = dados.novaSenha === undefined ? undefined : await hash(dados.novaSenha);
  try {
    await db.transaction(async (tx) => {
      const patch: Partial<typeof clientes.$inferInsert> = {};
      if (email !== undefined) patch.email = email;
      if (senhaHash !== undefined) patch.senhaHash = senhaHash;
      if (Object.keys(patch).length > 0)
        await tx.update(clientes).set(patch).where(eq(clientes.idcliente, idcliente));
      if (senhaHash !== undefined)
        await tx
          .update(sessoes)
          .set({ revogadoEm: new Date() })
          .where(and(eq(sessoes.idcliente, idcliente), ne(sessoes.idsessao, keepSession)));
    });
  } catch (error) {
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    )
      throw new ConflictError(ACCOUNTS_MSG.emailTaken, 'email');
    throw error;
  }
  return { email: email ?? identity.email, senhaAlterada: senhaHash !== undefined };
}
