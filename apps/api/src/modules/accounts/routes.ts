import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes, type CadastroResposta } from '@vitrine/contract';
import { ACCOUNTS_MSG, APP_MSG, MSG, cpfLength, isAwaitingApproval } from '@vitrine/domain';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { findTenant } from '../suppliers/suppliers-repository.ts';
import { bearerToken, findLiveSession, openSession } from '../users/sessions.ts';
import { findCustomerById } from '../users/users-repository.ts';
import { accountDeps } from './account-deps.ts';
import { listCharacteristics } from './accounts-repository.ts';
import { changeEmailOrPassword, updateProfile } from './profile-service.ts';
import { registerCustomer } from './registration-service.ts';
import { customerSettings } from './settings.ts';
import { lookupTaxDocument } from './tax-lookup.ts';

/**
 * Accounts: tax-registry lookup, registration and profile update, e-mail/password change,
 * customer settings and the supplier's characteristics.
 * @see spec §1 Users, §7 Users; issue 11 §1
 */
export default async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const deps = accountDeps(app);

  registerRoute(
    app,
    apiRoutes.accounts.taxLookup,
    async (request) => lookupTaxDocument(deps.taxRegistry, request.params.doc),
    { onRequest: [deps.limit('tax-lookup')] },
  );

  registerRoute(
    app,
    apiRoutes.accounts.register,
    async (request) => {
      const body = request.body;
      const supplier = await findTenant(app.db, body.idfornecedor);
      if (!supplier) throw new NotFoundError(APP_MSG.supplierNotFound);
      const idcliente = request.appSegment?.idcliente ?? 0;
      if (idcliente > 0) {
        const session = await sessionOf(request, idcliente, body.idfornecedor);
        await updateProfile(app.db, session.idcliente, session.idfornecedor, body);
        return replyOf(session.idcliente, body.idfornecedor, MSG.profileUpdated, null, false);
      }
      const registered = await registerCustomer(
        { db: app.db, taxRegistry: deps.taxRegistry, provePassword: deps.provePassword(request) },
        supplier,
        body,
      );
      if (!registered.cadastroAprovado)
        return replyOf(
          registered.idcliente,
          body.idfornecedor,
          MSG.registrationCreatedAwaitingApproval,
          null,
          true,
        );
      const tokens = await openSession(app.db, app.config, registered.idcliente, body.idfornecedor);
      return replyOf(
        registered.idcliente,
        body.idfornecedor,
        ACCOUNTS_MSG.registered,
        tokens,
        true,
      );
    },
    { onRequest: [deps.limit('register')] },
  );

  registerRoute(
    app,
    apiRoutes.accounts.updateUser,
    async (request) => {
      const session = request.customer;
      const done = await changeEmailOrPassword(
        app.db,
        session.idcliente,
        session.idsessao,
        request.body.dadosUsuario,
        deps.provePassword(request),
      ).catch((error: unknown) => {
        if (error instanceof UnauthenticatedError)
          throw new UnauthenticatedError(ACCOUNTS_MSG.currentPasswordWrong, 'senha');
        throw error;
      });
      return {
        mensagem: MSG.profileUpdated,
        email: done.email,
        senha_alterada: done.senhaAlterada,
      };
    },
    { onRequest: [deps.limit('update-user')] },
  );

  registerRoute(app, apiRoutes.accounts.settings, async (request) =>
    customerSettings(app.db, request.customer.idcliente, request.customer.idfornecedor),
  );

  registerRoute(app, apiRoutes.accounts.customerCharacteristics, async (request) =>
    listCharacteristics(app.db, request.params.id, 'cliente'),
  );
  registerRoute(app, apiRoutes.accounts.orderCharacteristics, async (request) =>
    listCharacteristics(app.db, request.params.id, 'pedido'),
  );

  /** The live session of the request, which must be `idcliente`'s at `idfornecedor`. */
  async function sessionOf(request: FastifyRequest, idcliente: number, idfornecedor: string) {
    const token = bearerToken(request.headers.authorization);
    const session = token === null ? null : await findLiveSession(app.db, token);
    if (!session) throw new UnauthenticatedError(MSG.sessionExpired);
    if (session.idcliente !== idcliente || session.idfornecedor !== idfornecedor)
      throw new ForbiddenError(APP_MSG.forbidden);
    return session;
  }

  /** The registration reply of a customer at a supplier, with tokens when logged in. */
  async function replyOf(
    idcliente: number,
    idfornecedor: string,
    mensagem: string,
    tokens: { token: string; jwttoken: string } | null,
    created: boolean,
  ): Promise<CadastroResposta> {
    const customer = await findCustomerById(app.db, idcliente, idfornecedor);
    if (!customer?.cadastro) throw new NotFoundError(ACCOUNTS_MSG.customerNotAtSupplier);
    const aprovado = !isAwaitingApproval(
      customer.cadastro.tags,
      customer.cadastro.cadastroAprovado,
    );
    return {
      idcliente,
      nome: customer.nome,
      email: customer.email,
      cpf: customer.cpf,
      cpf_length: cpfLength(customer.cpf),
      idfornecedor,
      idcadastroextracliente: customer.cadastro.idcadastroextracliente,
      cadastro_aprovado: aprovado,
      message_after_create: created && !aprovado ? MSG.registrationCreatedAwaitingApproval : null,
      mensagem,
      token: tokens?.token ?? null,
      jwttoken: tokens?.jwttoken ?? null,
    };
  }
}
