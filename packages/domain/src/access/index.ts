export * from './access-messages.ts';
export * from './modules.ts';
export * from './ordering-gate.ts';
export * from './price-visibility.ts';
