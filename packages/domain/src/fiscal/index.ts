// Fiscal documents (NF-e): pure rules.
export * from './chave-acesso.ts';
export * from './allocate.ts';
