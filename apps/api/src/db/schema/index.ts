export * from './suppliers.ts';
export * from './delivery.ts';
export * from './catalog.ts';
export * from './customers.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './coupons.ts';
export * from './attendants.ts';
