export * from './invoice-messages.ts';
export * from './invoice-status.ts';
export * from './invoice-credit.ts';
