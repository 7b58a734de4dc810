export * from './accounts-messages.ts';
export * from './document.ts';
export * from './password-rule.ts';
export * from './characteristics.ts';
export * from './tax-registry-status.ts';
export * from './verification-code.ts';
