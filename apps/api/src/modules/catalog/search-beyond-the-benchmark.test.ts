import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_COUNTED_ROW_MATCHES, MAX_SUGGESTIONS } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { firstCategoryOf } from '../../../test/catalog-fixtures.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { PROBED_ENTRIES } from './probed-count.ts';

/**
 * Searches the benchmark does not ask (ADR 0072), with the statements each one sends.
 *
 * Searches that match nothing: a word of another category, words that never occur together.
 * The term search reads its whole range and finds nothing; for a text of plain words full-text
 * search cannot find more, and a typo correction that gives back the typed words' own stems
 * would walk the same range again. Neither runs: each read every match's product row or walked
 * the word's entries again (39–59 ms for `categ=…&sk=cafe` at a million products). Texts that
 * full-text search reads otherwise (`or`, `-`) and real typos still get both.
 *
 * The total of a search of several words: without a category, the words' ranges are read in
 * product order and intersected by a merge join that stops at the cap (ADR 0095). Within a
 * category, the walked word's first PROBED_ENTRIES entries are probed for the other words; when
 * that does not decide (words that rarely occur together, "arroz jequitiba"), the ranges are
 * intersected in index order instead of probing every remaining entry by primary key (one random
 * read each: 290–370 ms at a million products). Totals stay exact below MAX_COUNTED_ROW_MATCHES
 * and equal full-text search's.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
/** Products of each of two common words; RARE of them carry both. */
const EACH = PROBED_ENTRIES + 150;
const RARE = 7;
let t: TestApp;
let idcategoria: number;
let other: number;
let recording: string[] | null = null;

interface Lista {
  produtos: { nome: string }[];
  quantidadeProdutos: number;
  quantidadeProdutosLimitada: boolean;
}

/** A request's reply and the statements it sent, each as one line of SQL. */
async function withStatements<T>(url: string): Promise<{ body: T; statements: string[] }> {
  recording = [];
  try {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as T, statements: recording };
  } finally {
    recording = null;
  }
}

function listing(sk: string, categ?: number) {
  const category = categ === undefined ? '' : `categ=${categ}&`;
  return withStatements<Lista>(
    `/v2/app/vitrine-web/listaprodutos/${A}?${category}sk=${encodeURIComponent(sk)}`,
  );
}

/** A listing search's reply with the statements it sent. */
async function search(sk: string, categ?: number): Promise<Lista & { statements: string[] }> {
  const { body, statements } = await listing(sk, categ);
  return { ...body, statements };
}

async function suggestions(query: string) {
  const { body, statements } = await withStatements<{
    data: { resultset: { hits: { nome: string }[] } };
  }>(
    `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${A}&query=${encodeURIComponent(query)}`,
  );
  return { names: body.data.resultset.hits.map((h) => h.nome), statements };
}

const FULL_TEXT = /websearch_to_tsquery|to_tsquery\('simple'/;
const VOCABULARY = /vocabulario_fornecedor/;
const TERM_WALK = /achados AS MATERIALIZED/;
/**
 * The one-statement several-word search (ADR 0097) and a page ranked among the merged matches
 * (ADR 0098), whose term walks wait for their total.
 */
const COUNTED_WALK = /vitrine_contagem_termos|WITH matches AS MATERIALIZED/;

/** The statements after the typo correction's vocabulary lookup (none when it is the last). */
function afterCorrection(statements: string[]): string[] {
  const at = statements.findIndex((s) => VOCABULARY.test(s));
  return at < 0 ? statements : statements.slice(at + 1);
}

/** Full-text search's count of products with every word as a prefix (the reference). */
async function fullTextCount(words: string, categ?: number): Promise<number> {
  const inCategory = categ === undefined ? sql`` : sql`AND idcategoria = ${categ}`;
  const [row] = await rawRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM produtos WHERE idfornecedor = ${A} AND ativo ${inCategory}
        AND busca @@ to_tsquery('portuguese', f_unaccent(${words}))`,
  );
  return Number(row!.n);
}

const INTERSECTION = /\(o\.idproduto IN \(SELECT t\.idproduto FROM produto_termos t/;
/** The words' ranges merged in product order (ADR 0095; one term each: ADR 0097). */
/** A page ranked among the merged matches (page-among-matches.ts, ADR 0098). */
const AMONG = /WITH matches AS MATERIALIZED/;
const MERGED = /GROUP BY w0\.idproduto|vitrine_contagem_termos/;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: {
        logQuery(query) {
          recording?.push(query.replace(/\s+/g, ' '));
        },
      },
    },
  );
  idcategoria = await firstCategoryOf(t.database.db, A);
  // A second category with one product, created with the first category's products.
  const [row] = await rawRows<{ idcategoria: number }>(
    t.database.db,
    sql`WITH queijaria AS (
          INSERT INTO categorias (idfornecedor, nome, slug, ordem)
          VALUES (${A}, 'Queijaria Zarzuela', 'queijaria-zarzuela', 97) RETURNING idcategoria
        ), novos AS (
          INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
            imagem, preco_centavos, vendidos)
          SELECT ${A}, coalesce(q.idcategoria, ${idcategoria}), p.codigo, p.nome, 'Zarzuela', '', 'un',
            '/x.svg', p.preco, p.vendidos
          FROM (VALUES ('ZM-1', 'Cafeína Zarzuela Moída', 900, 3, false),
                       ('ZM-2', 'Guaraná Zarzuela sem Gás', 500, 2, false),
                       ('ZM-3', 'Queijo Quartirolo Zarzuela', 2500, 1, true))
            AS p(codigo, nome, preco, vendidos, queijaria)
          LEFT JOIN queijaria q ON p.queijaria
          RETURNING idproduto
        )
        SELECT idcategoria FROM queijaria, (SELECT count(*) FROM novos) n`,
  );
  other = Number(row!.idcategoria);
  // EACH "Quibebe" and EACH "Xerelete" products; the first RARE quibebes are also xereletes, and
  // two in three of each are "Tucumã" (a dense pair).
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
      preco_centavos, vendidos)
    SELECT ${A}, ${idcategoria}, 'SW-' || w || '-' || n,
      CASE w WHEN 1 THEN 'Quibebe ' ELSE 'Xerelete ' END || n
        || CASE WHEN w = 1 AND n <= ${RARE} THEN ' Xerelete' ELSE '' END
        || CASE WHEN n % 3 <> 0 THEN ' Tucumã' ELSE '' END,
      'Genérica', '', 'un', '/x.svg', 500, n % 89
    FROM generate_series(1, 2) AS w, generate_series(1, ${EACH}) AS n`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('a search that matches nothing', () => {
  it('within a category: a word of another category reads neither full-text search nor a corrected walk', async () => {
    for (const sk of ['cafeina', 'Cafeína', 'guarana gas', 'quartirolo', 'QUARTIROLO cafeina']) {
      const categ = sk.toLowerCase().startsWith('quartirolo') ? idcategoria : other;
      const { body, statements } = await listing(sk, categ);
      expect(body.quantidadeProdutos, sk).toBe(0);
      expect(body.produtos, sk).toEqual([]);
      expect(
        statements.filter((s) => FULL_TEXT.test(s)),
        sk,
      ).toEqual([]);
      // The correction is looked up (it could have been a typo), but it is the typed search.
      expect(afterCorrection(statements), sk).toEqual([]);
    }
  });

  it('words that never occur together: no term walk, no full-text search, no corrected walk, in any order', async () => {
    for (const ordenacao of ['RELEVANCIA', 'NOME_AZ', 'MAIS_VENDIDOS']) {
      const { body, statements } = await withStatements<Lista>(
        `/v2/app/vitrine-web/listaprodutos/${A}?sk=quartirolo%20cafeina&ordenacao=${ordenacao}`,
      );
      expect(body.quantidadeProdutos, ordenacao).toBe(0);
      expect(
        statements.filter((s) => FULL_TEXT.test(s)),
        ordenacao,
      ).toEqual([]);
      expect(afterCorrection(statements), ordenacao).toEqual([]);
      // Counted first: no term walk that would read each candidate's product row (the
      // one-statement search's walk reads nothing past a total of 0: several-words-search.test).
      expect(
        statements.filter((s) => TERM_WALK.test(s) && !COUNTED_WALK.test(s)),
        ordenacao,
      ).toEqual([]);
    }
    const { names, statements } = await suggestions('quartirolo cafeina');
    expect(names).toEqual([]);
    expect(statements.filter((s) => FULL_TEXT.test(s))).toEqual([]);
    expect(afterCorrection(statements)).toEqual([]);
    // Their ranges merged say so first (the suggestions ranked among their matches, none): no
    // walk probing every entry for the other word.
    expect(statements.filter((s) => TERM_WALK.test(s) && !COUNTED_WALK.test(s))).toEqual([]);
    expect(statements.filter((s) => COUNTED_WALK.test(s))).toHaveLength(1);
  });

  it('typos of words that never occur together: the corrected suggestions merge their ranges first, no walk', async () => {
    const { names, statements } = await suggestions('quartirollo cafeinna');
    expect(names).toEqual([]);
    const corrected = afterCorrection(statements);
    expect(corrected.length).toBeLessThan(statements.length);
    expect(corrected.filter((s) => TERM_WALK.test(s) && !COUNTED_WALK.test(s))).toEqual([]);
    expect(corrected.filter((s) => COUNTED_WALK.test(s))).toHaveLength(1);
  });

  it('words that never occur together, the last one typed on its way: no corrected walk of its completion', async () => {
    // "xerel" completes to "xerelete": a correction whose terms each begin with a typed stem
    // requires more than the typed search, which found nothing (700 ms at 1M for a corrected walk
    // of "integral 200 gourmet mand").
    const { names, statements } = await suggestions('quartirolo xerel');
    expect(names).toEqual([]);
    expect(statements.filter((s) => VOCABULARY.test(s))).toHaveLength(1);
    expect(afterCorrection(statements)).toEqual([]);
    const { body, statements: listed } = await listing('quartirolo xerel');
    expect(body.quantidadeProdutos).toBe(0);
    expect(afterCorrection(listed)).toEqual([]);
    // A real typo among them is still corrected.
    expect((await suggestions('zarzuela cafeinna')).names).toEqual(['Cafeína Zarzuela Moída']);
  });

  it('still finds what only full-text search reads (websearch syntax) and corrects real typos', async () => {
    // `or` is websearch's OR: the terms read it as a word, full-text search as the operator.
    const either = await listing('quartirolo or cafeina');
    expect(either.body.produtos.map((p) => p.nome).sort()).toEqual([
      'Cafeína Zarzuela Moída',
      'Queijo Quartirolo Zarzuela',
    ]);
    // A typo within the right category is corrected; within another it still finds nothing.
    const typo = await listing('quartirollo', other);
    expect(typo.body.produtos.map((p) => p.nome)).toEqual(['Queijo Quartirolo Zarzuela']);
    expect((await listing('quartirollo', idcategoria)).body.produtos).toEqual([]);
    const typoTwo = await listing('zarzuela quartirollo');
    expect(typoTwo.body.produtos.map((p) => p.nome)).toEqual(['Queijo Quartirolo Zarzuela']);
    expect((await suggestions('cafeinna')).names).toEqual(['Cafeína Zarzuela Moída']);
  });
});

describe('the total of a search of several words', () => {
  it('words that rarely occur together: exact, from the ranges merged in product order', async () => {
    const rare = await search('quibebe xerelete');
    expect(rare.quantidadeProdutos).toBe(RARE);
    expect(rare.quantidadeProdutosLimitada).toBe(false);
    expect(rare.quantidadeProdutos).toBe(await fullTextCount('quibebe:* & xerelete:*'));
    expect(rare.produtos.map((p) => p.nome).sort()).toEqual(
      Array.from(
        { length: RARE },
        (_, i) => `Quibebe ${i + 1} Xerelete${(i + 1) % 3 !== 0 ? ' Tucumã' : ''}`,
      ).sort(),
    );
    expect(rare.statements.filter((s) => MERGED.test(s))).toHaveLength(1);
    expect(rare.statements.filter((s) => INTERSECTION.test(s))).toEqual([]);
    // Within the category (every product is in it) the same, from the matches of every
    // category merged and those of the category counted (ADR 0098).
    const inCategory = await search('xerelete quibebe', idcategoria);
    expect(inCategory.quantidadeProdutos).toBe(RARE);
    expect(inCategory.statements.filter((s) => AMONG.test(s))).toHaveLength(1);
    expect(inCategory.statements.filter((s) => INTERSECTION.test(s))).toEqual([]);
  });

  it('words that often occur together: capped by the merge, in a category by the probe alone', async () => {
    const dense = await search('xerelete tucuma');
    expect(await fullTextCount('xerelete:* & tucuma:*')).toBeGreaterThan(MAX_COUNTED_ROW_MATCHES);
    expect(dense.quantidadeProdutos).toBe(MAX_COUNTED_ROW_MATCHES);
    expect(dense.quantidadeProdutosLimitada).toBe(true);
    expect(dense.statements.filter((s) => MERGED.test(s))).toHaveLength(1);
    const inCategory = await search('xerelete tucuma', idcategoria);
    expect(inCategory.quantidadeProdutos).toBe(MAX_COUNTED_ROW_MATCHES);
    expect(inCategory.quantidadeProdutosLimitada).toBe(true);
    expect(inCategory.statements.filter((s) => INTERSECTION.test(s))).toEqual([]);
    // Three words: the rare pair and the dense word together, still exact.
    const three = await search('quibebe xerelete tucuma');
    expect(three.quantidadeProdutos).toBe(await fullTextCount('quibebe:* & xerelete:* & tucuma:*'));
    expect(three.quantidadeProdutos).toBe(RARE - Math.floor(RARE / 3));
  });

  it('a short prefix of several terms (a unit typed on its own): ranked among the matches in merge joins', async () => {
    // "t" starts tucuma and the demo's other t-words: its range has several terms, so the matches
    // come from a composed merge. Left to the planner, such a merge hashed every entry of the
    // ranges ("agua 1,5 l" at 1M, four short prefixes: past the 10 s statement timeout).
    const found = await search('quibebe xerelete t');
    const expected = await fullTextCount('quibebe:* & xerelete:* & t:*');
    expect(expected).toBe(RARE - Math.floor(RARE / 3));
    expect(found.quantidadeProdutos).toBe(expected);
    expect(found.quantidadeProdutosLimitada).toBe(false);
    for (const { nome } of found.produtos) expect(nome).toMatch(/^Quibebe \d+ Xerelete Tucumã$/);
    const among = found.statements.findIndex((s) => AMONG.test(s));
    expect(among, found.statements.join('\n')).toBeGreaterThan(0);
    expect(found.statements[among - 1]).toContain("set_config('enable_nestloop', 'off', true)");
  });

  it('suggestions of words that rarely occur together are ranked among their matches; of words that often do, walked', async () => {
    // Seven quibebes are xereletes, among EACH of each word: the walk would probe the walked
    // word's entries until ten matched, every one of them here.
    const rare = await suggestions('quibebe xerelete');
    expect(rare.names.sort()).toEqual(
      Array.from(
        { length: RARE },
        (_, i) => `Quibebe ${i + 1} Xerelete${(i + 1) % 3 !== 0 ? ' Tucumã' : ''}`,
      ).sort(),
    );
    expect(rare.statements.filter((s) => AMONG.test(s))).toHaveLength(1);
    expect(rare.statements.filter((s) => TERM_WALK.test(s) && !AMONG.test(s))).toEqual([]);
    // Two in three xereletes are tucumãs: more matches than the merge holds, so the walk, which
    // fills the suggestions in a few probes, answers. (Here the merge samples its eleven matches
    // among the rare quibebes first, in product order, and underestimates them: it merges up to
    // the cap before leaving the page to the walk.)
    const dense = await suggestions('xerelete tucuma');
    expect(dense.names).toHaveLength(MAX_SUGGESTIONS);
    for (const name of dense.names) expect(name).toMatch(/^Xerelete \d+ Tucumã$/);
    expect(dense.statements.filter((s) => AMONG.test(s)).length).toBeGreaterThanOrEqual(1);
    expect(dense.statements.filter((s) => TERM_WALK.test(s) && !AMONG.test(s))).toHaveLength(1);
  });
});
