import type { FastifyInstance } from 'fastify';
import usuariosRoutes from './users/routes.ts';
import enderecosRoutes from './addresses/routes.ts';
import entregaRoutes from './delivery/routes.ts';
import fornecedorRoutes from './suppliers/routes.ts';
import catalogoRoutes from './catalog/routes.ts';
import carrinhoRoutes from './cart/routes.ts';
import cuponsRoutes from './coupons/routes.ts';
import pedidosRoutes from './orders/routes.ts';
import pagamentosRoutes from './payments/routes.ts';
import atendentesRoutes from './attendants/routes.ts';
import posVendaRoutes from './orders/after-sale-routes.ts';
import fiscalRoutes from './fiscal/routes.ts';
import operacoesPedidoRoutes from './attendants/order-operations-routes.ts';
import faturasRoutes from './invoices/routes.ts';
import formasPagamentoPedidoRoutes from './payment-methods/routes.ts';
import termosRoutes from './terms/routes.ts';
import acessoRoutes from './access/routes.ts';
import { moduleGatePlugin } from './access/module-gate.ts';
import cadastroRoutes from './accounts/routes.ts';
import recuperacaoRoutes from './accounts/recovery-routes.ts';
import { devOutboxPage } from '../adapters/mail/dev-outbox-page.ts';
import usuariosVinculadosRoutes from './linked-users/routes.ts';
import representantesRoutes from './representatives/routes.ts';
import integracoesRoutes from './integrations/routes.ts';
import loginTokensRoutes from './login-tokens/routes.ts';
import vitrineRoutes from './storefront/routes.ts';

/** Registers every API module (one folder each under modules/). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
  // Before every route: refuses the areas a supplier's `modulos` list switches off (spec §6).
  await app.register(moduleGatePlugin);
  await app.register(usuariosRoutes);
  await app.register(enderecosRoutes);
  await app.register(entregaRoutes);
  await app.register(fornecedorRoutes);
  await app.register(catalogoRoutes);
  await app.register(carrinhoRoutes);
  await app.register(cuponsRoutes);
  await app.register(pedidosRoutes);
  await app.register(pagamentosRoutes);
  await app.register(atendentesRoutes);
  await app.register(posVendaRoutes);
  await app.register(fiscalRoutes);
  await app.register(operacoesPedidoRoutes);
  await app.register(faturasRoutes);
  await app.register(formasPagamentoPedidoRoutes);
  await app.register(termosRoutes);
  await app.register(acessoRoutes);
  await app.register(cadastroRoutes);
  await app.register(recuperacaoRoutes);
  await app.register(devOutboxPage);
  await app.register(usuariosVinculadosRoutes);
  await app.register(representantesRoutes);
  await app.register(integracoesRoutes);
  await app.register(loginTokensRoutes);
  await app.register(vitrineRoutes);
}
