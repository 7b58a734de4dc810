export * from './fornecedores.ts';
export * from './catalogo.ts';
export * from './clientes.ts';
export * from './pedidos.ts';
