import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { AFTER_SALE_MSG, APP_MSG } from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { renderDanfe } from './danfe-pdf.ts';
import { findOrderNfe } from './fiscal-repository.ts';

/**
 * Fiscal documents of the customer's invoiced orders: the DANFE (PDF, spec §7 danfe) and the
 * NF-e XML. Only the buyer, at the supplier of the session; another customer's order is 404.
 * @see spec §2 Order detail; ADR 0025
 */
export default async function fiscalRoutes(app: FastifyInstance): Promise<void> {
  /** The stored NF-e of the session customer's order, or a 404. */
  const nfeOf = async (idfornecedor: string, idcliente: number, numpedido: number) => {
    const found = await findOrderNfe(app.db, idfornecedor, idcliente, numpedido);
    if (!found.order) throw new NotFoundError(APP_MSG.orderNotFound);
    if (!found.nota) throw new NotFoundError(AFTER_SALE_MSG.invoiceNotIssued);
    return found.nota;
  };

  registerRoute(app, apiRoutes.fiscal.danfe, async (request, reply) => {
    const { idfornecedor, idcliente } = request.customer;
    // The path's supplier must be the session's: any other names no order of this customer.
    if (request.params.idfornecedor !== idfornecedor)
      throw new NotFoundError(APP_MSG.orderNotFound);
    const nota = await nfeOf(idfornecedor, idcliente, request.params.numpedido);
    const pdf = await renderDanfe(nota.xml);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="danfe-${nota.chave}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  registerRoute(app, apiRoutes.fiscal.xml, async (request, reply) => {
    const { idfornecedor, idcliente } = request.customer;
    const nota = await nfeOf(idfornecedor, idcliente, request.params.numpedido);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${nota.chave}-nfe.xml"`)
      .header('cache-control', 'private, no-store')
      .send(nota.xml);
  });
}
