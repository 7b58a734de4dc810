import { describe, expect, it } from 'vitest';
import { shellChunk } from './shell-chunk';

/** A module graph from `importer → imported` pairs, as Rollup's getModuleInfo answers it. */
function graph(edges: [string, string][]) {
  return {
    getModuleInfo(id: string) {
      return { importers: edges.filter(([, to]) => to === id).map(([from]) => from) };
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
});
