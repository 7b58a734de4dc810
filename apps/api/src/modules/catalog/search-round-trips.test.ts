import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';

/**
 * The statements one search sends to the database (issue 12 §2: searches at hundreds per
 * second). Each is a round trip, and each composed one is parsed and planned for the request,
 * so their number is a cost these tests hold (ADR 0096): a change that adds one fails here and
 * says which.
 */
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;
let t: TestApp;
let recording: string[] | null = null;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: {
        logQuery(query) {
          recording?.push(query.replace(/\s+/g, ' ').trim().slice(0, 90));
        },
      },
    },
  );
});

afterAll(async () => {
  await t?.close();
});

/** The statements the second of two identical requests sends (the first warms the caches). */
async function statementsOf(url: string): Promise<string[]> {
  const first = await t.app.inject({ method: 'GET', url });
  expect(first.statusCode, first.body).toBe(200);
  recording = [];
  try {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json()).length).toBeGreaterThan(50);
    // A transaction's BEGIN and COMMIT are logged on PostgreSQL, not on PGlite: left out.
    return recording.filter((s) => !/^(begin|commit)$/i.test(s));
  } finally {
    recording = null;
  }
}

const listing = (query: string) => `/v2/app/vitrine-web/listaprodutos/${MAR}?${query}`;

describe('round trips of a search of several words (ADR 0096, ADR 0097, ADR 0098)', () => {
  it('relevance, one term per word: the stems, the total and the page with its rows in one', async () => {
    const statements = await statementsOf(listing('sk=leite%20integral'));
    expect(statements, statements.join('\n')).toHaveLength(1);
    const body = await t.app.inject({ method: 'GET', url: listing('sk=leite%20integral') });
    expect(body.json().produtos.length).toBeGreaterThan(1);
  });

  // The page ranked among the matches merges a word of several terms in a transaction of merge
  // joins (withMergeJoins): its settings are one statement more (a planner left free hashed every
  // entry of four short prefixes, "agua 1,5 l" at 1M, past the statement timeout).
  it('relevance, a word of several terms: that statement, then the stems, the total and the page in merge joins; the same text again, without that statement', async () => {
    recording = [];
    try {
      const res = await t.app.inject({ method: 'GET', url: listing('sk=leite%20in') });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        recording.filter((s) => !/^(begin|commit)$/i.test(s)),
        recording.join('\n'),
      ).toHaveLength(5);
      expect(recording.some((s) => s.includes("set_config('enable_nestloop', 'off'"))).toBe(true);
    } finally {
      recording = null;
    }
    // Its few matches are merged again for each page (the page comes from them).
    const statements = await statementsOf(listing('sk=leite%20in'));
    expect(statements, statements.join('\n')).toHaveLength(4);
  });

  // The joins of several words' entries run in a transaction of merge joins (withMergeJoins):
  // its settings are one statement more, and its BEGIN and COMMIT two round trips not counted.
  // Before the deep page below: a total its merge counts is remembered for every order (ADR 0105).
  it('another order: the stems, the total, the merged page in merge joins, then its rows; the total once (ADR 0103)', async () => {
    const url = listing('sk=leite%20integral&ordenacao=MENOR_PRECO');
    recording = [];
    let first: string[];
    try {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      first = recording.filter((s) => !/^(begin|commit)$/i.test(s));
    } finally {
      recording = null;
    }
    expect(first, first.join('\n')).toHaveLength(5);
    expect(first[2]).toMatch(/^SELECT set_config\('enable_nestloop', 'off', true\)/);
    expect(first[4]).toMatch(/^select "produtos"."idproduto"/);
    // The same count in another order, or on another page, is remembered: not sent again.
    for (const again of [url, listing('sk=leite%20integral&ordenacao=NOME_ZA&page=2&limit=5')]) {
      const statements = await statementsOf(again);
      expect(statements, statements.join('\n')).toHaveLength(4);
      expect(statements[0]).toBe(first[0]);
      expect(statements).not.toContain(first[1]);
    }
  });

  it('relevance, a deep page (offset 200 on): the stems, then the page ranked among the matches with their total (ADR 0098)', async () => {
    // Page 3 of 100 is past mar-azul's ten "leite integral" products: answered from the total.
    const url = listing('sk=leite%20integral&limit=100&page=3');
    const statements = await statementsOf(url);
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(statements[1]).toMatch(/^WITH matches AS MATERIALIZED/);
    const body = (await t.app.inject({ method: 'GET', url })).json();
    expect(body.produtos).toEqual([]);
    expect(body.quantidadeProdutos).toBeGreaterThan(1);
  });

  it('suggestions: the stems, whether the words occur together (in merge joins), and the page with its rows', async () => {
    const statements = await statementsOf(
      `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${MAR}&query=leite%20int`,
    );
    expect(statements, statements.join('\n')).toHaveLength(4);
    expect(statements[1]).toMatch(/^SELECT set_config\('enable_nestloop', 'off', true\)/);
  });
});
