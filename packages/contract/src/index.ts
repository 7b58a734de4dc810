export * from './common.ts';
export * from './usuarios.ts';
export * from './enderecos.ts';
export * from './entrega.ts';
export * from './fornecedor.ts';
export * from './catalogo.ts';
export * from './carrinho.ts';
export * from './pedidos.ts';
