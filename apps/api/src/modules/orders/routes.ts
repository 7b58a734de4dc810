import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG, isAwaitingPixPayment } from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { trustedReply } from '../../plugins/trusted-reply.ts';
import { pixQrDataUrl } from '../payments/pix-qr.ts';
import { checkDuplicate, placeOrder } from './order-service.ts';
import { orderIssuer } from './order-issuers.ts';
import { toPedidoDetalhe } from './order-mapper.ts';
import { orderListPage } from './order-list.ts';
import { findOrder } from './orders-repository.ts';

/**
 * Orders: duplicate check, submission, the customer's list and one order's detail. The
 * request-context hook has checked the session (of the body's supplier for the check and the
 * submission) and resolved that supplier as the tenant.
 * @see spec §3 Order payload/response, §5 duplicate-order check, §7 Orders
 */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    apiRoutes.orders.duplicateCheck,
    async (request) => checkDuplicate(app.db, request.supplier, request.customer, request.body),
    { tenant: true },
  );

  registerRoute(
    app,
    apiRoutes.orders.submit,
    async (request, reply) =>
      trustedReply(
        app,
        reply,
        apiRoutes.orders.submit.reply,
        await placeOrder(app.db, request.supplier, request.customer, request.body),
      ),
    { tenant: true },
  );

  registerRoute(app, apiRoutes.orders.list, async (request) =>
    // Linked-user filters are ignored until linked users exist: the list is the session
    // customer's own orders at the session's supplier, filtered and paged.
    orderListPage(app.db, request.customer, request.query),
  );

  registerRoute(app, apiRoutes.orders.detail, async (request) => {
    const { idfornecedor, idcliente } = request.customer;
    const row = await findOrder(app.db, idfornecedor, idcliente, request.params.numpedido);
    if (!row) throw new NotFoundError(APP_MSG.orderNotFound);
    const awaitingPix = isAwaitingPixPayment({
      status: row.pedido.status,
      tipoFormaPagamento: row.forma.tipo,
      statusPagamento: row.pagamento?.status ?? null,
    });
    const pendingPix = awaitingPix ? (row.pagamento?.pixCopiaECola ?? null) : null;
    return {
      ...toPedidoDetalhe(row, pendingPix ? await pixQrDataUrl(pendingPix) : null),
      ...(await orderIssuer(app.db, row.pedido.numpedido)),
    };
  });
}
