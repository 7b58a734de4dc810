import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { apiRoutes, type ContractRoute } from '@vitrine/contract';
import type { TestApp } from '../test-app.ts';
import type { Cast } from './actors.ts';
import { sessionHeaders, type Example } from './examples.ts';
import { databaseFingerprint } from './fingerprint.ts';
import {
  arbitraryOf,
  deleteAt,
  leavesOf,
  setAt,
  urlOf,
  type Leaf,
  type RequestParts,
} from './schema-walk.ts';

/**
 * Schema fuzz (issue 7, "The suite that stays"): requests built from a route's accepted example
 * and its zod schemas, then mutated as an attacker would. Shared by the test suite (few runs per
 * route) and `bench/fuzz.ts` (many).
 */

/** Every route of the table with its `area.name` key. */
export const fuzzRoutes = Object.entries(apiRoutes).flatMap(([area, calls]) =>
  Object.entries(calls).map(([name, route]) => ({
    key: `${area}.${name}`,
    route: route as ContractRoute,
  })),
);

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  '\u0085',
  '\ud800',
  'x'.repeat(100_000),
  "'; DROP TABLE clientes; --",
  "' OR '1'='1",
  '../../../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '1e999',
  '9007199254740993',
  '-1',
  '0x10',
  '[object Object]',
  '__proto__',
  '\u202eevil',
  '😀'.repeat(500),
];
const HOSTILE_NUMBERS = [
  1e308,
  -1e308,
  -0,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  2 ** 31,
  -1,
  0,
  0.1 + 0.2,
  1e-7,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];
const HOSTILE_OTHERS: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2, 3],
  { $gt: '' },
  { __proto__: { admin: true } },
  [[[[[]]]]],
];

/** A value an attacker would put in a field: wrong types, huge, control characters, extremes. */
const hostileValue = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_OTHERS),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

/** Path segments that try to leave their segment or break decoding. */
const RAW_SEGMENTS = [
  '..%2F..%2Fdocs',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '..',
  '%00',
  'a%00b',
  '%5C..%5C',
  'vitrine-web~0',
  'vitrine-web~-1',
  'vitrine-web~1e308',
  'vitrine-web~9007199254740993',
  'vitrine-web~~1',
  'x'.repeat(90),
  // Refused by Fastify's router itself (bad percent-encoding, longer than maxParamLength): the
  // app's frameworkErrors handler answers them with `{ mensagem }` too.
  '%ZZ',
  '%C0%AE%C0%AE',
  '%E0%A4%A',
  'x'.repeat(5000),
];

/** Bodies no schema expects: nesting 10 000 deep, broken or empty JSON. */
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const RAW_BODIES = [
  DEEP_ARRAY,
  DEEP_OBJECT,
  '{"a":',
  '',
  'null',
  '"texto"',
  '[]',
  '{"__proto__":{"x":1}}',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json, text/plain',
];

/** One way to spoil a route's example. */
export type Mutation =
  | { kind: 'field'; leaf: number; value: unknown; generated: boolean }
  | { kind: 'drop'; leaf: number }
  | { kind: 'extra'; part: 'query' | 'body'; key: string; value: unknown }
  | { kind: 'rawBody'; body: string }
  | { kind: 'deepField'; leaf: number; deep: 'array' | 'object' }
  | { kind: 'contentType'; contentType: string }
  | { kind: 'rawSegment'; param: number; segment: string }
  | { kind: 'repeatQuery'; leaf: number };

/** The mutations that apply to a route (a route without a body gets no body mutation). */
export function mutationOf(
  route: ContractRoute,
  segments: readonly string[] = RAW_SEGMENTS,
): fc.Arbitrary<Mutation> {
  return allMutationsOf(route, segments);
}

function allMutationsOf(route: ContractRoute, segments: readonly string[]): fc.Arbitrary<Mutation> {
  const leaves = leavesOf(route);
  const params = [...route.path.matchAll(/:([A-Za-z_]+)/g)];
  const queryLeaves = leaves.filter((l) => l.part === 'query');
  const options: fc.Arbitrary<Mutation>[] = [
    fc.record({
      kind: fc.constant('extra' as const),
      part: fc.constantFrom<'query' | 'body'>(
        ...(route.body ? (['query', 'body'] as const) : (['query'] as const)),
      ),
      key: fc.constantFrom('preco', 'idcliente', 'constructor', 'admin', 'idfornecedor', 'x'),
      value: hostileValue,
    }),
  ];
  if (leaves.length > 0) {
    const leaf = fc.nat({ max: leaves.length - 1 });
    options.push(
      fc.record({
        kind: fc.constant('field' as const),
        leaf,
        value: hostileValue,
        generated: fc.constant(false),
      }),
      leaf.chain((i) =>
        arbitraryOf(leaves[i]!.schema).map((value): Mutation => ({
          kind: 'field',
          leaf: i,
          value,
          generated: true,
        })),
      ),
      fc.record({ kind: fc.constant('drop' as const), leaf }),
    );
  }
  if (route.body) {
    options.push(
      fc.record({ kind: fc.constant('rawBody' as const), body: fc.constantFrom(...RAW_BODIES) }),
      fc.record({
        kind: fc.constant('contentType' as const),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
    );
    const bodyLeaves = leaves.flatMap((l, i) => (l.part === 'body' ? [i] : []));
    if (bodyLeaves.length > 0)
      options.push(
        fc.record({
          kind: fc.constant('deepField' as const),
          leaf: fc.constantFrom(...bodyLeaves),
          deep: fc.constantFrom<'array' | 'object'>('array', 'object'),
        }),
      );
  }
  if (params.length > 0)
    options.push(
      fc.record({
        kind: fc.constant('rawSegment' as const),
        param: fc.nat({ max: params.length - 1 }),
        segment: fc.constantFrom(...segments),
      }),
    );
  if (queryLeaves.length > 0)
    options.push(
      fc.record({
        kind: fc.constant('repeatQuery' as const),
        leaf: fc.constantFrom(...queryLeaves.map((l) => leaves.indexOf(l))),
      }),
    );
  return fc.oneof(...options);
}

const DEEP_MARKER = '\u0001DEEP\u0001';

/** The request a mutation makes of an example. */
export function mutatedRequest(
  route: ContractRoute,
  example: RequestParts,
  mutation: Mutation,
): InjectOptions {
  const leaves: Leaf[] = leavesOf(route);
  let parts: RequestParts = { ...example };
  const put = (leaf: Leaf, transform: (part: unknown) => unknown) => {
    parts = { ...parts, [leaf.part]: transform(parts[leaf.part]) };
  };
  let rawBody: string | undefined;
  let contentType: string | undefined;
  switch (mutation.kind) {
    case 'field':
      put(leaves[mutation.leaf]!, (p) => setAt(p, leaves[mutation.leaf]!.path, mutation.value));
      break;
    case 'drop':
      put(leaves[mutation.leaf]!, (p) => deleteAt(p, leaves[mutation.leaf]!.path));
      break;
    case 'extra':
      parts = {
        ...parts,
        [mutation.part]: setAt(parts[mutation.part], [mutation.key], mutation.value),
      };
      break;
    case 'deepField':
      // Spliced in as text: JSON.stringify itself would overflow the stack on 10 000 levels.
      put(leaves[mutation.leaf]!, (p) => setAt(p, leaves[mutation.leaf]!.path, DEEP_MARKER));
      rawBody = JSON.stringify(parts.body).replace(
        JSON.stringify(DEEP_MARKER),
        mutation.deep === 'array' ? DEEP_ARRAY : DEEP_OBJECT,
      );
      break;
    case 'rawBody':
      rawBody = mutation.body;
      contentType = 'application/json';
      break;
    case 'contentType':
      rawBody = JSON.stringify(parts.body);
      contentType = mutation.contentType;
      break;
    case 'rawSegment':
    case 'repeatQuery':
      break;
  }
  let url = urlOf(route, parts);
  if (mutation.kind === 'rawSegment') {
    const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
    const withMarker = urlOf(route, {
      ...parts,
      params: { ...parts.params, [names[mutation.param]!]: '\u0001MARK\u0001' },
    });
    url = withMarker.replace(encodeURIComponent('\u0001MARK\u0001'), mutation.segment);
  }
  if (mutation.kind === 'repeatQuery') {
    const name = String(leaves[mutation.leaf]!.path[0]);
    url += `${url.includes('?') ? '&' : '?'}${name}=1&${name}[]=2&${name}[a]=3`;
  }
  const payload = rawBody ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
  return {
    method: route.method,
    url,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': contentType ?? 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  };
}

/** What must never reach a client: stack frames, file paths, SQL and driver errors. */
export const LEAK =
  /at .*\.[cm]?[jt]s:\d|node_modules|\/src\/|\bSELECT\b|\bINSERT\b|\bUPDATE\b .*\bSET\b|\bDELETE FROM\b|syntax error|violates|duplicate key|relation "|column "|invalid byte sequence|unsupported Unicode|PGlite|drizzle|ZodError|Maximum call stack/;

/** A request and what went wrong with its reply, for a failing run's report. */
export interface FuzzProblem {
  route: string;
  request: InjectOptions;
  status: number;
  body: string;
  problem: string;
}

const describeRequest = (r: InjectOptions) => {
  const payload =
    typeof r.payload === 'string' && r.payload.length > 300
      ? `${r.payload.slice(0, 300)}… (${r.payload.length} chars)`
      : r.payload;
  const url = typeof r.url === 'string' && r.url.length > 300 ? `${r.url.slice(0, 300)}…` : r.url;
  return { ...r, url, payload };
};

/**
 * Runs `numRuns` mutated requests against one route and returns what broke the rules: a 5xx,
 * a leak in an error body, a 4xx without a JSON `{ mensagem }`, or a refused request that changed
 * the database.
 */
export async function fuzzRoute(
  t: TestApp,
  cast: Cast,
  key: string,
  route: ContractRoute,
  example: Example,
  options: { numRuns: number; seed?: number; segments?: readonly string[] },
): Promise<{ problems: FuzzProblem[]; statuses: Record<number, number>; requests: number }> {
  const problems: FuzzProblem[] = [];
  const statuses: Record<number, number> = {};
  let requests = 0;
  let current = await databaseFingerprint(t.database.db);
  await fc.assert(
    fc.asyncProperty(mutationOf(route, options.segments), async (mutation) => {
      const request = mutatedRequest(route, example.parts, mutation);
      if (example.session !== 'none') {
        request.headers = {
          ...request.headers,
          ...(await sessionHeaders(t, cast, example.session)),
        };
        if (example.session.endsWith('fresh')) current = await databaseFingerprint(t.database.db);
      }
      const reply = await t.app.inject(request);
      requests += 1;
      statuses[reply.statusCode] = (statuses[reply.statusCode] ?? 0) + 1;
      const report = (problem: string) =>
        problems.push({
          route: key,
          request: describeRequest(request),
          status: reply.statusCode,
          body: reply.body.slice(0, 500),
          problem,
        });
      if (reply.statusCode >= 500) report('5xx');
      if (reply.statusCode >= 400) {
        if (LEAK.test(reply.body)) report('leak in the body');
        let mensagem: unknown;
        try {
          mensagem = reply.json<{ mensagem?: unknown }>().mensagem;
        } catch {
          mensagem = undefined;
        }
        if (
          typeof mensagem !== 'string' ||
          !String(reply.headers['content-type']).startsWith('application/json')
        )
          report('no JSON { mensagem }');
        const after = await databaseFingerprint(t.database.db);
        const moved = Object.keys(after).filter((table) => after[table] !== current[table]);
        if (moved.length > 0) report(`refused but changed ${moved.join(', ')}`);
        current = after;
      } else {
        current = await databaseFingerprint(t.database.db);
      }
    }),
    { numRuns: options.numRuns, ...(options.seed === undefined ? {} : { seed: options.seed }) },
  );
  return { problems, statuses, requests };
}
