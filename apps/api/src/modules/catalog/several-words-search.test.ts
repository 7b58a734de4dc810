import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_COUNTED_ROW_MATCHES } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { executeArguments } from '../../../test/generic-plan.ts';
import { parsePlan, planNodes, type PlanNode } from '../../../test/query-plans.ts';
import { searchWords, wordsArrayLiteral } from './search-text.ts';
import { severalWordsSearch, severalWordsSearchQuery } from './several-words-search.ts';
import { isTermMiss, listByTerm, termSearchOf } from './term-search.ts';

/**
 * A relevance search of several words in one prepared statement (ADR 0097): where it answers,
 * the same page and total as the statements it replaces (listByTerm given the text's own term
 * search, which takes them one by one), on PGlite and on PostgreSQL; where it does not, null.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
const PRODUCTS = 1100;
const ACTIVE = 1080;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [category] = await rawRows<{ idcategoria: number }>(
    db,
    sql`INSERT INTO categorias (idfornecedor, nome, slug, ordem)
        VALUES (${A}, 'Cerrado', 'cerrado', 82) RETURNING idcategoria`,
  );
  // "Jenipapo n" in every product; every 2nd also "Mangaba", every 3rd "Araticum", every 5th
  // "Cambuci" and else every 7th "Cambucizeiro" (two terms for the stem "cambuc"), the first
  // three "Umbu", odd multiples of 11 "Bacuri" (never with Mangaba); the last 20 inactive.
  // Supplier B sells "Jenipapo Mangaba" products of its own, which A's search must never show.
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos, ativo)
    SELECT ${A}, ${category!.idcategoria}::int, 'SWS-' || n,
      'Jenipapo ' || n
        || CASE WHEN n % 2 = 0 THEN ' Mangaba' ELSE '' END
        || CASE WHEN n % 3 = 0 THEN ' Araticum' ELSE '' END
        || CASE WHEN n % 5 = 0 THEN ' Cambuci' WHEN n % 7 = 0 THEN ' Cambucizeiro' ELSE '' END
        || CASE WHEN n <= 3 THEN ' Umbu' ELSE '' END
        || CASE WHEN n % 22 = 11 THEN ' Bacuri' ELSE '' END,
      'Cerrado', '', 'un', '/x.svg', 300 + (n * 37) % 900, n % 43, n <= ${ACTIVE}
    FROM generate_series(1, ${PRODUCTS}) AS n`);
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos)
    SELECT ${B}, (SELECT min(idcategoria) FROM categorias WHERE idfornecedor = ${B}),
      'SWSB-' || n, 'Jenipapo Mangaba ' || n, 'Outra', '', 'un', '/x.svg', 700, n
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

/** The page the general path gives: listByTerm with the text's term search given to it. */
async function generalPage(texto: string, offset: number) {
  const db = t.database.db;
  const search = await termSearchOf(db, A, texto);
  const query = { idfornecedor: A, texto, ordenacao: 'RELEVANCIA' as const, offset, limit: 20 };
  const found = await listByTerm(db, query, search!);
  if (!found || isTermMiss(found)) throw new Error(`the general path found no page: ${texto}`);
  return found;
}

describe('severalWordsSearch (ADR 0097)', () => {
  const answered: [string, number][] = [
    ['jenipapo mangaba', activeWhere((n) => n % 2 === 0)],
    ['Araticum jenipapo', activeWhere((n) => n % 3 === 0)],
    ['mangaba de araticum jenipapo', activeWhere((n) => n % 6 === 0)],
    ['jenipapo jenipapo', ACTIVE],
    // Four stems (the function's last branch), one of them twice.
    ['jenipapo mangaba araticum jenipapo', activeWhere((n) => n % 6 === 0)],
  ];
  for (const [texto, expected] of answered) {
    it(`"${texto}": every page and the total equal the general path's`, async () => {
      const db = t.database.db;
      const total = Math.min(expected, MAX_COUNTED_ROW_MATCHES);
      const capped = expected > MAX_COUNTED_ROW_MATCHES;
      const seen: number[] = [];
      for (const offset of [0, 20, 40, 160, 500, 980]) {
        if (offset >= total) continue;
        const words = searchWords(texto);
        const found = await severalWordsSearch(db, A, words, { offset, limit: 20 });
        const general = await generalPage(texto, offset);
        expect(found, `${texto} at ${offset}`).not.toBeNull();
        expect(found!.rows).toEqual(general.rows);
        expect({ total: found!.total, capped: found!.capped }).toEqual({ total, capped });
        expect({ total: general.total, capped: general.capped }).toEqual({ total, capped });
        seen.push(...found!.rows.map((r) => r.idproduto));
      }
      expect(seen.length).toBeGreaterThan(0);
      const rows = await rawRows<{ nome: string; idfornecedor: string; ativo: boolean }>(
        db,
        sql`SELECT nome, idfornecedor, ativo FROM produtos
            WHERE idproduto IN (${sql.join(seen, sql`, `)})`,
      );
      expect(new Set(seen).size).toBe(seen.length);
      for (const row of rows) {
        expect(row).toMatchObject({ idfornecedor: A, ativo: true });
        for (const word of searchWords(texto).filter((w) => w !== 'de')) {
          expect(row.nome.toLowerCase()).toContain(word.toLowerCase());
        }
      }
    });
  }

  const unanswered: [string, string][] = [
    ['jenipapo cambuci', 'a stem whose range holds two terms (cambuci, cambucizeiro)'],
    ['mangaba bacuri', 'words that never occur together: nothing is walked'],
    ['umbu jenipapo', 'a walked range small enough to probe (3 entries against 1,080)'],
    ['jenipapo mangaba araticum cambuci umbu', 'more than four words with a stem'],
    ['de do', 'stop words only'],
    ['jenipapo de', 'one word with a stem'],
    ['jenipapo zzzinexistente', 'a word no product holds'],
  ];
  for (const [texto, why] of unanswered) {
    it(`"${texto}": null (${why}), for the general path to answer`, async () => {
      const found = await severalWordsSearch(t.database.db, A, searchWords(texto), {
        offset: 0,
        limit: 20,
      });
      expect(found).toBeNull();
    });
  }

  it('words that never occur together: the total is 0 and the term walk never runs', async () => {
    const db = t.database.db;
    const statement = severalWordsSearchQuery(db, {
      withCategory: false,
      limit: 20,
      firstPage: true,
    }).toSQL();
    const values = { idfornecedor: A, palavras: wordsArrayLiteral(['mangaba', 'bacuri']) };
    const raw = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`PREPARE never_together AS ${statement.sql}`));
      const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(
        tx,
        sql.raw(
          `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE never_together(${executeArguments(statement, values)})`,
        ),
      );
      await tx.execute(sql.raw('DEALLOCATE never_together'));
      return row!['QUERY PLAN'];
    });
    const all = planNodes(parsePlan(raw)) as (PlanNode & { 'Actual Loops': number })[];
    // The walk's entries (produto_termos_busca_idx) and the product rows are never read.
    const walk = all.filter(
      (n) => n['Index Name'] === 'produto_termos_busca_idx' || n['Relation Name'] === 'produtos',
    );
    expect(walk.length).toBeGreaterThan(0);
    for (const node of walk) expect(node['Actual Loops']).toBe(0);
  });

  it('null past the last match', async () => {
    const words = searchWords('jenipapo araticum');
    const found = await severalWordsSearch(t.database.db, A, words, { offset: 400, limit: 20 });
    expect(found).toBeNull();
  });

  it('through the route: the answer of a search the statement takes and of one it does not', async () => {
    for (const [texto, expected] of [
      ['jenipapo mangaba', activeWhere((n) => n % 2 === 0)],
      // The last word is a prefix: "cambuci" finds the Cambucizeiros too.
      ['jenipapo cambuci', activeWhere((n) => n % 5 === 0 || n % 7 === 0)],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v2/app/vitrine-web/listaprodutos/${A}?sk=${encodeURIComponent(texto)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        quantidadeProdutos: expected,
        quantidadeProdutosLimitada: false,
      });
      const first = await generalPage(texto, 0);
      expect(body.produtos.map((p: { id: number }) => p.id)).toEqual(
        first.rows.map((r) => r.idproduto),
      );
    }
  });
});
