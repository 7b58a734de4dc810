/**
 * Method and path of every spec §7 call, grouped by area: the zod-free half of the route table
 * (`route-table.ts`), so browser code can build URLs without shipping the schemas.
 * Paths use Fastify's `:param` syntax; `:apptoken` carries `{apptoken}` or, where `segment` is
 * 'customer', `{apptoken}{sep}{idcliente}` (spec §7 Notation).
 */

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the `:apptoken` segment holds: the app token alone, or the app token and the customer id. */
export type AppSegmentKind = 'app' | 'customer' | 'none';

/** Method, path and app segment of one call. */
export interface RoutePath {
  method: HttpMethod;
  path: string;
  segment: AppSegmentKind;
}

const route = <const R extends RoutePath>(r: R): R => r;

/** Every §7 call the API serves, by area and name. */
export const routePaths = {
  users: {
    candidate: route({ method: 'GET', path: '/v2/app/:apptoken/usuario/:login', segment: 'app' }),
    login: route({ method: 'POST', path: '/v1/app/:apptoken/usuario/autenticar', segment: 'app' }),
    logout: route({ method: 'GET', path: '/v1/app/:apptoken/cliente/logout', segment: 'app' }),
    session: route({ method: 'GET', path: '/v1/app/:apptoken/cliente', segment: 'customer' }),
  },
  addresses: {
    list: route({ method: 'GET', path: '/v1/app/:apptoken/enderecos', segment: 'customer' }),
    create: route({ method: 'POST', path: '/v1/app/:apptoken/enderecos', segment: 'customer' }),
    update: route({ method: 'POST', path: '/v1/app/:apptoken/enderecosput', segment: 'customer' }),
    remove: route({
      method: 'POST',
      path: '/v1/app/:apptoken/cliente/enderecos/:idendereco/excluir',
      segment: 'customer',
    }),
    billing: route({
      method: 'GET',
      path: '/v2/app/:apptoken/enderecos/:idendereco/faturamento',
      segment: 'customer',
    }),
    cep: route({ method: 'GET', path: '/v4/app/cep/:cep', segment: 'none' }),
    geocode: route({ method: 'GET', path: '/v4/app/geocodificacao', segment: 'none' }),
  },
  delivery: {
    forms: route({
      method: 'GET',
      path: '/v4/app/:apptoken/formas-entrega/:idfornecedor',
      segment: 'customer',
    }),
    quote: route({
      method: 'POST',
      path: '/v4/app/formas-entrega/:idfornecedor/:cep',
      segment: 'none',
    }),
  },
  suppliers: {
    find: route({ method: 'GET', path: '/v2/app/:apptoken/fornecedor', segment: 'app' }),
    serviceArea: route({
      method: 'GET',
      path: '/v2/app/:apptoken/fornecedor/areaatendimento',
      segment: 'app',
    }),
    theme: route({ method: 'GET', path: '/v2/configuracao/fornecedor/:id/tema', segment: 'none' }),
    footer: route({ method: 'GET', path: '/v2/app/config/fornecedor/:id/rodape', segment: 'none' }),
    paymentMethods: route({
      method: 'GET',
      path: '/v2/app/:apptoken/fornecedor/:id/formas-pagamento',
      segment: 'app',
    }),
  },
  catalog: {
    categories: route({
      method: 'GET',
      path: '/v2/app/:apptoken/listacategoriasprodutos/:idfornecedor',
      segment: 'app',
    }),
    products: route({
      method: 'GET',
      path: '/v2/app/:apptoken/listaprodutos/:idfornecedor',
      segment: 'app',
    }),
    product: route({
      method: 'GET',
      path: '/v2/app/:apptoken/fornecedor/:idfornecedor/produto/:idproduto',
      segment: 'app',
    }),
    suggestions: route({
      method: 'GET',
      path: '/v2/app/token/listaprodutos/full-text/pesquisar',
      segment: 'none',
    }),
  },
  cart: {
    get: route({
      method: 'GET',
      path: '/v2/app/:apptoken/usuario/:idcliente/cart',
      segment: 'customer',
    }),
    save: route({
      method: 'POST',
      path: '/v2/app/:apptoken/usuario/:idcliente/cart',
      segment: 'customer',
    }),
    unlock: route({
      method: 'POST',
      path: '/v2/app/:apptoken/usuario/:idcliente/cart/desbloquear',
      segment: 'customer',
    }),
  },
  coupons: {
    validate: route({
      method: 'GET',
      path: '/v2/app/cupom-desconto/validar-desconto/fornecedor/:idfornecedor/cliente/:idcliente/cupom/:codigo',
      segment: 'none',
    }),
    list: route({
      method: 'GET',
      path: '/v2/app/cupom-desconto/cliente/:idcliente',
      segment: 'none',
    }),
    referral: route({
      method: 'GET',
      path: '/v2/app/cupom-desconto/indicacao/:idcliente',
      segment: 'none',
    }),
  },
  orders: {
    duplicateCheck: route({
      method: 'POST',
      path: '/v2/app/:apptoken/usuario/:idcliente/pedido/duplicidade',
      segment: 'app',
    }),
    submit: route({
      method: 'POST',
      path: '/v2/app/:apptoken/usuario/:idcliente/pedido',
      segment: 'app',
    }),
    list: route({ method: 'GET', path: '/v4/app/pedido/cliente/:idcliente', segment: 'none' }),
    detail: route({ method: 'GET', path: '/v4/app/orders/get-order/:numpedido', segment: 'none' }),
    cancel: route({ method: 'POST', path: '/v4/app/orders/:numpedido/cancelar', segment: 'none' }),
    acceptQuote: route({
      method: 'POST',
      path: '/v4/app/orders/:numpedido/aceitar-orcamento',
      segment: 'none',
    }),
    rate: route({
      method: 'POST',
      path: '/v1/app/:idcliente/pedido/:numpedido/avaliar',
      segment: 'none',
    }),
    export: route({ method: 'POST', path: '/v4/orders/export/:id', segment: 'none' }),
  },
  fiscal: {
    danfe: route({ method: 'GET', path: '/v4/danfe/:numpedido/:idfornecedor', segment: 'none' }),
    xml: route({ method: 'GET', path: '/v4/app/orders/:numpedido/nfe-xml', segment: 'none' }),
  },
  attendants: {
    login: route({ method: 'POST', path: '/v4/atendente/login', segment: 'none' }),
    logout: route({ method: 'GET', path: '/v4/atendente/logout', segment: 'none' }),
    cart: route({
      method: 'GET',
      path: '/v4/atendente/fornecedor/:idfornecedor/cliente/:idcliente/carrinho',
      segment: 'none',
    }),
    saveCart: route({
      method: 'PUT',
      path: '/v4/atendente/fornecedor/:idfornecedor/cliente/:idcliente/carrinho',
      segment: 'none',
    }),
    sendCart: route({
      method: 'POST',
      path: '/v4/atendente/fornecedor/:idfornecedor/cliente/:idcliente/carrinho/enviar',
      segment: 'none',
    }),
    order: route({
      method: 'GET',
      path: '/v4/atendente/fornecedor/:idfornecedor/pedido/:numpedido',
      segment: 'none',
    }),
    orderEvent: route({
      method: 'POST',
      path: '/v4/atendente/fornecedor/:idfornecedor/pedido/:numpedido/evento',
      segment: 'none',
    }),
    finishPicking: route({
      method: 'POST',
      path: '/v4/atendente/fornecedor/:idfornecedor/pedido/:numpedido/concluir-separacao',
      segment: 'none',
    }),
    priceQuote: route({
      method: 'POST',
      path: '/v4/atendente/fornecedor/:idfornecedor/pedido/:numpedido/precificar',
      segment: 'none',
    }),
  },
  payments: {
    pixReceipt: route({
      method: 'POST',
      path: '/v4/payment/generate-receipt/:numorder/:idclient',
      segment: 'none',
    }),
    paymentState: route({
      method: 'GET',
      path: '/v4/app/payment/state/:numpedido',
      segment: 'none',
    }),
    clearPaymentError: route({
      method: 'DELETE',
      path: '/v4/app/payment/error/:numpedido',
      segment: 'none',
    }),
    boletoPdf: route({ method: 'GET', path: '/v4/payment/boleto/:numpedido/pdf', segment: 'none' }),
    gatewayToken: route({ method: 'GET', path: '/v4/gateways/token', segment: 'none' }),
    confirmPayment: route({
      method: 'POST',
      path: '/v4/app/payment/confirm-payment/:numpedido',
      segment: 'none',
    }),
    savedCards: route({ method: 'GET', path: '/v4/app/creditcard/:idclient', segment: 'none' }),
    deleteCard: route({ method: 'DELETE', path: '/v4/creditcard/:id', segment: 'none' }),
  },
  invoices: {
    list: route({
      method: 'GET',
      path: '/v2/app/:apptoken/faturas-cliente/fornecedor/:idfornecedor/cliente/:idcliente',
      segment: 'customer',
    }),
  },
  accounts: {
    taxLookup: route({
      method: 'GET',
      path: '/v1/app/:sep/usuario/dados-receita/:doc',
      segment: 'none',
    }),
    register: route({ method: 'POST', path: '/v1/app/:apptoken/usuario', segment: 'app' }),
    updateUser: route({ method: 'PUT', path: '/v1/app/usuario/:idcliente', segment: 'none' }),
    settings: route({
      method: 'GET',
      path: '/v2/app/:apptoken/get-configuracoes-cliente',
      segment: 'customer',
    }),
    customerCharacteristics: route({
      method: 'GET',
      path: '/v4/caracteristica-cliente/todas/:id',
      segment: 'none',
    }),
    orderCharacteristics: route({
      method: 'GET',
      path: '/v4/caracteristica-pedido/todas/:id',
      segment: 'none',
    }),
    recoverPassword: route({
      method: 'GET',
      path: '/v2/app/:apptoken/cliente/senha/recuperar/:login',
      segment: 'app',
    }),
    resetPassword: route({
      method: 'POST',
      path: '/v2/app/:apptoken/cliente/senha/redefinir',
      segment: 'app',
    }),
    sendVerification: route({
      method: 'GET',
      path: '/v4/verificacao/enviar-verificacao',
      segment: 'none',
    }),
    confirmVerification: route({
      method: 'POST',
      path: '/v4/verificacao/confirmar',
      segment: 'none',
    }),
    approve: route({
      method: 'POST',
      path: '/v4/atendente/clientes/:idcliente/aprovar',
      segment: 'none',
    }),
  },
  paymentMethods: {
    change: route({
      method: 'PUT',
      path: '/v4/orders/payment-method/:idfornecedor/order/:numpedido',
      segment: 'none',
    }),
  },
  terms: {
    file: route({
      method: 'GET',
      path: '/v4/fornecedor/:idfornecedor/termos-uso/:versaoArquivo',
      segment: 'none',
    }),
    accept: route({
      method: 'PUT',
      path: '/v4/client/:idcliente/supplier/:idfornecedor/termos-uso',
      segment: 'none',
    }),
    access: route({
      method: 'GET',
      path: '/v4/client/:idcliente/supplier/:idfornecedor/acesso',
      segment: 'none',
    }),
  },
  linkedUsers: {
    list: route({
      method: 'POST',
      path: '/v1/app/:apptoken/usuario/:idcliente/usuarios',
      segment: 'app',
    }),
    switchClient: route({
      method: 'GET',
      path: '/v1/app/usuario/:apptoken/:idclientevinculado',
      segment: 'app',
    }),
    register: route({
      method: 'POST',
      path: '/v1/app/usuario/:apptoken/:idcliente',
      segment: 'app',
    }),
    remove: route({
      method: 'DELETE',
      path: '/v1/app/usuario/:apptoken/:idcliente/:idusuariovinculado',
      segment: 'app',
    }),
    clients: route({
      method: 'POST',
      path: '/v1/app/:apptoken/usuario/:idcliente/clientes-vinculados',
      segment: 'app',
    }),
    acceptInvitation: route({
      method: 'POST',
      path: '/v4/usuario-vinculado/convite/aceitar',
      segment: 'none',
    }),
  },
  representatives: {
    login: route({
      method: 'POST',
      path: '/v1/app/:apptoken/usuario/autenticar/representante',
      segment: 'app',
    }),
    portfolio: route({
      method: 'GET',
      path: '/v4/representante/:idusuario/:idfornecedor',
      segment: 'none',
    }),
    access: route({ method: 'GET', path: '/v4/acessorepresentante/:idcliente', segment: 'none' }),
  },
  integrations: {
    login: route({ method: 'POST', path: '/v4/api-key/login', segment: 'none' }),
  },
  loginTokens: {
    exchange: route({ method: 'POST', path: '/v4/login-token/trocar', segment: 'none' }),
    issue: route({ method: 'POST', path: '/v4/login-token/emitir', segment: 'none' }),
  },
  storefront: {
    layout: route({ method: 'GET', path: '/v4/vitrine/:fornecedor/layout', segment: 'none' }),
  },
} as const;

/** The route table's shape: area → call name → path. */
export type RoutePaths = typeof routePaths;
/** An area of the route table (`cart`, `orders`…). */
export type RouteArea = keyof RoutePaths;
/** A call of the route table as `area.name` (`'cart.save'`). */
export type RouteKey = {
  [A in RouteArea]: `${A}.${Extract<keyof RoutePaths[A], string>}`;
}[RouteArea];

/**
 * The separator between the app token and the customer id in one path segment (spec §7
 * Notation): `~` is unreserved in URLs and never part of an app token or an id.
 */
export const SEP = '~';

/** `{apptoken}` or `{apptoken}{sep}{idcliente}` (spec §7 Notation). */
export function appSegment(appToken: string, idcliente?: number | null): string {
  return idcliente ? `${appToken}${SEP}${idcliente}` : appToken;
}

/**
 * Fills a `:param` path with values (URI-encoded; a value never adds a path segment).
 * @throws Error when a parameter of the path has no value — a programming error, not input.
 */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Finds the call a concrete path and method belong to, with its decoded path parameters; null
 * for anything else. The route-table test uses it to prove that no two calls' paths collide.
 */
export function matchRoute(
  method: string,
  pathname: string,
): { key: RouteKey; route: RoutePath; params: Record<string, string> } | null {
  const segments = pathname.split('/');
  for (const [area, calls] of Object.entries(routePaths)) {
    for (const [name, route] of Object.entries(calls as Record<string, RoutePath>)) {
      if (route.method !== method) continue;
      const pattern = route.path.split('/');
      if (pattern.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const ok = pattern.every((part, i) => {
        const actual = segments[i] ?? '';
        if (!part.startsWith(':')) return part === actual;
        let decoded: string;
        try {
          decoded = decodeURIComponent(actual);
        } catch {
          return false;
        }
        // A parameter is one non-empty segment, even after decoding.
        if (decoded === '' || decoded.includes('/') || decoded.includes('\\')) return false;
        params[part.slice(1)] = decoded;
        return true;
      });
      if (ok) return { key: `${area}.${name}` as RouteKey, route, params };
    }
  }
  return null;
}
