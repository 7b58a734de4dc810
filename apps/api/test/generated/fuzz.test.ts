import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import type { Cast } from './actors.ts';
import { createExamples, type Example } from './examples.ts';
import { fuzzRoute, fuzzRoutes, mutatedRequest } from './fuzz.ts';

/**
 * Schema fuzz of every route (issue 7): mutated requests never get a 5xx, never a stack trace or
 * SQL text, always `{ mensagem }` on a 4xx, and a refused request changes nothing. Few runs per
 * route here (FUZZ_RUNS, default 15); `npm run bench` runs many more (bench/fuzz.ts).
 */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 15);

let t: TestApp;
let cast: Cast;
let examples: Record<string, Example>;

beforeAll(async () => {
  t = await createTestApp();
  ({ cast, examples } = await createExamples(t));
});
afterAll(() => t.close());

describe('schema fuzz', () => {
  it.each(fuzzRoutes)('$key', async ({ key, route }) => {
    const example = examples[key];
    expect(example, `no example for ${key}`).toBeDefined();
    const { problems } = await fuzzRoute(t, cast, key, route, example!, { numRuns: NUM_RUNS });
    expect(problems).toEqual([]);
  });

  it('builds the hostile shapes it promises', () => {
    const route = fuzzRoutes.find((r) => r.key === 'cart.save')!.route;
    const example = { params: { apptoken: 'vitrine-web~1', idcliente: 1 }, query: {}, body: {} };
    const deep = mutatedRequest(route, example, { kind: 'rawBody', body: '['.repeat(3) });
    expect(deep.payload).toBe('[[[');
    const traversal = mutatedRequest(route, example, {
      kind: 'rawSegment',
      param: 0,
      segment: '..%2F..%2Fdocs',
    });
    expect(traversal.url).toBe('/v2/app/..%2F..%2Fdocs/usuario/1/cart');
  });
});
