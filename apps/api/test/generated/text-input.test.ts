import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ContractRoute } from '@vitrine/contract';
import { VALIDATION_MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../test-app.ts';
import type { Cast } from './actors.ts';
import { createExamples, sessionHeaders, type Example } from './examples.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { isTextLeaf, leavesOf, setAt, urlOf, type Leaf, type RequestParts } from './schema-walk.ts';

/**
 * Issue 7, defect 2: a NUL byte (or another control character, or a lone surrogate) in any text
 * field of any route is refused with 400 and the pt-BR message, naming the field, before it
 * reaches the database — for every text field the route table declares, found by walking the
 * schemas, so a new field is covered the day it is added.
 */

const routes = Object.entries(apiRoutes).flatMap(([area, calls]) =>
  Object.entries(calls).map(([name, route]) => ({
    key: `${area}.${name}`,
    route: route as ContractRoute,
  })),
);

let t: TestApp;
let cast: Cast;
let examples: Record<string, Example>;

beforeAll(async () => {
  t = await createTestApp();
  ({ cast, examples } = await createExamples(t));
});
afterAll(() => t.close());

/** The Authorization header of an example's session (a new one for 'fresh'). */
function headersFor(key: string): Promise<Record<string, string>> {
  return sessionHeaders(t, cast, examples[key]!.session);
}

function send(route: ContractRoute, parts: RequestParts, headers: Record<string, string>) {
  const options: InjectOptions = {
    method: route.method,
    url: urlOf(route, parts),
    headers,
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  };
  return t.app.inject(options);
}

const textLeaves = routes.flatMap(({ key, route }) =>
  leavesOf(route)
    .filter((leaf) => isTextLeaf(leaf.schema))
    .map((leaf) => ({ key, route, leaf, field: `${leaf.part}.${leaf.path.join('.')}` })),
);

/** What each part can carry: a query or path value cannot hold a lone surrogate (no UTF-8 for it). */
const POISONS: Record<Leaf['part'], string[]> = {
  params: ['a\u0000b', 'a\u001bb'],
  query: ['a\u0000b', 'a\u0085b', 'a\u0007b'],
  body: ['a\u0000b', 'a\u0085b', 'a\ud800b', '\udc00'],
};

describe('every route has an example the contract accepts', () => {
  it.each(routes)('$key', async ({ key, route }) => {
    expect(examples[key], `no example for ${key}`).toBeDefined();
    const reply = await send(route, examples[key]!.parts, await headersFor(key));
    expect(reply.statusCode, reply.body).not.toBe(400);
    expect(reply.statusCode, reply.body).toBeLessThan(500);
  });
});

describe('the fields issue 7 names are among the text fields walked', () => {
  it.each([
    ['catalog.suggestions', 'query.query'],
    ['catalog.products', 'query.sk'],
    ['addresses.create', 'body.rua'],
    ['addresses.create', 'body.numero'],
    ['addresses.update', 'body.complemento'],
    ['cart.save', 'body.observacao'],
    ['cart.save', 'body.numPedidoCliente'],
    ['orders.submit', 'body.anotacoes'],
    ['orders.submit', 'body.numPedidoCliente'],
    ['users.login', 'body.senha'],
  ])('%s %s', (key, field) => {
    expect(textLeaves.some((l) => l.key === key && l.field === field)).toBe(true);
  });
});

describe('a control character or lone surrogate in a text field: 400, pt-BR, nothing written', () => {
  it.each(textLeaves)('$key $field', async ({ key, route, leaf, field }) => {
    // Sessions first: opening one is a write of its own.
    const headers = await headersFor(key);
    const before = await databaseFingerprint(t.database.db);
    const example = examples[key]!.parts;
    for (const poison of POISONS[leaf.part]) {
      const parts = { ...example, [leaf.part]: setAt(example[leaf.part], leaf.path, poison) };
      const reply = await send(route, parts as RequestParts, headers);
      const label = `${field} = ${JSON.stringify(poison)}: ${reply.body}`;
      expect(reply.statusCode, label).toBe(400);
      expect(reply.json(), label).toMatchObject({ mensagem: VALIDATION_MSG.textInvalid });
    }
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });
});
