import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { ATTENDANT_MSG, MSG, quantityToMilli, reaisToCentavos } from '@vitrine/domain';
import { NotFoundError, UnauthenticatedError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { clientAddress } from '../../plugins/client-address.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { createLoginThrottle } from '../users/login-throttle.ts';
import { checkPassword } from '../users/password-check.ts';
import { openAttendantSession, revokeAttendantSession } from './attendant-sessions.ts';
import { findAttendantByEmail, findCustomerAtSupplier } from './attendants-repository.ts';
import {
  loadNegotiation,
  saveNegotiation,
  sendNegotiation,
  type NegotiationTarget,
} from './negotiation-service.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';

/**
 * The attendant API: login and logout of a supplier's attendants, and the negotiation of a
 * customer's cart (read with history, set lines and prices, send and lock). The request-context
 * hook has checked the attendant's session and that `:idfornecedor` is the attendant's supplier
 * (403 otherwise) before any handler runs; handlers check the customer's registration there.
 * @see spec §1 Users, §4 Cart flow, §5 price precedence, §6 Attendant
 */
export default async function attendantsRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  // The customer login's machinery and limits, with its own counters (accounts `atendente:…`).
  const throttle = createLoginThrottle(config, app.redis);

  registerRoute(
    app,
    apiRoutes.attendants.login,
    async (request) => {
      const email = request.body.email.toLowerCase();
      const attendant = await findAttendantByEmail(app.db, email);
      const account = attendant ? `atendente:${attendant.idatendente}` : `atendente-login:${email}`;
      const client = clientAddress(request, config.STOREFRONT_API_SECRET);
      const known = await checkPassword(throttle, account, client, attendant, request.body.senha);
      // A deactivated attendant with the right password: refused with the same text.
      if (!known.ativo) throw new UnauthenticatedError(MSG.invalidCredentials);
      const token = await openAttendantSession(app.db, config, known.idatendente);
      return {
        token,
        atendente: {
          idatendente: known.idatendente,
          nome: known.nome,
          idfornecedor: known.idfornecedor,
        },
      };
    },
    {
      onRequest: [
        limitRequests(app, {
          name: 'attendant-login',
          perClient: config.LOGIN_RATE_LIMIT_PER_MINUTE,
          global: config.LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE,
        }),
      ],
    },
  );

  registerRoute(app, apiRoutes.attendants.logout, async (request) => {
    await revokeAttendantSession(app.db, request.attendant.idsessao);
    return { ok: true as const };
  });

  /** The supplier and its registered customer, or 404 (spec §6: the attendant's own customers). */
  const targetOf = async (supplier: Tenant, idcliente: number): Promise<NegotiationTarget> => {
    const customer = await findCustomerAtSupplier(app.db, supplier.idfornecedor, idcliente);
    if (!customer) throw new NotFoundError(ATTENDANT_MSG.customerNotFound);
    return { supplier, customer };
  };

  registerRoute(
    app,
    apiRoutes.attendants.cart,
    async (request) =>
      loadNegotiation(app.db, await targetOf(request.supplier, request.params.idcliente)),
    { tenant: true },
  );

  registerRoute(
    app,
    apiRoutes.attendants.saveCart,
    async (request) => {
      const target = await targetOf(request.supplier, request.params.idcliente);
      // Reais and decimal quantities become centavos and milli here, at the edge.
      const itens = request.body.itens.map((i) => ({
        idproduto: i.id,
        quantidadeMilli: quantityToMilli(i.quantidade),
        precoatendenteCentavos:
          i.precoatendente === null ? null : reaisToCentavos(i.precoatendente),
      }));
      return saveNegotiation(app.db, target, request.attendant, itens);
    },
    { tenant: true },
  );

  registerRoute(
    app,
    apiRoutes.attendants.sendCart,
    async (request) =>
      sendNegotiation(
        app.db,
        await targetOf(request.supplier, request.params.idcliente),
        request.attendant,
      ),
    { tenant: true },
  );
}
