export * from './coupon-types.ts';
export * from './coupon-messages.ts';
