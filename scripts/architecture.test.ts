/**
 * Architecture checks of issue 6 that need the whole tree or the contract at run time:
 *   - the storefront never re-declares a contract payload by hand (it imports the contract's types);
 *   - every workspace declares each package it imports (nothing works only by hoisting);
 *   - route files stay small (composition only, ARCHITECTURE.md §5.6);
 *   - the lint rules that prove the other checks (import boundaries, `as unknown as`, inline
 *     user-facing text) do report what they promise.
 * Each check runs over small in-memory fixtures, proving it can fail, and over the real tree.
 * Run: `npm run lint` (or `npx vitest run --project architecture`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STOREFRONT_APP = path.join(ROOT, 'apps/storefront/app');
const MAX_ROUTE_LINES = 200;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs'];
// Output, caches and dependencies: not code anyone wrote in this tree.
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  'build',
  'dist',
  'test-results',
  'playwright-report',
]);

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** Every source file under `directory`, skipping output folders and dot-folders (`.react-router`…). */
function sourceFiles(directory: string, skip: ReadonlySet<string> = new Set()): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_DIRECTORIES.has(entry.name) || entry.name.startsWith('.') || skip.has(full))
        continue;
      files.push(...sourceFiles(full, skip));
    } else if (SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
      files.push(full);
    }
  }
  return files.sort();
}

// ---------------------------------------------------------------------------------------------
// Hand-copied contract types
// ---------------------------------------------------------------------------------------------

/** The parts of a zod 4 schema this walk reads: its definition, with the object's shape. */
type SchemaDefinition = { type?: string; shape?: Record<string, unknown>; getter?: () => unknown };

function definitionOf(value: unknown): SchemaDefinition | undefined {
  return (value as { _zod?: { def?: SchemaDefinition } } | null)?._zod?.def;
}

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  return Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The field names of every object schema reachable from a module's exports, one set per schema:
 * the keys of each `z.object` shape, recursively through arrays, optionals, unions, pipes,
 * records and lazies, and through plain objects holding schemas (the route table).
 */
export function contractShapes(moduleExports: Record<string, unknown>): Set<string>[] {
  const shapes: Set<string>[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const definition = definitionOf(value);
    if (!definition) {
      if (isPlainContainer(value)) Object.values(value).forEach(visit);
      return;
    }
    for (const [key, part] of Object.entries(definition)) {
      if (key === 'shape' && definition.type === 'object' && part) {
        shapes.push(new Set(Object.keys(part as Record<string, unknown>)));
        Object.values(part as Record<string, unknown>).forEach(visit);
      } else if (Array.isArray(part)) {
        part.forEach(visit);
      } else if (definitionOf(part)) {
        visit(part);
      }
    }
    if (definition.type === 'lazy' && definition.getter) visit(definition.getter());
  };
  Object.values(moduleExports).forEach(visit);
  return shapes;
}

/** How many fields of one contract object a declaration must repeat to count as a copy. */
export const MIN_COPIED_FIELDS = 4;

/**
 * `interface X {…}` and `type X = {…}` declarations that repeat {@link MIN_COPIED_FIELDS} or more
 * fields of one contract object: a payload copied by hand, which drifts from the API the day the
 * contract changes (derive it with `Pick<…>` or import it instead). Fewer shared names are just
 * the spec's vocabulary (`idcliente`, `nome`) used inside the storefront.
 */
export function copiedContractTypes(
  file: string,
  source: string,
  shapes: readonly ReadonlySet<string>[],
): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const findings: string[] = [];
  const check = (name: ts.Identifier, members: ts.NodeArray<ts.TypeElement>) => {
    const declared = members
      .filter(ts.isPropertySignature)
      .map((member) => member.name.getText(sourceFile).replace(/^['"]|['"]$/g, ''));
    let copied: string[] = [];
    for (const shape of shapes) {
      const common = declared.filter((field) => shape.has(field));
      if (common.length > copied.length) copied = common;
    }
    if (copied.length < MIN_COPIED_FIELDS) return;
    const line = sourceFile.getLineAndCharacterOfPosition(name.getStart(sourceFile)).line + 1;
    findings.push(`${file}:${line} ${name.text} (${copied.join(', ')})`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node)) check(node.name, node.members);
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type))
      check(node.name, node.type.members);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

// ---------------------------------------------------------------------------------------------
// Undeclared imports
// ---------------------------------------------------------------------------------------------

const IMPORT_PATTERNS = [
  // import x from 'y' · import type { X } from 'y' · export { x } from 'y' · export * from 'y'
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import 'y' (side effects only)
  /\bimport\s+['"]([^'"]+)['"]/g,
  // import('y') · require('y')
  /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const BUILTINS = new Set(builtinModules);

/** Every module specifier a source file imports, type-only imports included. */
export function importedSpecifiers(source: string): string[] {
  return IMPORT_PATTERNS.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1]!),
  );
}

/** The npm package a specifier names, or null for relative, alias, built-in and virtual modules. */
export function packageOf(specifier: string): string | null {
  if (/^(\.|\/|~\/|node:|virtual:)/.test(specifier) || BUILTINS.has(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

type Manifest = {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

/** `file: package` for each package imported by `files` that `manifest` does not declare. */
export function undeclaredImports(
  manifest: Manifest,
  files: { file: string; source: string }[],
): string[] {
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  const findings = new Set<string>();
  for (const { file, source } of files) {
    for (const specifier of importedSpecifiers(source)) {
      const name = packageOf(specifier);
      if (name && name !== manifest.name && !declared.has(name)) findings.add(`${file}: ${name}`);
    }
  }
  return [...findings];
}

// ---------------------------------------------------------------------------------------------
// Route file size
// ---------------------------------------------------------------------------------------------

/** Route files longer than `max` lines (a trailing newline does not count as a line). */
export function longRouteFiles(
  files: { file: string; source: string }[],
  max = MAX_ROUTE_LINES,
): string[] {
  return files
    .map(({ file, source }) => ({ file, lines: source.replace(/\n$/, '').split('\n').length }))
    .filter(({ lines }) => lines > max)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

describe('no hand-copied contract type in the storefront', () => {
  const shapes = [
    new Set(['numpedido', 'status', 'statusTexto', 'totalpedido', 'data']),
    new Set(['idfornecedor', 'nome', 'slug', 'tag']),
  ];

  it('reports a type or interface repeating four or more fields of one contract object', () => {
    const source = [
      'export interface Pedido { numpedido: number; status: string; statusTexto: string; totalpedido: number; extra: string }',
      "type Loja = { 'idfornecedor': string; nome: string; slug: string; tag: string[] };",
      'type Props = { nome: string; numpedido: number; status: string; onClose(): void };',
      'type Alias = Pick<Contract, "numpedido" | "status" | "statusTexto" | "totalpedido">;',
      'function f() { interface Inner { numpedido: number; status: string; statusTexto: string; data: string } }',
    ].join('\n');
    expect(copiedContractTypes('fixture.tsx', source, shapes)).toEqual([
      'fixture.tsx:1 Pedido (numpedido, status, statusTexto, totalpedido)',
      'fixture.tsx:2 Loja (idfornecedor, nome, slug, tag)',
      'fixture.tsx:5 Inner (numpedido, status, statusTexto, data)',
    ]);
  });

  it('reads the object shapes from the contract at run time', async () => {
    const fields = new Set((await realContractShapes()).flatMap((shape) => [...shape]));
    // Spec names of three areas (catalog, cart, orders): the walk reaches nested and array shapes.
    expect([...fields]).toEqual(
      expect.arrayContaining(['idfornecedor', 'produtosSelecionados', 'numpedido']),
    );
  });

  it('finds none in apps/storefront/app', async () => {
    const shapes = await realContractShapes();
    const findings = sourceFiles(STOREFRONT_APP)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) => copiedContractTypes(relative(file), readFileSync(file, 'utf8'), shapes));
    expect(findings).toEqual([]);
  });
});

describe('every workspace declares what it imports', () => {
  it('reads bare imports of every form, type-only included', () => {
    const source = [
      "import a from 'alpha';",
      "import type { B } from '@scope/beta/sub';",
      "import {\n  c,\n  type D,\n} from 'gamma/deep/path';",
      "export * from 'delta';",
      "import 'side-effect';",
      "const lazy = await import('lazy-one');",
      "const cjs = require('old-style');",
      "import { readFile } from 'node:fs/promises';",
      "import path from 'path';",
      "import local from './local.ts';",
      "import alias from '~/lib/format';",
    ].join('\n');
    expect(importedSpecifiers(source).map(packageOf).filter(Boolean).sort()).toEqual(
      ['@scope/beta', 'alpha', 'delta', 'gamma', 'lazy-one', 'old-style', 'side-effect'].sort(),
    );
  });

  it('reports packages the manifest does not declare, in any dependency field', () => {
    const manifest: Manifest = {
      name: '@vitrine/self',
      dependencies: { alpha: '1' },
      devDependencies: { '@scope/beta': '1' },
      peerDependencies: { gamma: '1' },
    };
    const files = [
      { file: 'a.ts', source: "import a from 'alpha';\nimport type { B } from '@scope/beta';" },
      {
        file: 'b.tsx',
        source:
          "import { g } from 'gamma';\nimport type { Z } from 'zeta';\nimport s from '@vitrine/self';",
      },
    ];
    expect(undeclaredImports(manifest, files)).toEqual(['b.tsx: zeta']);
  });

  it('finds none in the root and in any workspace', () => {
    const rootManifest = readManifest(ROOT);
    const workspaces = (rootManifest.workspaces ?? []).map((workspace) =>
      path.join(ROOT, workspace),
    );
    const findings = [ROOT, ...workspaces].flatMap((directory) => {
      // The root's own files only: each workspace answers for its folder.
      const skip = directory === ROOT ? new Set(workspaces) : new Set<string>();
      const files = sourceFiles(directory, skip)
        // This file's fixtures are import statements written as text.
        .filter((file) => file !== fileURLToPath(import.meta.url))
        .map((file) => ({ file: relative(file), source: readFileSync(file, 'utf8') }));
      return undeclaredImports(readManifest(directory), files);
    });
    expect(findings).toEqual([]);
  });
});

describe(`route files stay under ${MAX_ROUTE_LINES} lines`, () => {
  it('reports a long route file', () => {
    const files = [
      { file: 'short.tsx', source: 'line\n'.repeat(MAX_ROUTE_LINES) },
      { file: 'long.tsx', source: 'line\n'.repeat(MAX_ROUTE_LINES + 1) },
    ];
    expect(longRouteFiles(files)).toEqual([`long.tsx: ${MAX_ROUTE_LINES + 1} lines`]);
  });

  it('finds none in apps/storefront/app/routes', () => {
    const files = sourceFiles(path.join(STOREFRONT_APP, 'routes')).map((file) => ({
      file: relative(file),
      source: readFileSync(file, 'utf8'),
    }));
    expect(longRouteFiles(files)).toEqual([]);
  });
});

describe('the lint rules report what they promise', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  /** `line: rule` of each problem ESLint reports on `code` linted as the file `file`. */
  async function problems(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages
      .map((message) => `${message.line}: ${message.ruleId ?? message.message}`)
      .sort();
  }

  it('keeps domain ← contract ← apps', async () => {
    expect(
      await problems('packages/domain/src/probe.ts', "export * from '@vitrine/contract';\n"),
    ).toEqual(['1: boundaries/dependencies', '1: no-restricted-imports']);
    expect(
      await problems('packages/contract/src/probe.ts', "export * from '@vitrine/domain';\n"),
    ).toEqual([]);
    expect(await problems('apps/api/src/probe.ts', "export * from '@vitrine/contract';\n")).toEqual(
      [],
    );
    expect(
      await problems('apps/api/src/probe.ts', "export * from '../../storefront/app/root';\n"),
    ).toEqual(['1: boundaries/dependencies']);
  });

  it('lets routes compose features, and keeps features apart', async () => {
    const [area, file] = aFeatureModule();
    const target = `~/features/${area}/${file}`;
    expect(
      await problems('apps/storefront/app/routes/probe.tsx', `export * from '${target}';\n`),
    ).toEqual([]);
    expect(
      await problems(
        `apps/storefront/app/features/${area}/probe.ts`,
        `export * from './${file}';\n`,
      ),
    ).toEqual([]);
    expect(
      await problems(
        'apps/storefront/app/features/other-area/probe.ts',
        `export * from '${target}';\n`,
      ),
    ).toEqual(['1: boundaries/dependencies']);
    expect(
      await problems('apps/storefront/app/components/probe.ts', `export * from '${target}';\n`),
    ).toEqual(['1: boundaries/dependencies']);
    expect(
      await problems('apps/storefront/app/lib/probe.ts', "export * from '../root';\n"),
    ).toEqual(['1: boundaries/dependencies']);
  });

  it('refuses `as unknown as`', async () => {
    expect(
      await problems(
        'apps/api/src/probe.ts',
        'export const n = (1 as unknown as string).length;\n',
      ),
    ).toEqual(['1: no-restricted-syntax']);
    expect(
      await problems('apps/api/src/probe.ts', 'export const n = (1 as number).toFixed();\n'),
    ).toEqual([]);
  });

  it('refuses user-facing text outside the messages', async () => {
    const code = [
      "import { toast } from 'sonner';",
      "import { MSG } from '@vitrine/domain/messages';",
      'export const A = () => <p>Entrega no endereço</p>;',
      'export const B = () => <input aria-label="Buscar" placeholder={`Digite`} />;',
      "export const C = (x: boolean) => <p>{x ? 'Sim' : MSG.no}</p>;",
      "export const D = () => toast.error('Falhou');",
      'export const E = () => <p title={MSG.title}>{MSG.body} · 42</p>;',
      "export const F = () => toast.error(MSG.failed, { description: 'Tente de novo' });",
      'export const G = () => <div className="flex gap-2" role="status" />;',
    ].join('\n');
    expect(await problems('apps/storefront/app/components/probe.tsx', code)).toEqual([
      '3: no-restricted-syntax',
      '4: no-restricted-syntax',
      '4: no-restricted-syntax',
      '5: no-restricted-syntax',
      '6: no-restricted-syntax',
      '8: no-restricted-syntax',
    ]);
  });

  it('refuses a value import from a barrel in the storefront (ADR 0074)', async () => {
    const code = [
      "import { MSG } from '@vitrine/domain';",
      "import { X } from 'lucide-react';",
      "import type { Centavos } from '@vitrine/domain';",
      "import type { LucideIcon } from 'lucide-react';",
      "import { UI_TEXT } from '@vitrine/domain/ui-messages';",
      "import Plus from 'lucide-react/icons/plus';",
      'export const all: [unknown, unknown, Centavos | null, LucideIcon | null, unknown, unknown] =',
      '  [MSG, X, null, null, UI_TEXT, Plus];',
    ].join('\n');
    expect(await problems('apps/storefront/app/lib/probe.ts', code)).toEqual([
      '1: no-restricted-imports',
      '2: no-restricted-imports',
    ]);
  });
});

function readManifest(directory: string): Manifest {
  return JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as Manifest;
}

let contractShapesOnce: Promise<Set<string>[]> | undefined;
/** The object shapes of the contract package's entry (its `exports['.']`), loaded once. */
function realContractShapes(): Promise<Set<string>[]> {
  contractShapesOnce ??= (async () => {
    const directory = path.join(ROOT, 'packages/contract');
    const exported = (
      readManifest(directory) as { exports?: Record<string, string | { types?: string }> }
    ).exports?.['.'];
    const entry = (typeof exported === 'string' ? exported : exported?.types) ?? 'index.ts';
    const moduleExports = (await import(pathToFileURL(path.join(directory, entry)).href)) as Record<
      string,
      unknown
    >;
    return contractShapes(moduleExports);
  })();
  return contractShapesOnce;
}

/** A feature folder and one of its modules (extension dropped), whatever the features are today. */
function aFeatureModule(): [string, string] {
  const features = path.join(STOREFRONT_APP, 'features');
  for (const area of readdirSync(features).sort()) {
    const file = sourceFiles(path.join(features, area)).find(
      (candidate) => path.dirname(candidate) === path.join(features, area),
    );
    if (file) return [area, path.basename(file).replace(/\.tsx?$/, '')];
  }
  throw new Error('no feature module under apps/storefront/app/features');
}
