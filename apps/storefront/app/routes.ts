import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/provider-home.tsx'),
  route('api/:call', 'routes/api-call.ts'),
  route('imagens/*', 'routes/images-proxy.ts'),
  route('commerce/*', 'routes/commerce-rewrite.ts'),
  route(':fornecedor', 'routes/supplier-layout.tsx', [
    index('routes/supplier-home.tsx'),
    route('produtos', 'routes/product-list.tsx'),
    route('produto/:idproduto', 'routes/product-detail.tsx'),
    route('entrar', 'routes/login.ts'),
    route('sair', 'routes/logout.ts'),
    route('erro/too-many-request', 'routes/too-many-requests.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('submissao/:numpedido', 'routes/order-submission.tsx'),
    route('pedidos', 'routes/orders.tsx'),
    route('pedidos/exportar', 'routes/orders-export.ts'),
    route('pedidos/:numpedido', 'routes/order-detail.tsx'),
    route('pedidos/:numpedido/documento/:tipo', 'routes/order-document.ts'),
    route('pedidos/:numpedido/boleto.pdf', 'routes/boleto-pdf.ts'),
    route('cupons', 'routes/coupons.tsx'),
    route('faturas', 'routes/invoices.tsx'),
    route('enderecos', 'routes/addresses.tsx'),
    route('conta', 'routes/account.ts'),
    route('redefinir-senha/:token', 'routes/reset-password.tsx'),
  ]),
] satisfies RouteConfig;
