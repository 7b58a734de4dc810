// One linter for the whole tree. Import direction (ARCHITECTURE.md §5.6): domain ← contract ← apps;
// in the storefront, routes compose features, features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import path from 'node:path';

const appImports = {
  group: ['@vitrine/api*', '@vitrine/storefront*', '**/apps/**'],
  message: 'packages never import apps.',
};

// `~/…` is the storefront's `app/` folder (tsconfig `paths`, Vite alias). It is found from the
// importing file's own location, so the same rule works on any checkout of the tree.
const STOREFRONT_APP = `${path.sep}apps${path.sep}storefront${path.sep}app`;
function storefrontAppOf(directory) {
  const at = directory.lastIndexOf(STOREFRONT_APP + path.sep);
  if (at >= 0) return directory.slice(0, at + STOREFRONT_APP.length);
  return directory.endsWith(STOREFRONT_APP) ? directory : null;
}

// The workspace packages publish TypeScript source through `exports` only; the node resolver
// reads `main`, so it is given the `exports['.']` entry.
function readPackage(readFile, packageFile) {
  const manifest = JSON.parse(readFile(packageFile));
  const entry = manifest.exports?.['.'];
  const source = typeof entry === 'string' ? entry : entry?.types;
  if (!manifest.main && typeof source === 'string') manifest.main = source;
  return manifest;
}

const importResolver = {
  node: {
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    // Workspaces are symlinked into node_modules: follow the link to packages/… and apps/…,
    // otherwise every @vitrine/* import looks like a third-party package.
    preserveSymlinks: false,
    readPackageSync: (readFile, packageFile) => {
      try {
        return readPackage(readFile, packageFile);
      } catch {
        return undefined;
      }
    },
    packageIterator: (request, start, defaultCandidates) => {
      const app = request.startsWith('~/') ? storefrontAppOf(start) : null;
      return app ? [path.join(app, request.slice(2))] : defaultCandidates();
    },
  },
};

// Element types (the architecture's layers), matched from the repository root.
const elements = [
  { type: 'domain', pattern: 'packages/domain', partialMatch: false },
  { type: 'contract', pattern: 'packages/contract', partialMatch: false },
  { type: 'api', pattern: 'apps/api', partialMatch: false },
  { type: 'storefront-routes', pattern: 'apps/storefront/app/routes', partialMatch: false },
  {
    type: 'storefront-feature',
    pattern: 'apps/storefront/app/features/*',
    capture: ['area'],
    partialMatch: false,
  },
  { type: 'storefront-components', pattern: 'apps/storefront/app/components', partialMatch: false },
  { type: 'storefront-lib', pattern: 'apps/storefront/app/lib', partialMatch: false },
  // The app's top-level modules (root.tsx, routes.ts, entry files) compose the app as routes do.
  // Listed after the folders above: a file takes the first element type that matches it.
  { type: 'storefront-routes', pattern: 'apps/storefront/app', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'bench', pattern: 'bench', partialMatch: false },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const packages = ['domain', 'contract'];
const storefront = [
  'storefront-routes',
  'storefront-feature',
  'storefront-components',
  'storefront-lib',
];

// Anything not allowed here is refused. Imports inside one element (a feature importing its own
// files) are internal and always allowed; a feature importing another feature is not.
const policies = [
  { from: { element: { type: 'contract' } }, allow: to('domain') },
  { from: { element: { type: 'api' } }, allow: to(...packages) },
  { from: { element: { types: { anyOf: storefront } } }, allow: to(...packages) },
  {
    from: { element: { type: 'storefront-routes' } },
    allow: to('storefront-routes', 'storefront-feature', 'storefront-components', 'storefront-lib'),
  },
  {
    from: { element: { type: 'storefront-feature' } },
    allow: to('storefront-components', 'storefront-lib'),
  },
  { from: { element: { type: 'storefront-components' } }, allow: to('storefront-lib') },
  { from: { element: { type: 'e2e' } }, allow: to(...packages) },
  // The benchmarks build the API in-process, on the same code the server runs.
  { from: { element: { type: 'bench' } }, allow: to(...packages, 'api') },
];

// `x as unknown as T` silences the compiler instead of proving the type (issue 6 §2).
const noDoubleCast = {
  selector: 'TSAsExpression > TSAsExpression[typeAnnotation.type="TSUnknownKeyword"]',
  message: '`as unknown as` hides a type error: give the value an honest type instead.',
};

// Every user-facing text comes from the messages of @vitrine/domain (ARCHITECTURE.md §3 Texts):
// JSX text, the text attributes, and toasts take a message, never a literal with a letter in it.
const LETTER = '/[A-Za-zÀ-ÿ]/';
const STRING = `Literal[raw=/^['"]/][value=${LETTER}]`;
const TEMPLATE = `TemplateLiteral > TemplateElement[value.raw=${LETTER}]`;
const TEXT_ATTRIBUTE =
  'JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|title|alt|label)$/]';
const CHILD = ':matches(JSXElement, JSXFragment) > JSXExpressionContainer';
const CHOICE = ':matches(ConditionalExpression, LogicalExpression)';
const TOAST = 'CallExpression:matches([callee.name="toast"], [callee.object.name="toast"])';
const textMessage = 'user-facing text lives in @vitrine/domain messages, not inline.';
const noInlineText = [
  [
    'JSX text',
    [
      `JSXText[value=${LETTER}]`,
      `${CHILD} > ${STRING}`,
      `${CHILD} > ${TEMPLATE}`,
      `${CHILD} > ${CHOICE} > ${STRING}`,
    ],
  ],
  [
    'Attribute text',
    [
      `${TEXT_ATTRIBUTE} > ${STRING}`,
      `${TEXT_ATTRIBUTE} > JSXExpressionContainer > ${STRING}`,
      `${TEXT_ATTRIBUTE} > JSXExpressionContainer > ${TEMPLATE}`,
      `${TEXT_ATTRIBUTE} > JSXExpressionContainer > ${CHOICE} > ${STRING}`,
    ],
  ],
  [
    'Toast text',
    [
      `${TOAST} > ${STRING}.arguments`,
      `${TOAST} > ${TEMPLATE.replace('TemplateLiteral', 'TemplateLiteral.arguments')}`,
      `${TOAST} > ObjectExpression > Property[key.name="description"] > ${STRING}`,
    ],
  ],
].flatMap(([what, selectors]) =>
  selectors.map((selector) => ({ selector, message: `${what}: ${textMessage}` })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noDoubleCast],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': importResolver,
      'boundaries/elements': elements,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  },
  {
    // The package's root module is one 660 kB file (every validator and every table: cities,
    // tax codes, banks): a server process that imports it compiles and keeps all of it (ADR
    // 0085). A rule name of its own, so the per-area `no-restricted-imports` lists below do not
    // replace it.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@brazilian-utils/brazilian-utils',
              message:
                'import the function itself: @brazilian-utils/brazilian-utils/<name> (ADR 0085).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            {
              group: ['@vitrine/contract*', 'zod', 'fastify*', 'react*', 'drizzle*', 'node:*'],
              message: 'domain is pure TypeScript: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports] }] },
  },
  {
    // Validation messages are user-facing (400 replies, form errors): they come from the domain's
    // VALIDATION_MSG / MSG. `.describe()` texts are OpenAPI documentation, not messages.
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noDoubleCast,
        {
          selector: `CallExpression:not([callee.property.name="describe"]) > Literal[raw=/^['"]/][value=/[a-zà-ÿ]{2,}\\s/]`,
          message: 'Validation text: ' + textMessage,
        },
      ],
    },
  },
  {
    files: ['apps/storefront/**/*.tsx', 'apps/storefront/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@vitrine/api*', '**/apps/api/**'],
              message: 'the storefront talks to the API over HTTP only.',
            },
          ],
          // A barrel import puts everything the barrel re-exports in the chunk of the importer
          // (Rollup's manual shell chunk follows static imports): ADR 0074.
          paths: [
            {
              name: '@vitrine/domain',
              allowTypeImports: true,
              message: 'import the module itself: @vitrine/domain/<module> (ADR 0074).',
            },
            {
              name: 'lucide-react',
              allowTypeImports: true,
              message: 'import the icon itself: lucide-react/icons/<name> (ADR 0074).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    // Tests render components and raise toasts with their own sample texts.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noDoubleCast, ...noInlineText] },
  },
);
