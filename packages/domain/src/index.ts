// Public API of @vitrine/domain: every business rule, pure TypeScript over plain data.
export * from './approval.ts';
export * from './cart-messages.ts';
export * from './catalog-messages.ts';
export * from './constants.ts';
export * from './decimal-product.ts';
export * from './delivery.ts';
export * from './duplicate-order.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './order-status.ts';
export * from './payments.ts';
export * from './pricing.ts';
export * from './quantity.ts';
export * from './quantity-input.ts';
export * from './search.ts';
export * from './totals.ts';
