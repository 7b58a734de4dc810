// Payments: installments, pre-authorisation, boleto numbers, charge states and texts.
export * from './boleto.ts';
export * from './charge-status.ts';
export * from './installments.ts';
export * from './messages.ts';
export * from './pre-authorisation.ts';
export * from './receipt-rule.ts';
