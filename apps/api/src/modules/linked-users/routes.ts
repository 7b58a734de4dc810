import type { FastifyInstance } from 'fastify';
import { hash } from '@node-rs/argon2';
import { apiRoutes } from '@vitrine/contract';
import { MSG, ROLES_MSG } from '@vitrine/domain';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  UnauthenticatedError,
} from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { actorOf, isMainCustomer, sessionUser } from '../users/session-user.ts';
import {
  openSession,
  revokeSession,
  bearerToken,
  type CustomerSession,
} from '../users/sessions.ts';
import { invitationMail } from './invitation-mail.ts';
import {
  acceptInvitation,
  isCustomerEmail,
  linkedClients,
  linkedUsersOf,
  linkUser,
  supplierOfInvitation,
  unlinkUser,
  type LinkedUser,
} from './linked-users-repository.ts';

/**
 * Linked users (spec §6, §7 Representatives and linked users): the main customer lists,
 * registers and deletes them; a linked user lists its clients and switches between them. The
 * request-context hook has checked the session and that `:idcliente` is the session's customer.
 */
export default async function linkedUsersRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, apiRoutes.linkedUsers.list, async (request) => {
    const session = mainCustomer(request.customer);
    const users = await linkedUsersOf(app.db, session.idcliente, session.idfornecedor);
    return { usuarios: users.map(toUsuarioVinculado) };
  });

  registerRoute(app, apiRoutes.linkedUsers.register, async (request) => {
    const session = mainCustomer(request.customer);
    const email = request.body.email.trim().toLowerCase();
    if (await isCustomerEmail(app.db, email))
      throw new InvalidInputError(ROLES_MSG.linkedUserEmailTaken, 'email');
    const supplier = await supplierOfInvitation(app.db, session.idfornecedor);
    if (!supplier) throw new NotFoundError(MSG.invalidCredentials);
    const nome = request.body.nome ?? email.split('@')[0] ?? email;
    return app.db.transaction(async (tx) => {
      const { user, linked, invitation } = await linkUser(
        tx,
        email,
        nome,
        session.idcliente,
        session.idfornecedor,
      );
      if (!linked) throw new InvalidInputError(ROLES_MSG.linkedUserAlreadyLinked, 'email');
      await app.mailer.send(
        invitationMail(app.config.STOREFRONT_PUBLIC_URL, supplier, email, invitation),
        tx,
      );
      return { usuario: toUsuarioVinculado(user), mensagem: ROLES_MSG.linkedUserInvited };
    });
  });

  registerRoute(app, apiRoutes.linkedUsers.remove, async (request) => {
    const session = mainCustomer(request.customer);
    const removed = await app.db.transaction((tx) =>
      unlinkUser(tx, request.params.idusuariovinculado, session.idcliente, session.idfornecedor),
    );
    if (!removed) throw new NotFoundError(ROLES_MSG.linkedUserNotFound);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.linkedUsers.clients, async (request) => {
    const session = request.customer;
    if (session.idusuarioVinculado === null) return { clientes: [] };
    return {
      clientes: await linkedClients(app.db, session.idusuarioVinculado, session.idfornecedor),
    };
  });

  registerRoute(app, apiRoutes.linkedUsers.switchClient, async (request) => {
    const session = request.customer;
    const target = request.params.idclientevinculado;
    if (session.idusuarioVinculado === null) throw new ForbiddenError(ROLES_MSG.notLinkedToClient);
    const clients = await linkedClients(app.db, session.idusuarioVinculado, session.idfornecedor);
    if (!clients.some((c) => c.idcliente === target))
      throw new ForbiddenError(ROLES_MSG.notLinkedToClient);
    const actor = actorOf(session);
    const opened = await app.db.transaction(async (tx) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await revokeSession(tx, token);
      return openSession(tx, app.config, target, session.idfornecedor, actor);
    });
    const usuario = await sessionUser(app.db, {
      idcliente: target,
      idfornecedor: session.idfornecedor,
      actor,
    });
    if (!usuario) throw new UnauthenticatedError(MSG.sessionExpired);
    return {
      ...usuario,
      token: opened.token,
      ...(request.query.gerar_token_jwt === 'true' ? { jwttoken: opened.jwttoken } : {}),
    };
  });

  registerRoute(
    app,
    apiRoutes.linkedUsers.acceptInvitation,
    async (request) => {
      const senhaHash = await hash(request.body.senha);
      const email = await acceptInvitation(app.db, request.body.token, senhaHash);
      if (!email) throw new UnauthenticatedError(ROLES_MSG.invitationInvalid);
      return { email, mensagem: ROLES_MSG.passwordSet };
    },
    {
      onRequest: [
        limitRequests(app, {
          name: 'linked-user-invitation',
          perClient: app.config.LOGIN_RATE_LIMIT_PER_MINUTE,
          global: app.config.LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE,
        }),
      ],
    },
  );
}

/**
 * The session, when it is the main customer's own.
 * @throws ForbiddenError 'Somente o cliente principal pode gerenciar usuários vinculados' for a
 *   linked user, representative or api key acting for the customer.
 */
function mainCustomer(session: CustomerSession): CustomerSession {
  if (!isMainCustomer(session)) throw new ForbiddenError(ROLES_MSG.onlyMainCustomerManagesUsers);
  return session;
}

function toUsuarioVinculado(user: LinkedUser) {
  return {
    idusuario_vinculado: user.idusuarioVinculado,
    nome: user.nome,
    email: user.email,
    convite_aceito: user.senhaHash !== null,
    criado_em: user.criadoEm.toISOString(),
  };
}
