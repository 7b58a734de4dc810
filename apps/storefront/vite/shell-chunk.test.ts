import { describe, expect, it } from 'vitest';
import { SMALL_SHARED_MODULE, shellChunk } from './shell-chunk';

/**
 * A module graph from `importer → imported` pairs (and `lazy` ones, dynamic imports), as Rollup's
 * getModuleInfo answers it; every module's code is `code[id]`, else 5,000 characters.
 */
function graph(
  edges: [string, string][],
  code: Record<string, number> = {},
  lazy: [string, string][] = [],
) {
  return {
    getModuleInfo(id: string) {
      return {
        importers: edges.filter(([, to]) => to === id).map(([from]) => from),
        dynamicImporters: lazy.filter(([, to]) => to === id).map(([from]) => from),
        importedIds: edges.filter(([from]) => from === id).map(([, to]) => to),
        code: 'x'.repeat(code[id] ?? 5_000),
      };
    },
  };
}

const modules = graph([
  ['/s/app/entry.client.tsx', '/nm/react-router/index.js'],
  ['/s/app/routes/supplier-layout.tsx?__react-router-build-client-route', '/s/app/header.tsx'],
  ['/s/app/header.tsx', '/s/app/icons.tsx'],
  ['/s/app/routes/checkout.tsx', '/s/app/checkout-form.tsx'],
  ['/s/app/routes/checkout.tsx', '/s/app/icons.tsx'],
  ['/s/app/cycle-a.ts', '/s/app/cycle-b.ts'],
  ['/s/app/cycle-b.ts', '/s/app/cycle-a.ts'],
]);

describe('shellChunk', () => {
  it('puts what the entry, root or supplier layout import, at any depth, in the shell', () => {
    expect(shellChunk('/nm/react-router/index.js', modules)).toBe('shell');
    expect(shellChunk('/s/app/header.tsx', modules)).toBe('shell');
    expect(shellChunk('/s/app/icons.tsx', modules)).toBe('shell');
    expect(
      shellChunk('/s/app/routes/supplier-layout.tsx?__react-router-build-client-route', modules),
    ).toBe('shell');
  });

  it('leaves what only a page imports, and import cycles outside the shell, to Rollup', () => {
    expect(shellChunk('/s/app/checkout-form.tsx', modules)).toBeUndefined();
    expect(shellChunk('/s/app/routes/checkout.tsx', modules)).toBeUndefined();
    expect(shellChunk('/s/app/cycle-a.ts', modules)).toBeUndefined();
    // The entry's own code runs once the route table is set: never inside a route's chunk.
    expect(shellChunk('/s/app/entry.client.tsx', modules)).toBeUndefined();
  });

  it('adds a small module that several modules import, when all it imports is in the shell', () => {
    const small = SMALL_SHARED_MODULE;
    const pages = graph(
      [
        ['/s/app/entry.client.tsx', '/s/app/lib/format.ts'],
        ['/s/app/routes/orders.tsx', '/s/app/page-title.ts'],
        ['/s/app/routes/checkout.tsx', '/s/app/page-title.ts'],
        ['/s/app/page-title.ts', '/s/app/lib/format.ts'],
        // Small and shared, but it imports a module that is not in the shell.
        ['/s/app/routes/orders.tsx', '/s/app/cep-input.ts'],
        ['/s/app/routes/checkout.tsx', '/s/app/cep-input.ts'],
        ['/s/app/cep-input.ts', '/nm/mask/helpers.js'],
        // Small, but one module imports it.
        ['/s/app/routes/checkout.tsx', '/s/app/checkout-only.ts'],
        // Shared, but large.
        ['/s/app/routes/orders.tsx', '/s/app/status-badge.tsx'],
        ['/s/app/routes/checkout.tsx', '/s/app/status-badge.tsx'],
        // Small, and two modules import it, but one of them is a library's own file: a library's
        // internal helpers stay with the library (ADR 0085).
        ['/s/app/routes/orders.tsx', '/s/node_modules/lib/format-cpf.js'],
        ['/s/node_modules/lib/format-cnpj.js', '/s/node_modules/lib/format-cpf.js'],
        ['/s/app/routes/checkout.tsx', '/s/node_modules/lib/format-cnpj.js'],
        // Small and shared, but also a lazy component's module.
        ['/s/app/routes/orders.tsx', '/s/app/pix.tsx'],
        ['/s/app/routes/checkout.tsx', '/s/app/pix.tsx'],
      ],
      {
        '/s/app/page-title.ts': small,
        '/s/app/cep-input.ts': small,
        '/s/app/checkout-only.ts': 10,
        '/s/app/status-badge.tsx': small + 1,
        '/s/app/pix.tsx': 10,
        '/s/node_modules/lib/format-cpf.js': 10,
      },
      [['/s/app/routes/order-detail.tsx', '/s/app/pix.tsx']],
    );
    expect(shellChunk('/s/app/page-title.ts', pages)).toBe('shell');
    expect(shellChunk('/s/app/cep-input.ts', pages)).toBeUndefined();
    expect(shellChunk('/s/app/checkout-only.ts', pages)).toBeUndefined();
    expect(shellChunk('/s/app/status-badge.tsx', pages)).toBeUndefined();
    expect(shellChunk('/s/app/pix.tsx', pages)).toBeUndefined();
    expect(shellChunk('/s/node_modules/lib/format-cpf.js', pages)).toBeUndefined();
  });
});
