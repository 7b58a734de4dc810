import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@vitrine/contract';
import { enderecos, pedidos } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  algNoneToken,
  createCast,
  demoLinkedUserId,
  newLinkedSession,
  demoRows,
  expiredAttendantToken,
  expiredToken,
  newAttendantSession,
  newSession,
  revokedAttendantToken,
  revokedToken,
  SERRA,
  tamperedToken,
  type Actor,
  type Cast,
} from './actors.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { idOf } from '../roles.ts';
import { DEMO_ROLE_CUSTOMERS } from '../../src/db/seed/roles-seed.ts';
import { paymentResources, type PaymentResources } from './payment-resources.ts';

/**
 * Authorization matrix (issue 7, "The suite that stays"): every route that acts for a customer is
 * called as its owner, as another customer of the same supplier, as a customer of another
 * supplier, without a token and with a tampered, an expired, a revoked and an `alg: none` token.
 * What each caller gets is declared below, once per route; every refused call must leave the
 * database exactly as it was. A route of the table that needs a customer and has no declaration
 * fails the suite.
 */

/** Whose ids a request names: the customer in the path, and the owner's resources. */
interface Target {
  who: Actor;
  res: Resources;
}

/** The owner's resources the requests aim at (created in `beforeAll`). */
interface Resources {
  idproduto: number;
  boleto: number;
  pix: number;
  /** The owner's seeded address, in a shape the address update accepts. */
  address: { idendereco: number; rua: string; numero: string; bairro: string; cidade: string };
  /** An extra address of the owner, for the owner's delete. */
  spareAddress: number;
  /** An order of the owner, paid by Pix and awaiting payment. */
  pixOrder: number;
  /** Card and boleto orders, a card token and a saved card of the owner (payment-resources.ts). */
  pay: PaymentResources;
  /** After-sale (issue 10 §5): the owner's orders in the status each call needs. */
  afterSale: AfterSaleOrders;
  /** Serra-verde's demo linked user (a linked user of the owner). */
  linkedUser: number;
  /** Another client that linked user acts for (Mercearia Bom Preço). */
  linkedClient: number;
}

/** The owner's orders the after-sale and order-operation rows act on. */
interface AfterSaleOrders {
  /** Received (ENVIADO): the buyer cancels it. */
  cancellable: number;
  /** A priced quote: the buyer accepts it. */
  pricedQuote: number;
  /** Delivered, invoiced (NF-e), not rated: seeded DEMO-A1. */
  deliveredInvoiced: number;
  /** Received: the attendant starts picking. */
  toPick: number;
  /** Being picked: the attendant finishes it (invoicing). */
  picking: number;
  /** A new quote: the attendant prices it. */
  newQuote: number;
}

type Refusal = 401 | 403 | 404;
/** Callers other than the owner, each with the path naming the owner. */
type Caller =
  'sameSupplier' | 'otherSupplier' | 'noToken' | 'tampered' | 'expired' | 'revoked' | 'algNone';

interface Declaration {
  /** The request naming `who` in the path and the owner's resources. */
  request: (target: Target) => InjectOptions;
  /**
   * What each caller gets when the request names the owner (the owner gets 200); a caller left
   * out is served too (a route that names no customer, for visitors and customers alike).
   */
  refused: Partial<Record<Caller, Refusal>>;
  /**
   * Routes that also name a resource of their own (address, order): the other customers call
   * with their own id in the path and the owner's resource; what they get.
   */
  crossResource?: Record<'sameSupplier' | 'otherSupplier', Refusal>;
  /**
   * Who the route serves when it is not the owner's own session (the linked-user switch: a
   * linked user acting for the owner).
   */
  servedAs?: () => Promise<Actor>;
}

/** A session without the right: refused before any lookup. */
const SESSION_REFUSED = {
  noToken: 401,
  tampered: 401,
  expired: 401,
  revoked: 401,
  algNone: 401,
} as const;
const OTHERS_FORBIDDEN = { sameSupplier: 403, otherSupplier: 403, ...SESSION_REFUSED } as const;

const app = (who: Actor) => `vitrine-web~${who.idcliente}`;
const newAddress = {
  rua: 'Rua Matriz da Matriz',
  numero: '77',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '05416-000',
};
const orderBody = (
  res: Pick<Resources, 'idproduto' | 'address'>,
  formaPagamento: number,
  quantidade: number,
) => ({
  itens: [{ id: res.idproduto, quantidade }],
  idfornecedor: SERRA,
  tipoEntrega: 'DELIVERY',
  enderecoentrega: { idendereco: res.address.idendereco },
  formaPagamento: { idformapagto: formaPagamento },
  canalVenda: 'WEB',
});

/** The declared matrix: one row per route of `apiRoutes` that acts for a customer. */
const MATRIX: Record<string, Declaration> = {
  // Linked users (spec §6): only the main customer's own session manages them; the switch serves
  // a linked user of the owner (the main customer and other customers are refused, 403).
  'linkedUsers.list': {
    request: ({ who }) => ({
      method: 'POST',
      url: `/v1/app/vitrine-web/usuario/${who.idcliente}/usuarios`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'linkedUsers.clients': {
    request: ({ who }) => ({
      method: 'POST',
      url: `/v1/app/vitrine-web/usuario/${who.idcliente}/clientes-vinculados`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'linkedUsers.register': {
    request: ({ who }) => ({
      method: 'POST',
      url: `/v1/app/usuario/vitrine-web/${who.idcliente}`,
      payload: { email: 'matriz.vinculado@exemplo.com.br' },
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'linkedUsers.remove': {
    request: ({ who, res }) => ({
      method: 'DELETE',
      url: `/v1/app/usuario/vitrine-web/${who.idcliente}/${res.linkedUser}`,
    }),
    refused: OTHERS_FORBIDDEN,
    // Another customer naming the owner's linked user on its own path: not theirs.
    crossResource: { sameSupplier: 404, otherSupplier: 404 },
  },
  'linkedUsers.switchClient': {
    // Names the client to act for: a customer that is no linked user of it is refused (403).
    request: ({ res }) => ({
      method: 'GET',
      url: `/v1/app/usuario/vitrine-web/${res.linkedClient}`,
    }),
    refused: { sameSupplier: 403, otherSupplier: 403, ...SESSION_REFUSED },
    servedAs: () => newLinkedSession(t, cast.owner.idcliente),
  },
  'loginTokens.issue': {
    // Names nobody: each session gets a token for itself; only sessions are refused.
    request: () => ({ method: 'POST', url: '/v4/login-token/emitir' }),
    refused: SESSION_REFUSED,
  },
  'users.session': {
    request: ({ who }) => ({ method: 'GET', url: `/v1/app/${app(who)}/cliente` }),
    refused: OTHERS_FORBIDDEN,
  },
  'users.logout': {
    request: ({ who }) => ({ method: 'GET', url: `/v1/app/${app(who)}/cliente/logout` }),
    refused: OTHERS_FORBIDDEN,
  },
  'addresses.list': {
    request: ({ who }) => ({ method: 'GET', url: `/v1/app/${app(who)}/enderecos` }),
    refused: OTHERS_FORBIDDEN,
  },
  'addresses.create': {
    request: ({ who }) => ({
      method: 'POST',
      url: `/v1/app/${app(who)}/enderecos`,
      payload: newAddress,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'addresses.update': {
    request: ({ who, res }) => ({
      method: 'POST',
      url: `/v1/app/${app(who)}/enderecosput`,
      payload: { ...res.address, uf: 'SP', cep: '05435-000', apelido: 'Casa nova' },
    }),
    refused: OTHERS_FORBIDDEN,
    crossResource: { sameSupplier: 404, otherSupplier: 404 },
  },
  'addresses.remove': {
    request: ({ who, res }) => ({
      method: 'POST',
      url: `/v1/app/${app(who)}/cliente/enderecos/${res.spareAddress}/excluir`,
    }),
    refused: OTHERS_FORBIDDEN,
    crossResource: { sameSupplier: 404, otherSupplier: 404 },
  },
  'addresses.billing': {
    request: ({ who, res }) => ({
      method: 'GET',
      url: `/v2/app/${app(who)}/enderecos/${res.address.idendereco}/faturamento`,
    }),
    refused: OTHERS_FORBIDDEN,
    crossResource: { sameSupplier: 404, otherSupplier: 404 },
  },
  'delivery.forms': {
    request: ({ who, res }) => ({
      method: 'GET',
      url: `/v4/app/${app(who)}/formas-entrega/${SERRA}?tipoEntrega=RETIRADA&idendereco=${res.address.idendereco}`,
    }),
    refused: OTHERS_FORBIDDEN,
    // Padaria's session belongs to mar-azul: naming serra-verde is refused before the address.
    crossResource: { sameSupplier: 404, otherSupplier: 403 },
  },
  'delivery.quote': {
    // Names no customer: every caller gets the same fees, and a session that is not valid reads
    // as a visitor's (customer-optional), so no caller is refused.
    request: ({ res }) => ({
      method: 'POST',
      url: `/v4/app/formas-entrega/${SERRA}/05435000?tipoEntrega=DELIVERY`,
      payload: { produtos: [{ id: res.idproduto, quantidade: 6 }] },
    }),
    refused: {},
  },
  'suppliers.find': {
    request: ({ who }) => ({
      method: 'GET',
      url: `/v2/app/${app(who)}/fornecedor?idfornecedor=serra-verde`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'cart.get': {
    request: ({ who }) => ({
      method: 'GET',
      url: `/v2/app/${app(who)}/usuario/${who.idcliente}/cart?idfornecedor=${SERRA}`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'cart.save': {
    request: ({ who, res }) => ({
      method: 'POST',
      url: `/v2/app/${app(who)}/usuario/${who.idcliente}/cart?idfornecedor=${SERRA}`,
      payload: { cartItens: [{ id: res.idproduto, quantidade: 2 }], observacao: 'Portaria' },
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'cart.unlock': {
    request: ({ who }) => ({
      method: 'POST',
      url: `/v2/app/${app(who)}/usuario/${who.idcliente}/cart/desbloquear?idfornecedor=${SERRA}`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'coupons.validate': {
    request: ({ who }) => ({
      method: 'GET',
      url: `/v2/app/cupom-desconto/validar-desconto/fornecedor/${SERRA}/cliente/${who.idcliente}/cupom/SERRA10`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'accounts.settings': {
    request: ({ who }) => ({ method: 'GET', url: `/v2/app/${app(who)}/get-configuracoes-cliente` }),
    refused: OTHERS_FORBIDDEN,
  },
  'accounts.updateUser': {
    // The owner's own e-mail and password: served without changing what the other rows rely on.
    request: ({ who }) => ({
      method: 'PUT',
      url: `/v1/app/usuario/${who.idcliente}`,
      payload: { dadosUsuario: { email: 'ana.souza@exemplo.com.br', senha: 'vitrine123' } },
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'coupons.list': {
    request: ({ who }) => ({
      method: 'GET',
      url: `/v2/app/cupom-desconto/cliente/${who.idcliente}`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'coupons.referral': {
    request: ({ who }) => ({
      method: 'GET',
      url: `/v2/app/cupom-desconto/indicacao/${who.idcliente}`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'orders.duplicateCheck': {
    request: ({ who, res }) => ({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${who.idcliente}/pedido/duplicidade`,
      payload: orderBody(res, res.boleto, 3),
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'orders.submit': {
    request: ({ who, res }) => ({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${who.idcliente}/pedido`,
      payload: orderBody(res, res.boleto, 3),
    }),
    refused: OTHERS_FORBIDDEN,
    // The owner's address in another customer's order.
    crossResource: { sameSupplier: 404, otherSupplier: 403 },
  },
  'orders.list': {
    request: ({ who }) => ({ method: 'GET', url: `/v4/app/pedido/cliente/${who.idcliente}` }),
    refused: OTHERS_FORBIDDEN,
  },
  'orders.detail': {
    request: ({ res }) => ({ method: 'GET', url: `/v4/app/orders/get-order/${res.pixOrder}` }),
    // The path names no customer: the order is looked up for the session's customer only.
    refused: { sameSupplier: 404, otherSupplier: 404, ...SESSION_REFUSED },
  },
  'orders.cancel': {
    request: ({ res }) => ({
      method: 'POST',
      url: `/v4/app/orders/${res.afterSale.cancellable}/cancelar`,
    }),
    refused: { sameSupplier: 404, otherSupplier: 404, ...SESSION_REFUSED },
  },
  'orders.acceptQuote': {
    request: ({ res }) => ({
      method: 'POST',
      url: `/v4/app/orders/${res.afterSale.pricedQuote}/aceitar-orcamento`,
    }),
    refused: { sameSupplier: 404, otherSupplier: 404, ...SESSION_REFUSED },
  },
  'orders.rate': {
    request: ({ who, res }) => ({
      method: 'POST',
      url: `/v1/app/${who.idcliente}/pedido/${res.afterSale.deliveredInvoiced}/avaliar`,
      // JSON here (the rows replace the headers); form-encoding is covered in after-sale.test.ts.
      payload: { estrelas: 4, comentario: 'Bom' },
    }),
    refused: OTHERS_FORBIDDEN,
    crossResource: { sameSupplier: 404, otherSupplier: 404 },
  },
  'orders.export': {
    request: ({ who }) => ({
      method: 'POST',
      url: `/v4/orders/export/${who.idcliente}`,
      payload: { formato: 'csv' },
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'fiscal.danfe': {
    request: ({ res }) => ({
      method: 'GET',
      url: `/v4/danfe/${res.afterSale.deliveredInvoiced}/${SERRA}`,
    }),
    // Padaria's session belongs to mar-azul: naming serra-verde is refused before the order.
    refused: { sameSupplier: 404, otherSupplier: 403, ...SESSION_REFUSED },
  },
  'fiscal.xml': {
    request: ({ res }) => ({
      method: 'GET',
      url: `/v4/app/orders/${res.afterSale.deliveredInvoiced}/nfe-xml`,
    }),
    refused: { sameSupplier: 404, otherSupplier: 404, ...SESSION_REFUSED },
  },
  'payments.pixReceipt': {
    request: ({ who, res }) => ({
      method: 'POST',
      url: `/v4/payment/generate-receipt/${res.pixOrder}/${who.idcliente}`,
    }),
    refused: OTHERS_FORBIDDEN,
    crossResource: { sameSupplier: 404, otherSupplier: 404 },
  },
  'paymentMethods.change': {
    // The order's own method again: served to its owner without changing anything.
    request: ({ res }) => ({
      method: 'PUT',
      url: `/v4/orders/payment-method/${SERRA}/order/${res.pixOrder}?idfornecedor=${SERRA}`,
      payload: { idformapagto: res.pix, quantParcelas: 1 },
    }),
    refused: { sameSupplier: 404, otherSupplier: 403, ...SESSION_REFUSED },
  },
  'terms.accept': {
    request: ({ who }) => ({
      method: 'PUT',
      url: `/v4/client/${who.idcliente}/supplier/${SERRA}/termos-uso`,
      payload: { versaoArquivo: 1 },
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'terms.access': {
    request: ({ who }) => ({
      method: 'GET',
      url: `/v4/client/${who.idcliente}/supplier/${SERRA}/acesso`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'invoices.list': {
    request: ({ who }) => ({
      method: 'GET',
      url: `/v2/app/${app(who)}/faturas-cliente/fornecedor/${SERRA}/cliente/${who.idcliente}?completeInfo=true`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'payments.paymentState': {
    request: ({ res }) => ({ method: 'GET', url: `/v4/app/payment/state/${res.pixOrder}` }),
    refused: { sameSupplier: 404, otherSupplier: 404, ...SESSION_REFUSED },
  },
  'payments.clearPaymentError': {
    request: ({ res }) => ({ method: 'DELETE', url: `/v4/app/payment/error/${res.pixOrder}` }),
    refused: { sameSupplier: 404, otherSupplier: 404, ...SESSION_REFUSED },
  },
  'payments.boletoPdf': {
    request: ({ res }) => ({ method: 'GET', url: `/v4/payment/boleto/${res.pay.boletoOrder}/pdf` }),
    refused: { sameSupplier: 404, otherSupplier: 404, ...SESSION_REFUSED },
  },
  'payments.gatewayToken': {
    request: ({ res }) => ({
      method: 'GET',
      url: `/v4/gateways/token?idsupplier=${SERRA}&idformapagamento=${res.pay.card}`,
    }),
    // A customer of the same supplier may read it; another supplier's session may not.
    refused: { otherSupplier: 403, ...SESSION_REFUSED },
  },
  'payments.confirmPayment': {
    request: ({ who, res }) => ({
      method: 'POST',
      url: `/v4/app/payment/confirm-payment/${res.pay.cardOrder}`,
      payload: { idclient: who.idcliente, creditcard: { token: res.pay.cardToken } },
    }),
    refused: OTHERS_FORBIDDEN,
    crossResource: { sameSupplier: 404, otherSupplier: 404 },
  },
  'payments.savedCards': {
    request: ({ who }) => ({
      method: 'GET',
      url: `/v4/app/creditcard/${who.idcliente}?idfornecedor=${SERRA}`,
    }),
    refused: OTHERS_FORBIDDEN,
  },
  'payments.deleteCard': {
    request: ({ res }) => ({ method: 'DELETE', url: `/v4/creditcard/${res.pay.savedCard}` }),
    refused: { sameSupplier: 404, otherSupplier: 404, ...SESSION_REFUSED },
  },
};

/**
 * Public routes that accept a customer id (query `idcliente`) and must not act on it; listed
 * so that a public route starting to take one is a decision, not an accident.
 */
const PUBLIC_WITH_CUSTOMER_FIELD = new Set([
  // Verification runs before any session exists (a pending customer is never logged in); it only
  // reaches the contact on file and answers the same for any id (modules/accounts).
  'accounts.sendVerification',
  'accounts.confirmVerification',
  'catalog.suggestions',
  'suppliers.paymentMethods',
  'users.login',
  // The representative login takes the customer login's body (spec §7); idcliente is ignored.
  'representatives.login',
]);

const routes = Object.entries(apiRoutes).flatMap(([area, calls]) =>
  Object.entries(calls).map(([name, route]) => ({ key: `${area}.${name}`, route })),
);

/** Field names, anywhere in a route's params, query or body, that identify a customer's resource. */
const OWNED_ID =
  /^(idcliente|idclient|numpedido|numorder|idendereco|idcarrinho|idcartao|idlista|idsala)$/;

function fieldNames(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || !('shape' in schema)) return [];
  const shape = schema.shape;
  if (typeof shape !== 'object' || shape === null) return [];
  return Object.entries(shape).flatMap(([key, inner]) => [key, ...fieldNames(inner)]);
}

describe('the matrix covers the route table', () => {
  it('declares every route that needs or accepts a customer session, and nothing else', () => {
    const needing = routes
      .filter((r) => r.route.auth === 'customer' || r.route.auth === 'customer-optional')
      .map((r) => r.key);
    expect(Object.keys(MATRIX).sort()).toEqual(needing.sort());
  });
  it('declares every route that needs an attendant session, and nothing else', () => {
    const needing = routes.filter((r) => r.route.auth === 'attendant').map((r) => r.key);
    expect(Object.keys(ATTENDANT_MATRIX).sort()).toEqual(needing.sort());
  });
  it('knows every kind of route auth', () => {
    const known = new Set([
      'public',
      'customer',
      'customer-optional',
      'attendant',
      'representative',
    ]);
    expect(routes.filter((r) => !known.has(r.route.auth)).map((r) => r.key)).toEqual([]);
  });
  it('leaves no public route naming a customer resource undeclared', () => {
    const publicWithIds = routes
      .filter((r) => r.route.auth === 'public')
      .filter((r) =>
        [
          r.route.path,
          ...(['params', 'query', 'body'] as const).flatMap((p) =>
            fieldNames((r.route as Record<string, unknown>)[p]),
          ),
        ].some(
          (name) => OWNED_ID.test(name) || /:(idcliente|idclient|numpedido|numorder)/.test(name),
        ),
      )
      .map((r) => r.key);
    expect(publicWithIds.sort()).toEqual([...PUBLIC_WITH_CUSTOMER_FIELD].sort());
  });
});

let t: TestApp;
let cast: Cast;
let res: Resources;
let tokens: Record<'tampered' | 'expired' | 'revoked' | 'algNone', string>;
let attendantTokens: Record<'tampered' | 'expired' | 'revoked', string>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  const rows = await demoRows(t, cast.owner);
  const [spare] = await t.database.db
    .insert(enderecos)
    .values({ ...rows.endereco, idendereco: undefined, numero: '999', primario: false })
    .returning();
  const partial = {
    idproduto: rows.idproduto,
    boleto: rows.boleto,
    pix: rows.pix,
    address: {
      idendereco: rows.endereco.idendereco,
      rua: rows.endereco.rua,
      numero: rows.endereco.numero,
      bairro: rows.endereco.bairro,
      cidade: rows.endereco.cidade,
    },
    spareAddress: spare!.idendereco,
    pixOrder: 0,
  };
  const placed = await t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${cast.owner.idcliente}/pedido`,
    headers: cast.owner.headers,
    payload: orderBody(partial, partial.pix, 6),
  });
  expect(placed.statusCode).toBe(200);
  const pay = await paymentResources(
    t,
    cast.owner,
    (forma, quantidade) => orderBody(partial, forma, quantidade),
    partial.boleto,
  );
  const withOrder = { ...partial, pixOrder: placed.json<{ numpedido: number }>().numpedido, pay };
  res = {
    ...withOrder,
    afterSale: await afterSaleOrders(withOrder),
    linkedUser: await demoLinkedUserId(t),
    linkedClient: await idOf(t, DEMO_ROLE_CUSTOMERS.mercearia.cpf),
  };
  tokens = {
    tampered: tamperedToken(cast.owner.token),
    expired: await expiredToken(t, cast.owner),
    revoked: await revokedToken(t, cast.owner),
    algNone: algNoneToken(cast.owner),
  };
  attendantTokens = {
    tampered: tamperedToken(cast.attendant.token),
    expired: await expiredAttendantToken(t, cast.attendant),
    revoked: await revokedAttendantToken(t, cast.attendant),
  };
});
afterAll(() => t.close());

/** Places the owner's orders the after-sale rows need and brings each to its status. */
async function afterSaleOrders(
  partial: Omit<Resources, 'afterSale' | 'linkedUser' | 'linkedClient'>,
): Promise<AfterSaleOrders> {
  const place = async (quantidade: number) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${cast.owner.idcliente}/pedido`,
      headers: cast.owner.headers,
      payload: orderBody(partial, partial.boleto, quantidade),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ numpedido: number }>().numpedido;
  };
  const setStatus = (numpedido: number, status: 'ORCAMENTO_NOVO' | 'ORCAMENTO_PRECIFICADO') =>
    t.database.db.update(pedidos).set({ status }).where(eq(pedidos.numpedido, numpedido));
  const cancellable = await place(7);
  const pricedQuote = await place(8);
  await setStatus(pricedQuote, 'ORCAMENTO_PRECIFICADO');
  const toPick = await place(9);
  const picking = await place(10);
  const started = await t.app.inject({
    method: 'POST',
    url: `/v4/atendente/fornecedor/${SERRA}/pedido/${picking}/evento`,
    headers: cast.attendant.headers,
    payload: { evento: 'INICIAR_SEPARACAO' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const newQuote = await place(11);
  await setStatus(newQuote, 'ORCAMENTO_NOVO');
  const [delivered] = await t.database.db
    .select({ numpedido: pedidos.numpedido })
    .from(pedidos)
    .where(eq(pedidos.numPedidoCliente, 'DEMO-A1'));
  return {
    cancellable,
    pricedQuote,
    deliveredInvoiced: delivered!.numpedido,
    toPick,
    picking,
    newQuote,
  };
}

describe('the database fingerprint', () => {
  it('notices one changed column of one row', async () => {
    const before = await databaseFingerprint(t.database.db);
    await t.database.db
      .update(enderecos)
      .set({ apelido: 'Outra' })
      .where(eq(enderecos.idendereco, res.spareAddress));
    const after = await databaseFingerprint(t.database.db);
    expect(after.enderecos).not.toEqual(before.enderecos);
    expect({ ...after, enderecos: '' }).toEqual({ ...before, enderecos: '' });
  });
});

function headersOf(caller: Caller): Record<string, string> {
  if (caller === 'sameSupplier' || caller === 'otherSupplier') return cast[caller].headers;
  if (caller === 'noToken') return {};
  return { authorization: `Bearer ${tokens[caller]}` };
}

/** Sends `options` and checks the declared refusal: status, a pt-BR `mensagem`, nothing written. */
async function expectRefused(options: InjectOptions, status: Refusal, label: string) {
  const before = await databaseFingerprint(t.database.db);
  const reply = await t.app.inject(options);
  expect(reply.statusCode, `${label}: ${reply.body}`).toBe(status);
  expect(reply.json<{ mensagem?: unknown }>().mensagem, label).toEqual(expect.any(String));
  expect(await databaseFingerprint(t.database.db), `${label} changed the database`).toEqual(before);
}

describe.each(Object.entries(MATRIX).map(([key, declaration]) => ({ key, declaration })))(
  '$key',
  ({ key, declaration }) => {
    it('refuses every caller but the owner, and changes nothing', async () => {
      const options = declaration.request({ who: cast.owner, res });
      for (const [caller, status] of Object.entries(declaration.refused) as [Caller, Refusal][]) {
        await expectRefused(
          { ...options, headers: { ...options.headers, ...headersOf(caller) } },
          status,
          `${key} as ${caller}`,
        );
      }
    });

    if (declaration.crossResource) {
      const cross = declaration.crossResource;
      it("refuses another customer's own path aimed at the owner's resource", async () => {
        for (const caller of ['sameSupplier', 'otherSupplier'] as const) {
          const options = declaration.request({ who: cast[caller], res });
          await expectRefused(
            { ...options, headers: { ...options.headers, ...cast[caller].headers } },
            cross[caller],
            `${key} as ${caller} on its own path`,
          );
        }
      });
    }

    it('serves the owner', async () => {
      // A fresh session: the owner's logout must not end the session the other rows use.
      const owner = declaration.servedAs
        ? await declaration.servedAs()
        : await newSession(t, cast.owner.idcliente, cast.owner.idfornecedor);
      const options = declaration.request({ who: owner, res });
      const reply = await t.app.inject({ ...options, headers: owner.headers });
      expect(reply.statusCode, reply.body).toBe(200);
    });
  },
);

/**
 * Attendant routes (spec §6 Attendant): called as the attendant of the owner's supplier (200),
 * as the attendant of another supplier, with a customer's token (the owner's own included), without
 * a token and with a tampered, an expired and a revoked attendant token. Every refusal leaves
 * the database as it was.
 */
type AttendantCaller =
  | 'otherAttendant'
  | 'ownerCustomer'
  | 'otherCustomer'
  | 'noToken'
  | 'tampered'
  | 'expired'
  | 'revoked';

interface AttendantDeclaration {
  /** The request naming the owner's supplier and the owner (a customer). */
  request: (idcliente: number) => InjectOptions;
  /** What each caller gets (the attendant of the owner's supplier gets 200); absent: not refused. */
  refused: Partial<Record<AttendantCaller, Refusal>>;
  /** What the attendant of the owner's supplier gets naming a customer of another supplier. */
  foreignCustomer?: Refusal;
  /** Brings the database to where the route serves (a cart to send). */
  prepare?: (headers: Record<string, string>) => Promise<void>;
}

const TOKENS_REFUSED = {
  ownerCustomer: 401,
  otherCustomer: 401,
  noToken: 401,
  tampered: 401,
  expired: 401,
  revoked: 401,
} as const;
const negotiation = (idcliente: number) =>
  `/v4/atendente/fornecedor/${SERRA}/cliente/${idcliente}/carrinho`;

/** The declared matrix: one row per route of `apiRoutes` that needs an attendant. */
const orderOperation = (numpedido: number, action: string) =>
  `/v4/atendente/fornecedor/${SERRA}/pedido/${numpedido}${action ? `/${action}` : ''}`;

const ATTENDANT_MATRIX: Record<string, AttendantDeclaration> = {
  // Order operations name an order, not a customer: another supplier's attendant is refused on
  // the path (403); the order is looked up within the attendant's supplier.
  'attendants.order': {
    request: () => ({ method: 'GET', url: orderOperation(res.afterSale.deliveredInvoiced, '') }),
    refused: { otherAttendant: 403, ...TOKENS_REFUSED },
  },
  'attendants.orderEvent': {
    request: () => ({
      method: 'POST',
      url: orderOperation(res.afterSale.toPick, 'evento'),
      payload: { evento: 'INICIAR_SEPARACAO' },
    }),
    refused: { otherAttendant: 403, ...TOKENS_REFUSED },
  },
  'attendants.finishPicking': {
    request: () => ({
      method: 'POST',
      url: orderOperation(res.afterSale.picking, 'concluir-separacao'),
      payload: { itens: [{ id: res.idproduto, quantidade: 9.5 }] },
    }),
    refused: { otherAttendant: 403, ...TOKENS_REFUSED },
  },
  'attendants.priceQuote': {
    request: () => ({
      method: 'POST',
      url: orderOperation(res.afterSale.newQuote, 'precificar'),
      payload: { itens: [{ id: res.idproduto, precoUnitario: 17.5 }] },
    }),
    refused: { otherAttendant: 403, ...TOKENS_REFUSED },
  },
  'attendants.logout': {
    request: () => ({ method: 'GET', url: '/v4/atendente/logout' }),
    // Another supplier's attendant logging out ends their own session: not a refusal.
    refused: TOKENS_REFUSED,
  },
  'accounts.approve': {
    request: (idcliente) => ({
      method: 'POST',
      url: `/v4/atendente/clientes/${idcliente}/aprovar`,
    }),
    // Another supplier's attendant: the customer is not registered there.
    refused: { otherAttendant: 404, ...TOKENS_REFUSED },
    foreignCustomer: 404,
  },
  'attendants.cart': {
    request: (idcliente) => ({ method: 'GET', url: negotiation(idcliente) }),
    refused: { otherAttendant: 403, ...TOKENS_REFUSED },
    foreignCustomer: 404,
  },
  'attendants.saveCart': {
    request: (idcliente) => ({
      method: 'PUT',
      url: negotiation(idcliente),
      payload: { itens: [{ id: res.idproduto, quantidade: 2, precoatendente: 7.5 }] },
    }),
    refused: { otherAttendant: 403, ...TOKENS_REFUSED },
    foreignCustomer: 404,
  },
  'attendants.sendCart': {
    request: (idcliente) => ({ method: 'POST', url: `${negotiation(idcliente)}/enviar` }),
    refused: { otherAttendant: 403, ...TOKENS_REFUSED },
    foreignCustomer: 404,
    prepare: async (headers) => {
      const reply = await t.app.inject({
        method: 'PUT',
        url: negotiation(cast.owner.idcliente),
        headers,
        payload: { itens: [{ id: res.idproduto, quantidade: 1, precoatendente: 5 }] },
      });
      expect(reply.statusCode, reply.body).toBe(200);
    },
  },
};

function attendantHeadersOf(caller: AttendantCaller): Record<string, string> {
  switch (caller) {
    case 'otherAttendant':
      return cast.otherAttendant.headers;
    case 'ownerCustomer':
      return cast.owner.headers;
    case 'otherCustomer':
      return cast.otherSupplier.headers;
    case 'noToken':
      return {};
    default:
      return { authorization: `Bearer ${attendantTokens[caller]}` };
  }
}

describe.each(Object.entries(ATTENDANT_MATRIX).map(([key, declaration]) => ({ key, declaration })))(
  '$key',
  ({ key, declaration }) => {
    it('refuses every caller but the attendant of the supplier, and changes nothing', async () => {
      const options = declaration.request(cast.owner.idcliente);
      const refused = Object.entries(declaration.refused) as [AttendantCaller, Refusal][];
      for (const [caller, status] of refused) {
        await expectRefused(
          { ...options, headers: { ...options.headers, ...attendantHeadersOf(caller) } },
          status,
          `${key} as ${caller}`,
        );
      }
    });

    if (declaration.foreignCustomer !== undefined) {
      const status = declaration.foreignCustomer;
      it("refuses the supplier's attendant a customer of another supplier", async () => {
        const options = declaration.request(cast.otherSupplier.idcliente);
        await expectRefused(
          { ...options, headers: { ...options.headers, ...cast.attendant.headers } },
          status,
          `${key} for another supplier's customer`,
        );
      });
    }

    it("serves the attendant of the owner's supplier", async () => {
      // A fresh session: the logout must not end the session the other rows use.
      const attendant = await newAttendantSession(t, SERRA);
      await declaration.prepare?.(attendant.headers);
      const options = declaration.request(cast.owner.idcliente);
      const reply = await t.app.inject({ ...options, headers: attendant.headers });
      expect(reply.statusCode, reply.body).toBe(200);
    });
  },
);
