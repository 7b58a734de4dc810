import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from './route-table.ts';
import { fillPath, matchRoute, routePaths, type RoutePath } from './route-paths.ts';

const entries = Object.entries(apiRoutes).flatMap(([area, calls]) =>
  Object.entries(calls).map(([name, route]) => ({ key: `${area}.${name}`, route })),
);

describe('route table', () => {
  it('defines every path of route-paths.ts, once, and nothing else', () => {
    const pathKeys = Object.entries(routePaths).flatMap(([area, calls]) =>
      Object.keys(calls).map((name) => `${area}.${name}`),
    );
    expect(entries.map((e) => e.key).sort()).toEqual(pathKeys.sort());
    expect(new Set(entries.map((e) => `${e.route.method} ${e.route.path}`)).size).toBe(
      entries.length,
    );
  });

  it.each(entries)('$key declares exactly the path parameters of its path', ({ route }) => {
    const inPath = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).sort();
    const declared =
      'params' in route && route.params
        ? Object.keys((route.params as z.ZodObject).shape).sort()
        : [];
    expect(declared).toEqual(inPath);
  });

  it.each(entries)('$key is matched back from a filled path', ({ key, route }) => {
    const params = Object.fromEntries(
      [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], '7']),
    );
    expect(matchRoute(route.method, fillPath(route.path, params))?.key).toBe(key);
  });
});

describe('matchRoute', () => {
  const cart = routePaths.cart.save as RoutePath;
  it('decodes parameters and refuses encoded separators and traversal', () => {
    expect(matchRoute('POST', '/v2/app/vitrine-web~42/usuario/42/cart')?.params).toEqual({
      apptoken: 'vitrine-web~42',
      idcliente: '42',
    });
    expect(matchRoute('POST', '/v2/app/a%2F..%2Fb/usuario/42/cart')).toBeNull();
    expect(matchRoute('POST', '/v2/app/a%5Cb/usuario/42/cart')).toBeNull();
    expect(matchRoute('POST', '/v2/app/%E0%A4%A/usuario/42/cart')).toBeNull();
    expect(matchRoute('GET', '/docs')).toBeNull();
    expect(matchRoute('DELETE', cart.path)).toBeNull();
  });
});

describe('fillPath', () => {
  it('encodes values so that they stay one segment', () => {
    expect(fillPath('/a/:x/b', { x: '../c' })).toBe('/a/..%2Fc/b');
  });
  it('throws for a missing parameter (a programming error)', () => {
    expect(() => fillPath('/a/:x', {})).toThrow(/x/);
  });
});
