import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@vitrine/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = Object.entries(apiRoutes).flatMap(([area, routes]) =>
  Object.entries(routes).map(([name, route]) => ({ key: `${area}.${name}`, route })),
);

describe("the API serves the contract's route table", () => {
  it.each(rows)('$key is registered at its method and path', ({ route }) => {
    expect(t.app.hasRoute({ method: route.method, url: route.path })).toBe(true);
  });

  it('documents every route with its auth in /docs (OpenAPI security)', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    for (const { key, route } of rows) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = spec.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(operation, key).toBeDefined();
      expect(operation?.security !== undefined, key).toBe(route.auth !== 'public');
    }
  });
});
