import type { FastifyInstance } from 'fastify';
import {
  DuplicidadeResposta,
  PedidoBody,
  PedidoDetalhe,
  PedidoDetalheParams,
  PedidoParams,
  PedidoResposta,
  PedidosClienteParams,
  PedidosClienteQuery,
  PedidosClienteResposta,
} from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import { defineRoute, registerRoute } from '../../http/register-route.ts';
import { pixQrDataUrl } from '../payments/pix-qr.ts';
import { checkDuplicate, placeOrder } from './order-service.ts';
import { toPedidoDetalhe, toPedidoResumo } from './order-mapper.ts';
import { findOrder, listOrders } from './orders-repository.ts';

const TAGS = ['Pedidos'];

const routes = {
  duplicateCheck: defineRoute({
    method: 'POST',
    path: '/v2/app/:apptoken/usuario/:idcliente/pedido/duplicidade',
    params: PedidoParams,
    body: PedidoBody,
    reply: DuplicidadeResposta,
    tags: TAGS,
    auth: 'customer',
    summary: 'Verifica pedido idêntico recente',
    description:
      'POST /v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade — same body as the order; writes nothing.',
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/v2/app/:apptoken/usuario/:idcliente/pedido',
    params: PedidoParams,
    body: PedidoBody,
    reply: PedidoResposta,
    tags: TAGS,
    auth: 'customer',
    summary: 'Envia o pedido',
    description:
      'POST /v2/app/{apptoken}/usuario/{idcliente}/pedido — the spec §3 order payload. Prices and the delivery ' +
      'fee are computed on the server; the cart is emptied; 409 for an identical order seconds after another.',
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v4/app/pedido/cliente/:idcliente',
    params: PedidosClienteParams,
    query: PedidosClienteQuery,
    reply: PedidosClienteResposta,
    tags: TAGS,
    auth: 'customer',
    summary: 'Pedidos do cliente',
    description:
      'GET /v4/app/pedido/cliente/{idcliente} — newest first, at the supplier of the session (Authorization header). ' +
      'idusuariovinculado and clientevinculadoprincipal are accepted and ignored for now (linked users are a later issue).',
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/v4/app/orders/get-order/:numpedido',
    params: PedidoDetalheParams,
    reply: PedidoDetalhe,
    tags: TAGS,
    auth: 'customer',
    summary: 'Detalhe do pedido',
    description:
      'GET /v4/app/orders/get-order/{numpedido} — only the customer who placed it, at the supplier of the session; ' +
      "anyone else gets 404 'Pedido não encontrado'.",
  }),
};

/**
 * Orders: duplicate check, submission, the customer's list and one order's detail. The
 * request-context hook has checked the session (of the body's supplier for the check and the
 * submission) and resolved that supplier as the tenant.
 * @see spec §3 Order payload/response, §5 duplicate-order check, §7 Orders
 */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    routes.duplicateCheck,
    async (request) => checkDuplicate(app.db, request.supplier, request.customer, request.body),
    { tenant: true },
  );

  registerRoute(
    app,
    routes.submit,
    async (request) => placeOrder(app.db, request.supplier, request.customer, request.body),
    { tenant: true },
  );

  registerRoute(app, routes.list, async (request) => {
    // Linked-user filters (request.query) are ignored until linked users exist: the list is the
    // session customer's own orders at the session's supplier.
    const { idfornecedor, idcliente } = request.customer;
    return (await listOrders(app.db, idfornecedor, idcliente)).map(toPedidoResumo);
  });

  registerRoute(app, routes.detail, async (request) => {
    const { idfornecedor, idcliente } = request.customer;
    const row = await findOrder(app.db, idfornecedor, idcliente, request.params.numpedido);
    if (!row) throw new NotFoundError(APP_MSG.orderNotFound);
    const pendingPix = row.pagamento?.status === 'PENDENTE' ? row.pagamento.pixCopiaECola : null;
    return toPedidoDetalhe(row, pendingPix ? await pixQrDataUrl(pendingPix) : null);
  });
}
