import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { parseLogin } from '@vitrine/contract';
import {
  ACCOUNTS_MSG,
  ACCOUNTS_TEXT,
  PASSWORD_RESET_TTL_MINUTES,
  passwordProblem,
} from '@vitrine/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { clientes, fornecedores, sessoes, tokensRedefinicaoSenha } from '../../db/schema/index.ts';
import { InvalidInputError } from '../../errors/app-errors.ts';
import { hashToken } from '../users/sessions.ts';
import { findCustomerById, findCustomerByLogin } from '../users/users-repository.ts';

/** What the recovery needs from the app. */
export interface ResetDeps {
  db: Db;
  mailer: Mailer;
  /** Base URL of the storefront the link opens (no trailing slash). */
  storefrontUrl: string;
}

/**
 * Handles a recovery request (spec §7 GET …/cliente/senha/recuperar/{idcliente}): when `login`
 * (an e-mail, a CPF/CNPJ or a numeric idcliente) names a customer registered at `idfornecedor`
 * with an e-mail on file, e-mails a single-use link to `/{slug}/redefinir-senha/{token}`, valid
 * for PASSWORD_RESET_TTL_MINUTES. Earlier unused links of that customer are spent. Does nothing
 * otherwise: the caller answers the same in both cases (no enumeration).
 * @returns whether a mail was sent (for logs and tests, never for the reply).
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  login: string,
  idfornecedor: string,
): Promise<boolean> {
  const trimmed = login.trim();
  const parsed = parseLogin(trimmed);
  const customer = parsed
    ? await findCustomerByLogin(deps.db, parsed, idfornecedor)
    : /^\d{1,9}$/.test(trimmed)
      ? await findCustomerById(deps.db, Number(trimmed), idfornecedor)
      : null;
  if (!customer?.cadastro || !customer.email) return false;
  const [supplier] = await deps.db
    .select({ nome: fornecedores.nome, slug: fornecedores.slug })
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, idfornecedor));
  if (!supplier) return false;
  const token = randomBytes(32).toString('base64url');
  const link = `${deps.storefrontUrl}/${supplier.slug}/redefinir-senha/${token}`;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(tokensRedefinicaoSenha)
      .set({ usadoEm: new Date() })
      .where(
        and(
          eq(tokensRedefinicaoSenha.idcliente, customer.idcliente),
          isNull(tokensRedefinicaoSenha.usadoEm),
        ),
      );
    await tx.insert(tokensRedefinicaoSenha).values({
      tokenHash: hashToken(token),
      idcliente: customer.idcliente,
      idfornecedor,
      expiraEm: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await deps.mailer.send(
      {
        to: customer.email!,
        subject: ACCOUNTS_TEXT.mailResetSubject(supplier.nome),
        text: ACCOUNTS_TEXT.mailResetBody(
          customer.nome.split(/\s+/)[0] ?? customer.nome,
          supplier.nome,
          link,
          PASSWORD_RESET_TTL_MINUTES,
        ),
        kind: 'redefinicao-senha',
        idfornecedor,
      },
      tx,
    );
  });
  return true;
}

/**
 * Sets a new password through a reset link: the token must be unused and unexpired; it is spent
 * in the same transaction (a second use, even concurrent, fails), and every session of the
 * customer is revoked.
 * @throws InvalidInputError (400) 'Este link … é inválido, já foi usado ou expirou' or the
 *   password rule's text (campo novaSenha).
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  novaSenha: string,
): Promise<void> {
  const problem = passwordProblem(novaSenha);
  if (problem) throw new InvalidInputError(problem, 'novaSenha');
  const senhaHash = await hash(novaSenha);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(tokensRedefinicaoSenha)
      .set({ usadoEm: new Date() })
      .where(
        and(
          eq(tokensRedefinicaoSenha.tokenHash, hashToken(token)),
          isNull(tokensRedefinicaoSenha.usadoEm),
          gt(tokensRedefinicaoSenha.expiraEm, new Date()),
        ),
      )
      .returning({ idcliente: tokensRedefinicaoSenha.idcliente });
    if (!spent) throw new InvalidInputError(ACCOUNTS_MSG.resetTokenInvalid, 'token');
    await tx.update(clientes).set({ senhaHash }).where(eq(clientes.idcliente, spent.idcliente));
    await tx
      .update(sessoes)
      .set({ revogadoEm: new Date() })
      .where(and(eq(sessoes.idcliente, spent.idcliente), isNull(sessoes.revogadoEm)));
  });
}
