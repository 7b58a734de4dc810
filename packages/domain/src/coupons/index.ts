export * from './coupon-types.ts';
export * from './coupon-messages.ts';
export * from './coupon-discount.ts';
export * from './coupon-eligibility.ts';
export * from './coupon-choice.ts';
export * from './coupon-rules-text.ts';
export * from './coupon-ui-messages.ts';
