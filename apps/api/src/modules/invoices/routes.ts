import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { registerRoute } from '../../http/register-route.ts';
import { findCreditLimit } from './credit-repository.ts';
import { toFaturasResposta } from './invoice-mapper.ts';
import { listInvoices } from './invoices-repository.ts';

/**
 * Invoices: the customer's faturas and invoice credit at one supplier. The request-context hook
 * has checked that the session is the path's customer (`{sep}` id and `/cliente/{idcliente}`)
 * at the path's supplier (403 otherwise), so every query below is scoped by both.
 * @see spec §3 Invoices, §7 Invoices
 */
export default async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, apiRoutes.invoices.list, async (request) => {
    const { idfornecedor, idcliente } = request.customer;
    const [limit, rows] = await Promise.all([
      findCreditLimit(app.db, idfornecedor, idcliente),
      request.query.completeInfo ? listInvoices(app.db, idfornecedor, idcliente) : [],
    ]);
    return toFaturasResposta(rows, limit, new Date());
  });
}
