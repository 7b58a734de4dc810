// One linter for the whole tree. Import direction (ARCHITECTURE.md §5.6): domain ← contract ← apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appImports = { group: ['@vitrine/api*', '@vitrine/storefront*', '**/apps/**'], message: 'packages never import apps.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/.react-router/**', 'apps/api/src/db/migrations/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appImports, { group: ['@vitrine/contract*', 'zod', 'fastify*', 'react*', 'drizzle*', 'node:*'], message: 'domain is pure TypeScript: no I/O, no framework.' }] }],
    },
  },
  {
    files: ['packages/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports] }] },
  },
  {
    files: ['apps/storefront/**/*.tsx', 'apps/storefront/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@vitrine/api*', '**/apps/api/**'], message: 'the storefront talks to the API over HTTP only.' }] }],
    },
  },
);
