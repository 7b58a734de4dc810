import type { FastifyInstance } from 'fastify';
import usuariosRoutes from './usuarios/routes.ts';
import enderecosRoutes from './enderecos/routes.ts';
import entregaRoutes from './entrega/routes.ts';
import fornecedorRoutes from './fornecedor/routes.ts';
import catalogoRoutes from './catalogo/routes.ts';
import carrinhoRoutes from './carrinho/routes.ts';
import pedidosRoutes from './pedidos/routes.ts';
import pagamentosRoutes from './pagamentos/routes.ts';

/** Registers every API module (one folder each under modules/). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
  await app.register(usuariosRoutes);
  await app.register(enderecosRoutes);
  await app.register(entregaRoutes);
  await app.register(fornecedorRoutes);
  await app.register(catalogoRoutes);
  await app.register(carrinhoRoutes);
  await app.register(pedidosRoutes);
  await app.register(pagamentosRoutes);
}
