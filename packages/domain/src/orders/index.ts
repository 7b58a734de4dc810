// Order after-sale rules: actions, invoicing amounts, rating, list query, texts.
export * from './after-sale-messages.ts';
export * from './customer-actions.ts';
export * from './invoicing.ts';
export * from './order-list-query.ts';
export * from './rating.ts';
export * from './quote-request.ts';
