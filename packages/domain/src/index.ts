// Public API of @vitrine/domain: every business rule, pure TypeScript over plain data.
export * from './constants.ts';
export * from './delivery.ts';
export * from './duplicate-order.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './order-status.ts';
export * from './pricing.ts';
export * from './quantity.ts';
export * from './search.ts';
export * from './totals.ts';
export * from './ui-messages.ts';
export * from './orders-messages.ts';
export * from './auth-messages.ts';
export * from './checkout-messages.ts';
