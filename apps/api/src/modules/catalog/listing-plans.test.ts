import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OrdenacaoProduto } from '@vitrine/contract';
import { rawRows } from '../../db/raw-rows.ts';
import {
  GENERIC_PLAN_KEPT,
  planCounts,
  rawStatementText,
  type StatementText,
} from '../../../test/generic-plan.ts';
import {
  explainGenericPlan,
  explainPlan,
  explainPreparedPlan,
  parsePlan,
  planNodes,
  type PlanNode,
} from '../../../test/query-plans.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { listingPageIds } from './listing-order.ts';
import { listingStatementQuery, type Seek } from './listing-page.ts';
import { oneWordStatementQuery, rankByTermQuery } from './search-terms-repository.ts';
import { severalWordsStatementQuery } from './several-words-page.ts';
import { severalWordsSearchQuery } from './several-words-search.ts';
import { termStemsStatement } from './word-stems.ts';

/**
 * The listing's query plans (issue 12 §3): on a catalog big enough for the planner to care
 * (6,000 products in two categories), every sort order, with and without a category, on the
 * first page and a deep one, must read its page from a listing index and never sort the whole
 * category. Runs on PGlite and on PostgreSQL like every API test.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
/** A small supplier beside A's big catalog: 150 products in one category. */
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
const ORDERS = OrdenacaoProduto.options;

let t: TestApp;
let idcategoria: number;
let smallCategory: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const rows = await rawRows<{ idcategoria: number }>(
    db,
    sql`
    INSERT INTO categorias (idfornecedor, nome, slug, ordem)
    VALUES (${A}, 'Atacado Plano A', 'atacado-plano-a', 90), (${A}, 'Atacado Plano B', 'atacado-plano-b', 91)
    RETURNING idcategoria`,
  );
  const [first, second] = rows.map((r) => Number(r.idcategoria));
  idcategoria = first!;
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, unidade, imagem,
      preco_centavos, destaque, vendidos)
    SELECT ${A}, CASE WHEN i % 2 = 0 THEN ${first}::int ELSE ${second}::int END, 'PL-' || i,
      'Produto Plano ' || lpad(i::text, 5, '0'), 'Marca ' || (i % 13), 'un', '/x.svg',
      100 + (i * 37) % 9000, i % 50 = 0, (i * 7) % 400
    FROM generate_series(1, 6000) AS i`);
  const [small] = await rawRows<{ idcategoria: number }>(
    db,
    sql`INSERT INTO categorias (idfornecedor, nome, slug, ordem)
        VALUES (${B}, 'Atacado Plano C', 'atacado-plano-c', 92) RETURNING idcategoria`,
  );
  smallCategory = Number(small!.idcategoria);
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, unidade, imagem,
      preco_centavos, destaque, vendidos)
    SELECT ${B}, ${smallCategory}::int, 'PC-' || i, 'Produto Pequeno ' || lpad(i::text, 4, '0'),
      'Marca', 'un', '/x.svg', 100 + (i * 37) % 900, i % 50 = 0, (i * 7) % 40
    FROM generate_series(1, 150) AS i`);
  // As autovacuum leaves a settled catalog: statistics and the visibility map (index-only scans).
  await db.execute(sql`VACUUM ANALYZE produtos`);
  await db.execute(sql`ANALYZE categorias`);
});

afterAll(async () => {
  await t.close();
});

/** The plan nodes of an EXPLAIN (FORMAT JSON) row's `QUERY PLAN`. */
function nodesOf(raw: unknown): PlanNode[] {
  return planNodes(parsePlan(raw));
}

async function plan(ordenacao: OrdenacaoProduto, withCategory: boolean, offset: number) {
  const query = listingPageIds(t.database.db, {
    idfornecedor: A,
    idcategoria: withCategory ? idcategoria : undefined,
    ordenacao,
    offset,
    limit: 20,
  });
  return planNodes(await explainPlan(t.database.db, query.getSQL()));
}

describe('listing query plans', () => {
  for (const ordenacao of ORDERS) {
    for (const withCategory of [true, false]) {
      for (const offset of [0, 2_000]) {
        it(`${ordenacao}, ${withCategory ? 'one category' : 'all categories'}, offset ${offset}: an index scan, no full sort`, async () => {
          const all = await plan(ordenacao, withCategory, offset);
          const scans = all.filter((n) => n['Relation Name'] === 'produtos' || n['Index Name']);
          expect(scans.length).toBeGreaterThan(0);
          for (const scan of scans) {
            expect(scan['Node Type']).toMatch(/^Index (Only )?Scan$/);
            expect(scan['Index Name']).toMatch(/^produtos_lista_/);
          }
          // Incremental Sort (within equal prices) is bounded by the LIMIT; a plain Sort is not.
          expect(all.map((n) => n['Node Type'])).not.toContain('Sort');
        });
      }
    }
  }
});

/**
 * The text and arguments of a listing statement, for PREPARE/EXECUTE by hand: the offset of
 * deep pages is 2,000 (read from the end, 980 entries before the category's last 20).
 */
function statementSql(ordenacao: OrdenacaoProduto, withCategory: boolean, seek: Seek) {
  const { sql: text, params } = listingStatementQuery(t.database.db, {
    ordenacao,
    withCategory,
    limit: 20,
    seek,
  }).toSQL();
  const values: Record<string, string> = {
    idfornecedor: `'${A}'`,
    idcategoria: String(idcategoria),
    offset: '2000',
  };
  return { text, args: params.map((p) => values[(p as { name: string }).name]!).join(', ') };
}

describe('the prepared listing statement (ADR 0042, ADR 0067)', () => {
  const SEEKS: Seek[] = ['first', 'forward', 'backward'];
  for (const ordenacao of ORDERS) {
    for (const withCategory of [true, false]) {
      for (const seek of SEEKS) {
        // A generic plan knows no parameter value (the one PostgreSQL keeps for a named
        // statement); a custom one knows the offset but not the total a backward page reads.
        for (const mode of ['force_generic_plan', 'force_custom_plan']) {
          it(`${ordenacao}, ${withCategory ? 'one category' : 'all categories'}, ${seek} page, ${mode}: reads a listing index, no full sort`, async () => {
            const { text, args } = statementSql(ordenacao, withCategory, seek);
            const all = await t.database.db.transaction(async (tx) => {
              await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = ${mode}`));
              await tx.execute(sql.raw(`PREPARE listagem_plano AS ${text}`));
              const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(
                tx,
                sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE listagem_plano(${args})`),
              );
              await tx.execute(sql`DEALLOCATE listagem_plano`);
              return nodesOf(row!['QUERY PLAN']);
            });
            const onProducts = all.filter((n) => n['Relation Name'] === 'produtos');
            expect(onProducts.some((n) => n['Index Name']?.startsWith('produtos_lista_'))).toBe(
              true,
            );
            for (const n of onProducts) expect(n['Node Type']).toMatch(/^Index (Only )?Scan$/);
            // The root Sort orders the page's 20 rows; nothing below it sorts the category.
            expect(all.slice(1).map((n) => n['Node Type'])).not.toContain('Sort');
          });
        }
      }
    }
  }
});

describe('the first page is planned once per connection (ADR 0056)', () => {
  for (const ordenacao of ORDERS) {
    for (const withCategory of [true, false]) {
      it(`${ordenacao}, ${withCategory ? 'one category' : 'all categories'}: PostgreSQL keeps the generic plan instead of planning every request`, async () => {
        const statement = listingStatementQuery(t.database.db, {
          ordenacao,
          withCategory,
          limit: 20,
          seek: 'first',
        }).toSQL();
        const plans = await planCounts(t.database.db, statement, { idfornecedor: A, idcategoria });
        expect(plans).toEqual({ generic: 3, custom: 5 });
      });
    }
  }

  for (const seek of ['forward', 'backward'] as const) {
    it(`a ${seek} deep page: PostgreSQL keeps the generic plan too (ADR 0104)`, async () => {
      const statement = listingStatementQuery(t.database.db, {
        ordenacao: 'RELEVANCIA',
        withCategory: true,
        limit: 20,
        seek,
      }).toSQL();
      const plans = await planCounts(t.database.db, statement, {
        idfornecedor: A,
        idcategoria,
        offset: 980,
      });
      expect(plans).toEqual(GENERIC_PLAN_KEPT);
    });
  }

  it("a small supplier's category beside a big catalog: still the generic plan (ADR 0067)", async () => {
    // Without statistics on (idfornecedor, idcategoria), PostgreSQL multiplied the two
    // columns' selectivities, guessed a few rows for the small supplier's category and kept
    // planning it for each request (the benchmark's 10k supplier beside the 1M one).
    const statement = listingStatementQuery(t.database.db, {
      ordenacao: 'RELEVANCIA',
      withCategory: true,
      limit: 20,
      seek: 'first',
    }).toSQL();
    const plans = await planCounts(t.database.db, statement, {
      idfornecedor: B,
      idcategoria: smallCategory,
    });
    expect(plans).toEqual({ generic: 3, custom: 5 });
  });
});

describe('term searches with a category or several words (ADR 0044)', () => {
  for (const [label, filter] of [
    ['a category', { idcategoria: 0 }],
    ['several words', { prefixQuery: 'plano:* & 00042:*' }],
  ] as const) {
    it(`${label}: walks the term index in score order and fetches products by key, never ranking every match`, async () => {
      const query = rankByTermQuery(
        A,
        'plan',
        { offset: 0, limit: 20 },
        'idcategoria' in filter ? { idcategoria } : filter,
      );
      const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(
        t.database.db,
        sql`EXPLAIN (FORMAT JSON) ${query}`,
      );
      const all = nodesOf(row!['QUERY PLAN']);
      for (const n of all.filter((x) => x['Relation Name'] === 'produtos')) {
        expect(n['Node Type']).toBe('Index Scan');
        expect(n['Index Name']).toBe('produtos_pkey');
      }
      for (const n of all.filter((x) => x['Relation Name'] === 'produto_termos')) {
        expect(n['Node Type']).toMatch(/^Index (Only )?Scan$/);
      }
      const types = all.map((n) => n['Node Type']);
      expect(types).not.toContain('Seq Scan');
      expect(types).not.toContain('Bitmap Heap Scan');
    });
  }
});

/** The nodes of the one-word statement's generic plan for the word "plano". */
async function oneWordPlan(withCategory: boolean, firstPage: boolean) {
  const statement = oneWordStatementQuery(t.database.db, {
    withCategory,
    limit: 20,
    firstPage,
  }).toSQL();
  const values = { idfornecedor: A, word: 'plano', idcategoria, offset: 40 };
  return planNodes(await explainGenericPlan(t.database.db, statement, values));
}

/** A term walk's plan reads the terms by index and the page's products by key, nothing whole. */
function expectTermWalkPlan(all: PlanNode[]) {
  for (const n of all.filter((x) => x['Relation Name'] === 'produtos')) {
    expect(n['Node Type']).toBe('Index Scan');
    expect(n['Index Name']).toBe('produtos_pkey');
  }
  const onTerms = all.filter((x) => x['Relation Name'] === 'produto_termos');
  expect(onTerms.length).toBeGreaterThan(0);
  for (const n of onTerms) expect(n['Node Type']).toMatch(/^Index (Only )?Scan$/);
  const types = all.map((n) => n['Node Type']);
  expect(types).not.toContain('Bitmap Heap Scan');
  expect(types).not.toContain('Seq Scan');
}

describe('the prepared one-word term statement (ADR 0063)', () => {
  for (const withCategory of [true, false]) {
    for (const firstPage of [true, false]) {
      it(`${withCategory ? 'one category' : 'all categories'}, ${firstPage ? 'first page' : 'page 3'}: its generic plan walks the term index and reads products by key`, async () => {
        expectTermWalkPlan(await oneWordPlan(withCategory, firstPage));
      });
    }
  }

  for (const withCategory of [true, false]) {
    it(`${withCategory ? 'one category' : 'all categories'}, first page (every suggestion): PostgreSQL keeps the generic plan instead of planning every request`, async () => {
      const statement = oneWordStatementQuery(t.database.db, {
        withCategory,
        limit: 20,
        firstPage: true,
      }).toSQL();
      const plans = await planCounts(t.database.db, statement, {
        idfornecedor: A,
        word: 'plano',
        idcategoria,
      });
      expect(plans).toEqual({ generic: 3, custom: 5 });
    });
  }
});

describe('the prepared several-word term statements (ADR 0096)', () => {
  it("the words' stems and ranges: PostgreSQL keeps the generic plan", async () => {
    const plans = await planCounts(t.database.db, rawStatementText(termStemsStatement()), {
      idfornecedor: A,
      palavras: '{"produto","plano"}',
    });
    expect(plans).toEqual(GENERIC_PLAN_KEPT);
  });

  for (const withCategory of [true, false]) {
    for (const firstPage of [true, false]) {
      const key = { withCategory, limit: 20, firstPage };
      /** Read when the test runs: the category exists once the catalog is seeded. */
      const values = () => ({
        idfornecedor: A,
        raiz: 'produt',
        outras: '{"plan"}',
        idcategoria,
        offset: 40,
      });
      const label = `${withCategory ? 'one category' : 'all categories'}, ${firstPage ? 'first page' : 'page 3'}`;
      it(`${label}: its generic plan walks the term index, probes the other words by key and reads products by key`, async () => {
        const statement = severalWordsStatementQuery(t.database.db, key).toSQL();
        const plan = await explainGenericPlan(t.database.db, statement, values());
        expectTermWalkPlan(planNodes(plan));
      });
      it(`${label}: PostgreSQL keeps the generic plan instead of planning every request`, async () => {
        const statement = severalWordsStatementQuery(t.database.db, key).toSQL();
        expect(await planCounts(t.database.db, statement, values())).toEqual(GENERIC_PLAN_KEPT);
      });
    }
  }
});

describe('the prepared several-word search: stems, total and page in one statement (ADR 0097)', () => {
  for (const firstPage of [true, false]) {
    const key = { withCategory: false, limit: 20, firstPage };
    const values = { idfornecedor: A, palavras: '{"produto","de","plano"}', offset: 40 };
    const label = firstPage ? 'first page' : 'page 3';
    it(`${label}: its generic plan walks the term index, probes the other words by key and reads products by key`, async () => {
      const statement = severalWordsSearchQuery(t.database.db, key).toSQL();
      expectTermWalkPlan(planNodes(await explainGenericPlan(t.database.db, statement, values)));
    });
    it(`${label}: PostgreSQL keeps the generic plan instead of planning every request`, async () => {
      const statement = severalWordsSearchQuery(t.database.db, key).toSQL();
      expect(await planCounts(t.database.db, statement, values)).toEqual(GENERIC_PLAN_KEPT);
    });
    it(`${label}, its total remembered (ADR 0103): the same generic plan, kept`, async () => {
      const statement = severalWordsSearchQuery(t.database.db, key).toSQL();
      const remembered = { ...values, total: 7 };
      expectTermWalkPlan(planNodes(await explainGenericPlan(t.database.db, statement, remembered)));
      expect(await planCounts(t.database.db, statement, remembered)).toEqual(GENERIC_PLAN_KEPT);
    });
  }

  /**
   * The statements of vitrine_contagem_termos (migration 0017) as PostgreSQL plans them inside
   * it: its body's counts, each planned generically (the function's parameters unknown) under
   * the function's own settings.
   */
  async function functionCounts(): Promise<{ statement: string; settings: string[] }> {
    const [row] = await rawRows<{ prosrc: string; proconfig: string[] }>(
      t.database.db,
      sql`SELECT prosrc, proconfig FROM pg_proc WHERE proname = 'vitrine_contagem_termos'`,
    );
    return { statement: row!.prosrc, settings: row!.proconfig };
  }

  it("the total's function merges every word's entries in product order, whatever the statistics say", async () => {
    const { statement, settings } = await functionCounts();
    expect(settings.sort()).toEqual(['enable_hashjoin=off', 'enable_nestloop=off']);
    const counts = [...statement.matchAll(/RETURN \((SELECT count[\s\S]*?LIMIT p_limite\) m)\);/g)];
    expect(counts).toHaveLength(3);
    for (const [i, match] of counts.entries()) {
      const terms = i + 2;
      const text = match[1]!
        .replaceAll('p_idfornecedor', '($1::uuid)')
        .replaceAll('p_termos', '($2::text[])')
        .replaceAll('p_limite', '($3::int)');
      const all = planNodes(
        await explainGenericPlan(
          t.database.db,
          { sql: text, params: [A, '{produt,plan,produt,plan}', 1001] },
          {},
          ['enable_nestloop', 'enable_hashjoin'],
        ),
      );
      const merges = all.filter((n) => n['Node Type'] === 'Merge Join');
      expect(merges).toHaveLength(terms - 1);
      for (const merge of merges) expect(merge['Inner Unique']).toBe(true);
      const types = all.map((n) => n['Node Type']);
      expect(types).not.toContain('Sort');
      expect(types).not.toContain('Materialize');
      const scans = all.filter((n) => n['Relation Name'] === 'produto_termos');
      expect(scans).toHaveLength(terms);
      for (const scan of scans) {
        expect(scan['Node Type']).toBe('Index Only Scan');
        expect(scan['Index Name']).toBe('produto_termos_produto_idx');
      }
    }
  });
});

/**
 * A pooled connection serves every supplier. PostgreSQL keeps a named statement's generic plan
 * only while it looks no dearer than the average of the custom plans the statement made on
 * that connection, so a deep page's statement that had served a small supplier's pages (custom
 * plans that read the supplier and the offset, and looked cheap) was planned again for every
 * later request, a big supplier's too: 1.5 ms of planning for page 50 of `sk=cafe` at 100k,
 * after the 10k supplier's pages (ADR 0104). With every value hidden from the planner, a custom
 * plan costs exactly what the generic one does, whatever the values, and the generic plan is
 * kept after five executions whatever the connection served before.
 */
describe('the catalog statements: no value makes a custom plan cheaper than the generic one (ADR 0104)', () => {
  /** The small supplier B's page 2, and the big supplier A's page 50. */
  const suppliers = () => [
    {
      idfornecedor: B,
      idcategoria: smallCategory,
      offset: 20,
      outra: 'pequen',
      palavra: 'pequeno',
    },
    { idfornecedor: A, idcategoria, offset: 980, outra: 'plan', palavra: 'plano' },
  ];

  /** The total cost of `statement`'s custom plan for `values`, and of its generic plan. */
  async function costs(statement: StatementText, values: Record<string, unknown>) {
    const [custom, generic] = await Promise.all(
      (['force_custom_plan', 'force_generic_plan'] as const).map((mode) =>
        explainPreparedPlan(t.database.db, statement, values, mode),
      ),
    );
    return { custom: custom!['Total Cost'], generic: generic!['Total Cost'] };
  }

  /**
   * Expects every value of `statement` hidden in an InitPlan, and its custom plans for both
   * suppliers to cost what its generic plan does. This test catalog's statistics cannot show
   * the offset's and the supplier's weight (a few entries a term); the benchmark's did (ADR 0104).
   */
  async function expectNoCheaperCustomPlan(
    statement: StatementText,
    values: (s: ReturnType<typeof suppliers>[number]) => Record<string, unknown>,
  ) {
    const parameters = [...statement.sql.matchAll(/\$\d+/g)];
    expect(parameters.length).toBeGreaterThan(0);
    for (const p of parameters) {
      expect(statement.sql.slice(0, p.index), `${p[0]} in an InitPlan`).toMatch(/\(SELECT \($/);
    }
    for (const supplier of suppliers()) {
      const { custom, generic } = await costs(statement, values(supplier));
      expect(custom).toBeGreaterThan(0);
      // Within 0.05: a custom plan folds `offset + limit` in its InitPlan into a constant
      // (0.01). PostgreSQL charges each custom plan for its planning (1000 × cpu_operator_cost
      // a relation, 2.5 units and more), which that never outweighs.
      expect(custom).toBeCloseTo(generic!, 1);
    }
  }

  for (const withCategory of [true, false]) {
    for (const firstPage of [true, false]) {
      const key = { withCategory, limit: 20, firstPage };
      const label = `${withCategory ? 'one category' : 'all categories'}, ${firstPage ? 'first page' : 'a deep page'}`;
      it(`one word, ${label}`, async () => {
        const statement = oneWordStatementQuery(t.database.db, key).toSQL();
        await expectNoCheaperCustomPlan(statement, (s) => ({ ...s, word: 'produto' }));
      });
      it(`several words, ${label}`, async () => {
        const statement = severalWordsStatementQuery(t.database.db, key).toSQL();
        await expectNoCheaperCustomPlan(statement, (s) => ({
          ...s,
          raiz: 'produt',
          outras: `{"${s.outra}"}`,
        }));
      });
    }
  }

  for (const firstPage of [true, false]) {
    it(`several words in one statement (stems, total and page), ${firstPage ? 'first page' : 'a deep page'}`, async () => {
      const statement = severalWordsSearchQuery(t.database.db, {
        withCategory: false,
        limit: 20,
        firstPage,
      }).toSQL();
      await expectNoCheaperCustomPlan(statement, (s) => ({
        ...s,
        palavras: `{"produto","${s.palavra}"}`,
        total: null,
      }));
    });
  }

  for (const ordenacao of ORDERS) {
    for (const withCategory of [true, false]) {
      for (const seek of ['first', 'forward', 'backward'] as const) {
        it(`the listing, ${ordenacao}, ${withCategory ? 'one category' : 'all categories'}, ${seek} page`, async () => {
          const key = { ordenacao, withCategory, limit: 20, seek };
          const statement = listingStatementQuery(t.database.db, key).toSQL();
          await expectNoCheaperCustomPlan(statement, (s) => s);
        });
      }
    }
  }

  it("the words' stems and ranges", async () => {
    await expectNoCheaperCustomPlan(rawStatementText(termStemsStatement()), (s) => ({
      idfornecedor: s.idfornecedor,
      palavras: `{"produto","${s.palavra}"}`,
    }));
  });
});
