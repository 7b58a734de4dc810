import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DuplicidadeResposta, errorResponses, PedidoBody, PedidoDetalhe, PedidoDetalheParams, PedidoParams, PedidoResposta,
  PedidosClienteParams, PedidosClienteQuery, PedidosClienteResposta,
} from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import { parseAppSegment } from '../../plugins/app-token.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { pixQrDataUrl } from '../payments/pix-qr.ts';
import { checkDuplicate, placeOrder } from './order-service.ts';
import { toPedidoDetalhe, toPedidoResumo } from './order-mapper.ts';
import { findOrder, listOrders } from './orders-repository.ts';

const TAGS = ['Pedidos'];

/**
 * Orders: duplicate check, submission, the customer's list and one order's detail.
 * @see spec §3 Order payload/response, §5 duplicate-order check, §7 Orders
 */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v2/app/:apptoken/usuario/:idcliente/pedido/duplicidade', {
    schema: {
      tags: TAGS,
      summary: 'Verifica pedido idêntico recente',
      description: 'POST /v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade — same body as the order; writes nothing.',
      security: [{ bearer: [] }],
      params: PedidoParams,
      body: PedidoBody,
      response: { 200: DuplicidadeResposta, ...errorResponses },
    },
  }, async (request) => {
    parseAppSegment(request.params.apptoken, app.config.APP_TOKEN);
    const session = await requireCustomer(app.db, request, request.params.idcliente, request.body.idfornecedor);
    return checkDuplicate(app.db, { idcliente: session.idcliente }, request.body);
  });

  r.post('/v2/app/:apptoken/usuario/:idcliente/pedido', {
    schema: {
      tags: TAGS,
      summary: 'Envia o pedido',
      description:
        'POST /v2/app/{apptoken}/usuario/{idcliente}/pedido — the spec §3 order payload. Prices and the delivery ' +
        'fee are computed on the server; the cart is emptied; 409 for an identical order seconds after another.',
      security: [{ bearer: [] }],
      params: PedidoParams,
      body: PedidoBody,
      response: { 200: PedidoResposta, ...errorResponses },
    },
  }, async (request) => {
    parseAppSegment(request.params.apptoken, app.config.APP_TOKEN);
    const session = await requireCustomer(app.db, request, request.params.idcliente, request.body.idfornecedor);
    return placeOrder(app.db, { idcliente: session.idcliente }, request.body);
  });

  r.get('/v4/app/pedido/cliente/:idcliente', {
    schema: {
      tags: TAGS,
      summary: 'Pedidos do cliente',
      description:
        'GET /v4/app/pedido/cliente/{idcliente} — newest first, at the supplier of the session (Authorization header). ' +
        'idusuariovinculado and clientevinculadoprincipal are accepted and ignored for now (linked users are a later issue).',
      security: [{ bearer: [] }],
      params: PedidosClienteParams,
      querystring: PedidosClienteQuery,
      response: { 200: PedidosClienteResposta, ...errorResponses },
    },
  }, async (request) => {
    // Linked-user filters (request.query) are ignored until linked users exist: the list is the
    // session customer's own orders at the session's supplier.
    const session = await requireCustomer(app.db, request, request.params.idcliente);
    const rows = await listOrders(app.db, session.idfornecedor, session.idcliente);
    return rows.map(toPedidoResumo);
  });

  r.get('/v4/app/orders/get-order/:numpedido', {
    schema: {
      tags: TAGS,
      summary: 'Detalhe do pedido',
      description:
        'GET /v4/app/orders/get-order/{numpedido} — only the customer who placed it, at the supplier of the session; ' +
        "anyone else gets 404 'Pedido não encontrado'.",
      security: [{ bearer: [] }],
      params: PedidoDetalheParams,
      response: { 200: PedidoDetalhe, ...errorResponses },
    },
  }, async (request) => {
    const session = await requireCustomer(app.db, request, null);
    const row = await findOrder(app.db, session.idfornecedor, session.idcliente, request.params.numpedido);
    if (!row) throw new HttpError(404, APP_MSG.orderNotFound);
    const pendingPix = row.pagamento?.status === 'PENDENTE' ? row.pagamento.pixCopiaECola : null;
    return toPedidoDetalhe(row, pendingPix ? await pixQrDataUrl(pendingPix) : null);
  });
}
