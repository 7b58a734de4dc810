import type { FastifyInstance } from 'fastify';
import type { AutenticarBody, LoginOutroFornecedor, Usuario } from '@vitrine/contract';
import { MSG } from '@vitrine/domain';
import { UnauthenticatedError } from '../../errors/app-errors.ts';
import { linkedClients, type LinkedUser } from '../linked-users/linked-users-repository.ts';
import { issueLoginToken } from '../login-tokens/login-tokens-repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { checkPassword } from './password-check.ts';
import { sessionUser } from './session-user.ts';
import { openSession } from './sessions.ts';
import { firstRegistration, type CustomerAtSupplier } from './users-repository.ts';

/**
 * A linked user's login (spec §6): its own e-mail and password (throttled like a customer's, under
 * the account `vinculado:{id}`), then a session for the client in `body.idcliente` when it is
 * one of its clients at the supplier, else the first one. A linked user whose invitation is not
 * accepted (no password) or who has no client at this supplier is refused like an unknown login.
 * @throws UnauthenticatedError 'Usuário inexistente ou credenciais inválidas'; RateLimitedError.
 */
export async function loginLinkedUser(
  app: FastifyInstance,
  throttle: LoginThrottle,
  client: string,
  linked: LinkedUser,
  body: AutenticarBody,
): Promise<Usuario> {
  const withPassword =
    linked.senhaHash === null ? null : { ...linked, senhaHash: linked.senhaHash };
  const account = `vinculado:${linked.idusuarioVinculado}`;
  await checkPassword(throttle, account, client, withPassword, body.senha);
  const clients = await linkedClients(app.db, linked.idusuarioVinculado, body.idfornecedor);
  const wanted = Number(body.idcliente);
  const chosen = clients.find((c) => c.idcliente === wanted) ?? clients[0];
  if (!chosen) throw new UnauthenticatedError(MSG.invalidCredentials);
  const actor = { idusuarioVinculado: linked.idusuarioVinculado };
  const { token, jwttoken } = await openSession(
    app.db,
    app.config,
    chosen.idcliente,
    body.idfornecedor,
    actor,
  );
  const usuario = await sessionUser(app.db, {
    idcliente: chosen.idcliente,
    idfornecedor: body.idfornecedor,
    actor,
  });
  if (!usuario) throw new UnauthenticatedError(MSG.invalidCredentials);
  return { ...usuario, token, jwttoken };
}

/**
 * The right password of a customer not registered at the supplier asked for (spec §4 Login 5):
 * a single-use login token for the supplier of the customer's earliest registration, bound to
 * the customer's e-mail (or CPF/CNPJ digits). Called only after the password check.
 * @throws UnauthenticatedError 'Usuário inexistente ou credenciais inválidas' when the customer
 *   is registered nowhere.
 */
export async function sendToOwnSupplier(
  app: FastifyInstance,
  customer: CustomerAtSupplier,
): Promise<LoginOutroFornecedor> {
  const target = await firstRegistration(app.db, customer.idcliente);
  const loginemail = customer.email ?? customer.cpf;
  if (!target || !loginemail) throw new UnauthenticatedError(MSG.invalidCredentials);
  const logintoken = await issueLoginToken(app.db, {
    idcliente: customer.idcliente,
    idfornecedor: target.idfornecedor,
    loginemail,
    actor: {},
  });
  return {
    outroFornecedor: true,
    logintoken,
    loginemail: loginemail.toLowerCase(),
    idfornecedor: target.idfornecedor,
    fornecedor_slug: target.slug,
    fornecedor_dominio: target.dominio,
  };
}
