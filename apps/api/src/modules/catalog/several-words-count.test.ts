import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_COUNTED_ROW_MATCHES } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { explainGenericPlan, explainPlan, planNodes } from '../../../test/query-plans.ts';
import { GENERIC_PLAN_KEPT, planCounts, rawStatementText } from '../../../test/generic-plan.ts';
import { firstCategoryOf } from '../../../test/catalog-fixtures.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { intersectedCount, intersectedCountQuery } from './several-words-count.ts';
import { PROBED_ENTRIES, probeCount, probeCountStatement, probeDecides } from './probed-count.ts';
import { wordRanges } from './term-order-page.ts';

/**
 * The total of a search of several words from the words' ranges merged in product order (ADR
 * 0095): the same number as full-text search's, capped at MAX_COUNTED_ROW_MATCHES, with ranges
 * of one term and of several ("mangab" holds mangaba and mangabeira), and each word's range read
 * from its terms' product-order index, never sorted.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
/** Products of each word: more than the probes read, so the merge counts them. */
const EACH = PROBED_ENTRIES + 40;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const idcategoria = await firstCategoryOf(t.database.db, A);
  // "Mangaba n" (some "Mangabeira n"), "Umbu n"; every 5th mangaba is an umbu too, every 2nd
  // umbu is "Cajá", the first few mangabeiras are umbus and cajás, the first three "Pequi".
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
      preco_centavos, vendidos)
    SELECT ${A}, ${idcategoria}, 'IC-' || w || '-' || n,
      CASE WHEN w = 1 AND n % 7 = 0 THEN 'Mangabeira ' WHEN w = 1 THEN 'Mangaba ' ELSE 'Umbu ' END
        || n
        || CASE WHEN w = 1 AND (n % 5 = 0 OR n < 30) THEN ' Umbu' ELSE '' END
        || CASE WHEN w = 2 AND n % 2 = 0 THEN ' Cajá' ELSE '' END
        || CASE WHEN w = 1 AND n < 12 THEN ' Cajá Mangaba' ELSE '' END
        || CASE WHEN w = 1 AND n < 4 THEN ' Pequi' ELSE '' END,
      'Genérica', '', 'un', '/x.svg', 500, n % 89
    FROM generate_series(1, 2) AS w, generate_series(1, ${EACH}) AS n`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

/**
 * Full-text search's count of products with a lexeme starting with each stem (the reference):
 * `simple` keeps each stem as typed ("mangabeir" would be stemmed again to "mangab"), and the
 * lexemes of `busca` are the terms.
 */
async function fullTextCount(stems: readonly string[]): Promise<number> {
  const query = stems.map((w) => `${w}:*`).join(' & ');
  const [row] = await rawRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM produtos WHERE idfornecedor = ${A} AND ativo
        AND busca @@ to_tsquery('simple', ${query})`,
  );
  return Number(row!.n);
}

/** intersectedCount of the stems' ranges, as a search reads them. */
async function countOf(stems: readonly string[]) {
  return intersectedCount(t.database.db, A, await wordRanges(t.database.db, A, stems));
}

describe('the total of several words, merged in product order', () => {
  it('equals full-text search up to the cap, with ranges of one term and of several', async () => {
    const cases: string[][] = [
      ['mangab', 'umbu'],
      ['umbu', 'mangab'],
      ['umbu', 'caj'],
      ['mangab', 'umbu', 'caj'],
      ['mangabeir', 'umbu'],
      // Four words.
      ['mangab', 'umbu', 'caj', 'pequ'],
    ];
    for (const stems of cases) {
      const expected = await fullTextCount(stems);
      const counted = await countOf(stems);
      expect(counted, stems.join()).toEqual({
        total: Math.min(expected, MAX_COUNTED_ROW_MATCHES),
        capped: expected > MAX_COUNTED_ROW_MATCHES,
      });
    }
    // A walked word far rarer than the other: probing its few entries is cheaper than merging,
    // and the caller's probes answer it.
    expect(await countOf(['pequ', 'mangab'])).toBeNull();
    // A word the supplier has no term for: nothing, without reading an entry.
    expect(await countOf(['mangab', 'zzzz'])).toEqual({
      total: 0,
      capped: false,
    });
  });

  it('through the route: the same totals as full-text search', async () => {
    for (const [texto, words] of [
      ['mangaba umbu', ['mangab', 'umbu']],
      ['umbu cajá', ['umbu', 'caj']],
      ['pequi mangaba', ['pequ', 'mangab']],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v2/app/vitrine-web/listaprodutos/${A}?sk=${encodeURIComponent(texto)}`,
      });
      const body = res.json() as {
        quantidadeProdutos: number;
        quantidadeProdutosLimitada: boolean;
      };
      const expected = await fullTextCount(words);
      expect(body.quantidadeProdutos, texto).toBe(Math.min(expected, MAX_COUNTED_ROW_MATCHES));
      expect(body.quantidadeProdutosLimitada, texto).toBe(expected > MAX_COUNTED_ROW_MATCHES);
    }
  });

  it('reads every range from the product-order index, merged, never sorted', async () => {
    // With sorts, hashes, nested loops and sequential scans priced out, only an index in product
    // order lets the merge join run without a Sort of a range.
    const plan = await explainPlan(
      t.database.db,
      intersectedCountQuery(A, [['mangab', 'mangabeir'], ['umbu'], ['caj']]),
      ['enable_sort', 'enable_seqscan', 'enable_hashjoin', 'enable_nestloop'],
    );
    const nodes = planNodes(plan);
    const scans = nodes.filter((n) => n['Relation Name'] === 'produto_termos');
    expect(scans).toHaveLength(4);
    for (const scan of scans) expect(scan['Index Name']).toBe('produto_termos_produto_idx');
    expect(nodes.filter((n) => n['Node Type'] === 'Sort')).toEqual([]);
    expect(nodes.filter((n) => n['Node Type'] === 'Merge Join')).toHaveLength(2);
  });
});

describe("the probes of the walked range's first entries, prepared (ADR 0096)", () => {
  for (const withCategory of [false, true]) {
    it(`${withCategory ? 'in a category' : 'in all categories'}: PostgreSQL keeps a generic plan that reads every entry by index`, async () => {
      const db = t.database.db;
      const statement = rawStatementText(probeCountStatement(withCategory));
      const values = {
        idfornecedor: A,
        raiz: 'mangab',
        outras: '{"umbu"}',
        idcategoria: await firstCategoryOf(db, A),
      };
      expect(await planCounts(db, statement, values)).toEqual(GENERIC_PLAN_KEPT);
      const nodes = planNodes(await explainGenericPlan(db, statement, values));
      const scans = nodes.filter((n) => n['Relation Name'] === 'produto_termos');
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) expect(scan['Node Type']).toMatch(/^Index (Only )?Scan$/);
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    });
  }

  it('finds what full-text search finds among those entries, each product once', async () => {
    const db = t.database.db;
    // Fewer entries than the probes read: the probes count the whole range.
    const counted = await probeCount(db, A, 'pequ', ['mangab'], undefined);
    expect(counted.lidas).toBeLessThanOrEqual(PROBED_ENTRIES);
    expect(counted.found).toBe(await fullTextCount(['pequ', 'mangab']));
    // Mangaba and mangabeira are one range: a product holding both counts once.
    const both = await probeCount(db, A, 'mangab', ['caj'], undefined);
    expect(both.found).toBe(await fullTextCount(['mangab', 'caj']));
    expect(both.entradas).toBeGreaterThan(PROBED_ENTRIES);
    expect(probeDecides(counted)).toBe(true);
  });
});
