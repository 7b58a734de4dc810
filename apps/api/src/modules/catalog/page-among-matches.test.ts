import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_COUNTED_ROW_MATCHES } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { parsePlan, planNodes, type PlanNode } from '../../../test/query-plans.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  DEEP_OFFSET,
  estimatedMatches,
  MATCHES_RANKED_DEEP,
  matchesLimit,
  pageAmongMatches,
  pageAmongMatchesQuery,
} from './page-among-matches.ts';
import { countByTerm, rankByTerm } from './search-terms-repository.ts';
import { openSearchTotals, searchCountKey, type SearchTotals } from './search-totals.ts';
import type { ChangeListener } from '../../db/client.ts';
import { wordsArrayLiteral } from './search-text.ts';
import { isTermMiss, listByTerm, termSearchOf } from './term-search.ts';

/**
 * Pages past the first of a search of several words, ranked among its matches (ADR 0098): the
 * same pages and totals as the walk that probes each entry for the other words (rankByTerm with
 * the other stems), on PGlite and on PostgreSQL.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
const PRODUCTS = 1210;
const ACTIVE = 1190;
let t: TestApp;
let cerrado: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [category] = await rawRows<{ idcategoria: number }>(
    db,
    sql`INSERT INTO categorias (idfornecedor, nome, slug, ordem)
        VALUES (${A}, 'Cerrado', 'cerrado-pam', 83) RETURNING idcategoria`,
  );
  cerrado = category!.idcategoria;
  const other = sql`(SELECT min(idcategoria) FROM categorias WHERE idfornecedor = ${A} AND idcategoria <> ${cerrado})`;
  // "Fruto Pequi n" in every product; every 3rd also "Buriti" (every 50th "Buritizal" instead:
  // a second term of the stem; every 150th both, counted once), every 4th "Murici", odd
  // multiples of 13 "Baru", every 3rd from 1 "Cagaita" and the others "Jatoba" (both only where n
  // is 10 past a multiple of 240: few matches); numbers that
  // are multiples of 3 or 5 in the new category, the others in another; the last 20 inactive.
  // Supplier B sells "Pequi Baru" products of its own, never shown to A's buyers.
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos, ativo)
    SELECT ${A}, CASE WHEN n % 3 = 0 OR n % 5 = 0 THEN ${cerrado} ELSE ${other} END, 'PAM-' || n,
      'Fruto Pequi ' || n
        || CASE WHEN n % 150 = 0 THEN ' Buritizal Buriti' WHEN n % 50 = 0 THEN ' Buritizal'
          WHEN n % 3 = 0 THEN ' Buriti' ELSE '' END
        || CASE WHEN n % 4 = 0 THEN ' Murici' ELSE '' END
        || CASE WHEN n % 26 = 13 THEN ' Baru' ELSE '' END
        || CASE WHEN n % 3 = 1 THEN ' Cagaita' ELSE '' END
        || CASE WHEN n % 3 <> 1 OR n % 240 = 10 THEN ' Jatoba' ELSE '' END,
      'Cerrado', '', 'un', '/x.svg', 300 + (n * 37) % 900, n % 43, n <= ${ACTIVE}
    FROM generate_series(1, ${PRODUCTS}) AS n`);
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos)
    SELECT ${B}, (SELECT min(idcategoria) FROM categorias WHERE idfornecedor = ${B}),
      'PAMB-' || n, 'Pequi Baru ' || n, 'Outra', '', 'un', '/x.svg', 700, n
    FROM generate_series(1, 30) AS n`);
}, 180_000);

afterAll(async () => {
  await t.close();
});

/** Active products among 1..ACTIVE whose number satisfies `holds`. */
function activeWhere(holds: (n: number) => boolean): number {
  let total = 0;
  for (let n = 1; n <= ACTIVE; n++) if (holds(n)) total++;
  return total;
}

const buriti = (n: number) => n % 3 === 0 || n % 50 === 0;
const murici = (n: number) => n % 4 === 0;
const baru = (n: number) => n % 26 === 13;
/** Whether product n is in the new category ("Cerrado"). */
const inCerrado = (n: number) => n % 3 === 0 || n % 5 === 0;

/** The text's term search, with the ranges its stems came with. */
async function searchOf(texto: string) {
  const search = await termSearchOf(t.database.db, A, texto);
  if (!search?.ranges || !search.otherStems) throw new Error(`no several-word search: ${texto}`);
  return { ...search, ranges: search.ranges, otherStems: search.otherStems };
}

/** The walk's page: each entry of the walked range probed for the other words, best first. */
async function walkedPage(texto: string, offset: number, idcategoria?: number) {
  const search = await searchOf(texto);
  const filter = { prefixQuery: search.prefixQuery, otherStems: search.otherStems, idcategoria };
  const page = await rankByTerm(t.database.db, A, search.raiz, { offset, limit: 20 }, filter);
  const counted = await countByTerm(t.database.db, A, search.raiz, filter);
  return { ids: page.ids, total: counted.total, capped: counted.capped };
}

describe('pageAmongMatches (ADR 0098)', () => {
  const few: [string, number][] = [
    ['pequi baru', activeWhere(baru)],
    ['buriti murici', activeWhere((n) => buriti(n) && murici(n))],
    ['murici pequi buriti', activeWhere((n) => buriti(n) && murici(n))],
    ['pequi buriti', activeWhere(buriti)],
  ];
  for (const [texto, expected] of few) {
    it(`"${texto}": every page equals the walk's, and so does the total (${expected})`, async () => {
      const db = t.database.db;
      const search = await searchOf(texto);
      let pages = 0;
      for (let offset = 20; offset < expected; offset += 20) {
        const page = { offset, limit: 20 };
        const among = await pageAmongMatches(db, A, search.raiz, search.ranges, page);
        const walked = await walkedPage(texto, offset);
        expect(among?.total).toEqual({ total: expected, capped: false });
        expect(walked).toMatchObject({ total: expected, capped: false });
        expect(among!.page).toEqual({ ids: walked.ids, truncated: false });
        const listed = await listByTerm(db, {
          idfornecedor: A,
          texto,
          ordenacao: 'RELEVANCIA',
          ...page,
        });
        if (!listed || isTermMiss(listed)) throw new Error(`listByTerm found nothing: ${texto}`);
        expect(listed.rows.map((r) => r.idproduto)).toEqual(walked.ids);
        expect({ total: listed.total, capped: listed.capped }).toEqual(among!.total);
        pages++;
      }
      expect(pages).toBeGreaterThan(0);
    });
  }

  const fewInCategory: [string, number][] = [
    ['pequi baru', activeWhere((n) => baru(n) && inCerrado(n))],
    ['buriti murici', activeWhere((n) => buriti(n) && murici(n) && inCerrado(n))],
    ['pequi murici', activeWhere((n) => murici(n) && inCerrado(n))],
    // The walked stem holds two terms, and some products hold both.
    ['pequi buriti', activeWhere((n) => buriti(n) && inCerrado(n))],
    // Matches so few against the walked range that their product rows are read instead.
    ['cagaita jatoba', activeWhere((n) => n % 240 === 10 && inCerrado(n))],
  ];
  for (const [texto, expected] of fewInCategory) {
    it(`"${texto}" within a category: every page and the total (${expected}) equal the walk's`, async () => {
      const db = t.database.db;
      const search = await searchOf(texto);
      for (let offset = 0; offset < expected + 20; offset += 20) {
        const page = { offset, limit: 20 };
        const among = await pageAmongMatches(db, A, search.raiz, search.ranges, page, cerrado);
        const walked = await walkedPage(texto, offset, cerrado);
        expect(walked).toMatchObject({ total: expected, capped: false });
        expect(among).toEqual({
          total: { total: expected, capped: false },
          page: { ids: walked.ids, truncated: false },
        });
        const listed = await listByTerm(db, {
          idfornecedor: A,
          texto,
          ordenacao: 'RELEVANCIA',
          idcategoria: cerrado,
          ...page,
        });
        if (!listed || isTermMiss(listed)) throw new Error(`listByTerm found nothing: ${texto}`);
        expect(listed.rows.map((r) => r.idproduto)).toEqual(walked.ids);
        expect(listed).toMatchObject({ total: expected, capped: false });
      }
      // In another order, the total is the category's entries of the ranges merged (ADR 0100).
      const byName = await listByTerm(db, {
        idfornecedor: A,
        texto,
        ordenacao: 'NOME_AZ',
        idcategoria: cerrado,
        offset: 0,
        limit: 20,
      });
      if (!byName || isTermMiss(byName)) throw new Error(`listByTerm found nothing: ${texto}`);
      expect(byName).toMatchObject({ total: expected, capped: false });
      expect(byName.rows.length).toBe(Math.min(20, expected));
    });
  }

  it('within a category, more matches in all categories than the cap: the category’s alone merged and counted', async () => {
    const search = await searchOf('fruto pequi');
    const expected = activeWhere(inCerrado);
    for (const offset of [0, 300]) {
      const page = { offset, limit: 20 };
      const among = await pageAmongMatches(
        t.database.db,
        A,
        search.raiz,
        search.ranges,
        page,
        cerrado,
      );
      const walked = await walkedPage('fruto pequi', offset, cerrado);
      expect(walked).toMatchObject({ total: expected, capped: false });
      expect(among).toEqual({
        total: { total: expected, capped: false },
        page: { ids: walked.ids, truncated: false },
      });
      // listByTerm: the category's range is short enough for the probes to decide it.
      const listed = await listByTerm(t.database.db, {
        idfornecedor: A,
        texto: 'fruto pequi',
        ordenacao: 'RELEVANCIA',
        idcategoria: cerrado,
        ...page,
      });
      if (!listed || isTermMiss(listed)) throw new Error('listByTerm found nothing');
      expect(listed.rows.map((r) => r.idproduto)).toEqual(walked.ids);
      expect(listed).toMatchObject({ total: expected, capped: false });
    }
  });

  it('only the supplier’s active products that hold every word, each once', async () => {
    const db = t.database.db;
    const search = await searchOf('pequi baru');
    const ids: number[] = [];
    for (let offset = 0; offset < 100; offset += 20) {
      const among = await pageAmongMatches(db, A, search.raiz, search.ranges, {
        offset,
        limit: 20,
      });
      ids.push(...among!.page!.ids);
    }
    expect(ids).toHaveLength(activeWhere(baru));
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await rawRows<{ nome: string; idfornecedor: string; ativo: boolean }>(
      db,
      sql`SELECT nome, idfornecedor, ativo FROM produtos
          WHERE idproduto IN (${sql.join(ids, sql`, `)})`,
    );
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row).toMatchObject({ idfornecedor: A, ativo: true });
      expect(row.nome).toMatch(/Pequi .*Baru/);
    }
  });

  it('more matches than the cap: the total is capped, no page, and listByTerm walks instead', async () => {
    const db = t.database.db;
    const search = await searchOf('fruto pequi');
    const among = await pageAmongMatches(db, A, search.raiz, search.ranges, {
      offset: 40,
      limit: 20,
    });
    expect(among).toEqual({ total: { total: MAX_COUNTED_ROW_MATCHES, capped: true }, page: null });
    const walked = await walkedPage('fruto pequi', 40);
    const listed = await listByTerm(db, {
      idfornecedor: A,
      texto: 'fruto pequi',
      ordenacao: 'RELEVANCIA',
      offset: 40,
      limit: 20,
    });
    if (!listed || isTermMiss(listed)) throw new Error('listByTerm found nothing');
    expect(listed.rows.map((r) => r.idproduto)).toEqual(walked.ids);
    expect(listed).toMatchObject({ total: MAX_COUNTED_ROW_MATCHES, capped: true });
  });

  it('a deep page of more matches than the cap: ranked among them all, the walk’s page', async () => {
    const db = t.database.db;
    const search = await searchOf('fruto pequi');
    for (const offset of [DEEP_OFFSET, 600, 980]) {
      const page = { offset, limit: 20 };
      const among = await pageAmongMatches(db, A, search.raiz, search.ranges, page);
      const walked = await walkedPage('fruto pequi', offset);
      expect(among).toEqual({
        total: { total: MAX_COUNTED_ROW_MATCHES, capped: true },
        page: { ids: walked.ids, truncated: false },
      });
      expect(walked.ids).toHaveLength(20);
      // Ranges said to hold more entries than the deep merge's limit: the cap's matches are
      // merged first, and their reach in product order sends the page to the deep merge.
      const big = search.ranges.map((r) => ({ ...r, entradas: MATCHES_RANKED_DEEP + 1 }));
      expect(await pageAmongMatches(db, A, search.raiz, big, page)).toEqual(among);
      const listed = await listByTerm(db, {
        idfornecedor: A,
        texto: 'fruto pequi',
        ordenacao: 'RELEVANCIA',
        ...page,
      });
      if (!listed || isTermMiss(listed)) throw new Error('listByTerm found nothing');
      expect(listed.rows.map((r) => r.idproduto)).toEqual(walked.ids);
    }
  });

  it('merges up to 10,000 matches deep down for stems of one term each, else the cap’s', () => {
    const one = [['frut'], ['pequi']];
    const several = [['burit', 'buritizal'], ['pequi']];
    expect(matchesLimit(0, one)).toBe(MAX_COUNTED_ROW_MATCHES + 1);
    expect(matchesLimit(DEEP_OFFSET - 20, one)).toBe(MAX_COUNTED_ROW_MATCHES + 1);
    expect(matchesLimit(DEEP_OFFSET, one)).toBe(MATCHES_RANKED_DEEP + 1);
    expect(matchesLimit(DEEP_OFFSET, several)).toBe(MAX_COUNTED_ROW_MATCHES + 1);
  });

  it('estimates the matches from how far in product order the merge found the first ones', () => {
    // 1,001 matches by product 2,000 of 1..20,000: about 10,010 in all.
    expect(estimatedMatches(1001, { primeiro: 1, ultimo: 2000, derradeiro: 20_000 })).toBeCloseTo(
      10_010,
      0,
    );
    expect(estimatedMatches(1001, { primeiro: 1, ultimo: 20_000, derradeiro: 20_000 })).toBe(1001);
    expect(estimatedMatches(1001, { primeiro: 5, ultimo: 5, derradeiro: 5 })).toBe(1001);
  });

  it('a page past the last match is empty, with the total', async () => {
    const listed = await listByTerm(t.database.db, {
      idfornecedor: A,
      texto: 'pequi baru',
      ordenacao: 'RELEVANCIA',
      offset: 200,
      limit: 20,
    });
    expect(listed).toEqual({ rows: [], total: activeWhere(baru), capped: false });
  });

  it('words that never occur together on a later page: a miss', async () => {
    const texto = 'baru buritizal';
    expect(activeWhere((n) => baru(n) && n % 50 === 0)).toBe(0);
    const listed = await listByTerm(t.database.db, {
      idfornecedor: A,
      texto,
      ordenacao: 'RELEVANCIA',
      offset: 20,
      limit: 20,
    });
    expect(listed !== null && isTermMiss(listed)).toBe(true);
  });

  /** The executed plan of the statement for `texto`'s page at `offset`, every node. */
  async function executedPlan(texto: string, offset: number, idcategoria?: number) {
    const search = await searchOf(texto);
    const terms = search.ranges.map((r) => r.termos);
    const page = { offset, limit: 20 };
    const query = pageAmongMatchesQuery(A, search.raiz, terms, page, idcategoria);
    const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(
      t.database.db,
      sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`,
    );
    type Executed = PlanNode & { 'Actual Loops': number; Filter?: string };
    return planNodes(parsePlan(row!['QUERY PLAN'])) as Executed[];
  }

  it('its plan: the walked entries read best first, each looked up in a hash of the matches', async () => {
    // One term per word: the matches from vitrine_produtos_termos (migration 0018).
    const nodes = await executedPlan('pequi baru', 40);
    const walk = nodes.filter((n) => n['Index Name'] === 'produto_termos_busca_idx');
    expect(walk.length).toBeGreaterThan(0);
    for (const node of walk) expect(node.Filter).toMatch(/hashed SubPlan/);
    const functions = nodes.filter((n) => n['Node Type'] === 'Function Scan');
    expect(functions.map((n) => (n as { 'Function Name'?: string })['Function Name'])).toEqual([
      'vitrine_produtos_termos',
    ]);
    // A stem of two terms (buriti, buritizal): the ranges' streams merged in the statement.
    const streams = await executedPlan('murici buriti', 40);
    // Three streams merged, and the first term's first and last product (the merge's reach).
    const merged = streams.filter((n) => n['Index Name'] === 'produto_termos_produto_idx');
    expect(merged).toHaveLength(5);
    for (const node of streams.filter((n) => n['Index Name'] === 'produto_termos_busca_idx')) {
      expect(node.Filter).toMatch(/hashed SubPlan/);
    }
  });

  it('within a category, its plan merges the category’s entries of each range alone (ADR 0100)', async () => {
    const nodes = await executedPlan('pequi baru', 0, cerrado);
    const functions = nodes.filter((n) => n['Node Type'] === 'Function Scan');
    expect(functions.map((n) => (n as { 'Function Name'?: string })['Function Name'])).toEqual([
      'vitrine_produtos_termos_categoria',
    ]);
    // A stem of two terms: three streams of the category merged, and the first term's first and
    // last product in it; no entry of another category read.
    const streams = await executedPlan('murici buriti', 0, cerrado);
    const merged = streams.filter(
      (n) => n['Index Name'] === 'produto_termos_categoria_produto_idx',
    );
    expect(merged).toHaveLength(5);
    expect(streams.filter((n) => n['Index Name'] === 'produto_termos_produto_idx')).toEqual([]);
  });

  it('vitrine_produtos_termos_categoria: the category’s products holding every term, up to the limit', async () => {
    const db = t.database.db;
    const ids = async (termos: string, limite: number) => {
      const rows = await rawRows<{ idproduto: number }>(
        db,
        sql`SELECT idproduto FROM vitrine_produtos_termos_categoria(${A}::uuid, ${cerrado}::int,
          ${termos}::text[], ${limite})`,
      );
      return rows.map((r) => Number(r.idproduto));
    };
    const both = await ids('{pequ,baru}', 5000);
    expect(both).toHaveLength(activeWhere((n) => baru(n) && inCerrado(n)));
    expect(new Set(both).size).toBe(both.length);
    expect(await ids('{frut,pequ,muric}', 5000)).toHaveLength(
      activeWhere((n) => murici(n) && inCerrado(n)),
    );
    expect(await ids('{frut,pequ}', 100)).toHaveLength(100);
    expect(await ids('{pequ}', 100)).toEqual([]);
  });

  it('vitrine_produtos_termos: the products holding every term, each once, up to the limit', async () => {
    const db = t.database.db;
    const ids = async (texto: string, limite: number) => {
      const { ranges } = await searchOf(texto);
      const termos = wordsArrayLiteral(ranges.map((r) => r.termos[0]!));
      const rows = await rawRows<{ idproduto: number }>(
        db,
        sql`SELECT idproduto FROM vitrine_produtos_termos(${A}::uuid, ${termos}::text[], ${limite})`,
      );
      return rows.map((r) => Number(r.idproduto));
    };
    const both = await ids('pequi baru', 5000);
    expect(both).toHaveLength(activeWhere(baru));
    expect(new Set(both).size).toBe(both.length);
    expect(await ids('fruto pequi murici', 5000)).toHaveLength(activeWhere(murici));
    expect(await ids('fruto pequi murici baru', 5000)).toHaveLength(
      activeWhere((n) => murici(n) && baru(n)),
    );
    expect(await ids('fruto pequi', 100)).toHaveLength(100);
    const one = await rawRows<{ idproduto: number }>(
      db,
      sql`SELECT idproduto FROM vitrine_produtos_termos(${A}::uuid, '{pequi}'::text[], 100)`,
    );
    expect(one).toEqual([]);
  });

  it('past the cap the walk never runs', async () => {
    const nodes = await executedPlan('fruto pequi', 40);
    const walk = nodes.filter((n) => n['Index Name'] === 'produto_termos_busca_idx');
    expect(walk.length).toBeGreaterThan(0);
    for (const node of walk) expect(node['Actual Loops']).toBe(0);
  });
});

/** Search totals whose change feed is driven by hand, live from the start. */
async function liveTotals(): Promise<{ totals: SearchTotals; changed: (id: string) => void }> {
  let feed!: ChangeListener;
  const totals = await openSearchTotals(async (_channel, listener) => {
    feed = listener;
    listener.up();
    return async () => undefined;
  });
  return { totals, changed: (id) => feed.message(id) };
}

/**
 * pageAmongMatches of `search`'s page with the search totals (its count's key), and how many
 * statements it ran.
 */
async function rememberedPage(
  search: Awaited<ReturnType<typeof searchOf>>,
  page: { offset: number; limit: number },
  totals: SearchTotals,
  ranges = search.ranges,
) {
  const key = searchCountKey({ raiz: search.raiz, otherStems: search.otherStems });
  const db = t.database.db;
  const spy = vi.spyOn(db, 'execute');
  try {
    const among = await pageAmongMatches(db, A, search.raiz, ranges, page, undefined, {
      totals,
      key,
    });
    return { among, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe('pageAmongMatches with the search totals (ADR 0103, ADR 0105)', () => {
  it('a total remembered past the cap: the next page of the cap’s merge runs no statement, until the catalog changes', async () => {
    const search = await searchOf('fruto pequi');
    const key = searchCountKey({ raiz: search.raiz, otherStems: search.otherStems });
    const { totals, changed } = await liveTotals();
    const page = { offset: 40, limit: 20 };
    const among = { total: { total: MAX_COUNTED_ROW_MATCHES, capped: true }, page: null };
    expect(await rememberedPage(search, page, totals)).toEqual({ among, statements: 1 });
    // The count countSearch would make, under the same key: other orders and pages reuse it.
    expect(totals.lookup(A, key).total).toEqual({ ...among.total, smallRange: false });
    expect(await rememberedPage(search, page, totals)).toEqual({ among, statements: 0 });
    // Another supplier's change keeps it; the supplier's own drops it.
    changed(B);
    expect(totals.lookup(A, key).total).not.toBeNull();
    changed(A);
    expect(await rememberedPage(search, page, totals)).toEqual({ among, statements: 1 });
  });

  it('a total of none remembered: the next page runs no statement, and listByTerm misses', async () => {
    const texto = 'baru buritizal';
    expect(activeWhere((n) => baru(n) && n % 50 === 0)).toBe(0);
    const search = await searchOf(texto);
    const { totals } = await liveTotals();
    const page = { offset: 20, limit: 20 };
    const among = { total: { total: 0, capped: false }, page: { ids: [], truncated: false } };
    expect(await rememberedPage(search, page, totals)).toEqual({ among, statements: 1 });
    expect(await rememberedPage(search, page, totals)).toEqual({ among, statements: 0 });
    const query = { idfornecedor: A, texto, ordenacao: 'RELEVANCIA' as const, ...page };
    const listed = await listByTerm(t.database.db, query, undefined, totals);
    expect(listed !== null && isTermMiss(listed)).toBe(true);
  });

  it('a deep merge that held every match: the next deep page merges once, not the cap’s matches first', async () => {
    const search = await searchOf('fruto pequi');
    const { totals } = await liveTotals();
    // Ranges said to hold more entries than the deep merge's limit: the cap's matches first.
    const big = search.ranges.map((r) => ({ ...r, entradas: MATCHES_RANKED_DEEP + 1 }));
    for (const offset of [DEEP_OFFSET, 980]) {
      const page = { offset, limit: 20 };
      const walked = await walkedPage('fruto pequi', offset);
      const among = {
        total: { total: MAX_COUNTED_ROW_MATCHES, capped: true },
        page: { ids: walked.ids, truncated: false },
      };
      // The first deep page: the cap's matches, then every match; later ones: every match.
      const statements = offset === DEEP_OFFSET ? 2 : 1;
      expect(await rememberedPage(search, page, totals, big)).toEqual({ among, statements });
    }
  });

  it('listByTerm with the totals: the same pages and totals as the walk, first and again', async () => {
    const { totals } = await liveTotals();
    for (const offset of [0, 40, DEEP_OFFSET]) {
      const walked = await walkedPage('fruto pequi', offset);
      for (let pass = 0; pass < 2; pass++) {
        const query = {
          idfornecedor: A,
          texto: 'fruto pequi',
          ordenacao: 'RELEVANCIA' as const,
          offset,
          limit: 20,
        };
        const listed = await listByTerm(t.database.db, query, undefined, totals);
        if (!listed || isTermMiss(listed)) throw new Error('listByTerm found nothing');
        expect(listed.rows.map((r) => r.idproduto)).toEqual(walked.ids);
        expect(listed).toMatchObject({ total: MAX_COUNTED_ROW_MATCHES, capped: true });
      }
    }
  });
});
