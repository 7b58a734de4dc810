import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { explainPlan, planNodes, type PlanNode } from '../../../test/query-plans.ts';
import { firstCategoryOf } from '../../../test/catalog-fixtures.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import type { OrdenacaoProduto } from '@vitrine/contract';
import {
  mergedTermPageQuery,
  mergedTermRowsQuery,
  termPageInOrderQuery,
  type EntryOrder,
} from './term-order-page.ts';

/**
 * A search in another order than relevance (ADR 0075) reads its page from the term entries' own
 * order keys (migration 0014) and pages exactly as full-text search's matches sort in the plain
 * listing's order: the word anywhere in the name, the brand or the description, accents and case
 * ignored, each product once (some hold two terms of the range), active products of the supplier
 * only; a renamed or repriced product moves, a deactivated one leaves.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
const MANY = 130;
let t: TestApp;
let idcategoria: number;
let other: number;

interface Lista {
  produtos: { id: number; nome: string }[];
  quantidadeProdutos: number;
}

async function lista(query: string): Promise<Lista> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/app/vitrine-web/listaprodutos/${A}?${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Lista;
}

/** Every page of a listing, 20 at a time: the ids in the order the pages gave them. */
async function allPages(query: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = await lista(`${query}&page=${page}`);
    ids.push(...body.produtos.map((p) => p.id));
    if (body.produtos.length < 20) return { ids, total: body.quantidadeProdutos };
  }
}

/** The plain listing's sort of each order, on `produtos` (the reference). */
const LISTING_ORDER: Record<Exclude<OrdenacaoProduto, 'RELEVANCIA'>, string> = {
  NOME_AZ: 'nome_chave, idproduto',
  NOME_ZA: 'nome_chave DESC, idproduto DESC',
  MENOR_PRECO: 'preco_centavos, nome_chave, idproduto',
  MAIOR_PRECO: 'preco_centavos DESC, nome_chave, idproduto',
  MAIS_VENDIDOS: 'vendidos DESC, nome_chave, idproduto',
};
const ORDERS = Object.keys(LISTING_ORDER) as (keyof typeof LISTING_ORDER)[];

/** Full-text search's matches of a prefix tsquery, in the listing's order (the reference). */
async function expected(
  tsquery: string,
  ordenacao: keyof typeof LISTING_ORDER,
  categ?: number,
): Promise<number[]> {
  const inCategory = categ === undefined ? sql`` : sql`AND idcategoria = ${categ}`;
  const rows = await rawRows<{ idproduto: number }>(
    t.database.db,
    sql`SELECT idproduto FROM produtos WHERE idfornecedor = ${A} AND ativo ${inCategory}
        AND busca @@ to_tsquery('portuguese', ${tsquery})
        ORDER BY ${sql.raw(LISTING_ORDER[ordenacao])}`,
  );
  return rows.map((r) => Number(r.idproduto));
}

beforeAll(async () => {
  t = await createTestApp();
  idcategoria = await firstCategoryOf(t.database.db, A);
  const [row] = await rawRows<{ idcategoria: number }>(
    t.database.db,
    sql`INSERT INTO categorias (idfornecedor, nome, slug, ordem)
        VALUES (${A}, 'Frutas do Cerrado', 'frutas-do-cerrado', 98) RETURNING idcategoria`,
  );
  other = Number(row!.idcategoria);
  // The word first, in the middle, plural, with another term of its range ("Pitangueira"), in
  // the brand or the description only; names with accents and capitals; a third in the other
  // category; the same word at supplier B and on an inactive product.
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
      preco_centavos, vendidos, ativo)
    SELECT ${A}, CASE WHEN n % 3 = 0 THEN ${other}::int ELSE ${idcategoria}::int END, 'PT-' || n,
      CASE n % 7
        WHEN 0 THEN 'Pitanga ' || n
        WHEN 1 THEN 'Suco de Pitanga ' || n
        WHEN 2 THEN 'Água com Pitangas ' || n
        WHEN 3 THEN 'ÁCIDA Pitanga Pitangueira ' || n
        WHEN 4 THEN 'Geleia ' || n
        WHEN 5 THEN 'Doce ' || n
        ELSE 'açaí e pitanga ' || n END,
      CASE WHEN n % 7 = 4 THEN 'Pitanga Real' ELSE 'Genérica' END,
      CASE WHEN n % 7 = 5 THEN 'Feito com pitanga madura' ELSE '' END,
      'un', '/x.svg', 500 + n, n % 11, n <> 8
    FROM generate_series(1, ${MANY}) AS n`);
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
      preco_centavos)
    SELECT ${B}, idcategoria, 'PT-B', 'Pitanga de Outro Fornecedor', 'Genérica', '', 'un', '/x.svg', 500
    FROM categorias WHERE idfornecedor = ${B} LIMIT 1`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('a search in another order than relevance', () => {
  it("pages in every order exactly as full-text search's matches sort in the listing", async () => {
    const az = await expected('pitang:*', 'NOME_AZ');
    expect(az.length).toBeGreaterThan(100);
    for (const sk of ['pitanga', 'Pitangas', 'PITANGA']) {
      const { ids, total } = await allPages(`sk=${sk}&ordenacao=NOME_AZ`);
      expect(ids, sk).toEqual(az);
      expect(total, sk).toBe(az.length);
    }
    for (const ordenacao of ORDERS) {
      const { ids } = await allPages(`sk=pitanga&ordenacao=${ordenacao}`);
      expect(ids, ordenacao).toEqual(await expected('pitang:*', ordenacao));
    }
  });

  it('within a category, and with a second word', async () => {
    for (const ordenacao of ORDERS) {
      const inOther = await allPages(`sk=pitanga&categ=${other}&ordenacao=${ordenacao}`);
      expect(inOther.ids, ordenacao).toEqual(await expected('pitang:*', ordenacao, other));
      const twoWords = await allPages(`sk=suco%20pitanga&ordenacao=${ordenacao}`);
      expect(twoWords.ids, ordenacao).toEqual(await expected('suc:* & pitang:*', ordenacao));
      expect(twoWords.ids.length).toBeGreaterThan(10);
      // Two words within a category: the category's entries of the other word hashed and its
      // matches counted by the category's entries merged (ADR 0100).
      for (const categ of [other, idcategoria]) {
        const both = await allPages(`sk=suco%20pitanga&categ=${categ}&ordenacao=${ordenacao}`);
        const want = await expected('suc:* & pitang:*', ordenacao, categ);
        expect(want.length).toBeGreaterThan(3);
        expect(both.ids, `${ordenacao} in ${categ}`).toEqual(want);
        expect(both.total, `${ordenacao} in ${categ}`).toBe(want.length);
      }
    }
  });

  it('follows a rename, a new price and a deactivation', async () => {
    const [first] = (await lista('sk=pitanga&ordenacao=NOME_AZ')).produtos;
    await t.database.db.execute(
      sql`UPDATE produtos SET nome = 'Zzz Pitanga Renomeada' WHERE idproduto = ${first!.id}`,
    );
    const renamed = await allPages('sk=pitanga&ordenacao=NOME_AZ');
    expect(renamed.ids.at(-1)).toBe(first!.id);
    expect(renamed.ids).toEqual(await expected('pitang:*', 'NOME_AZ'));
    await t.database.db.execute(
      sql`UPDATE produtos SET preco_centavos = 1 WHERE idproduto = ${first!.id}`,
    );
    expect((await lista('sk=pitanga&ordenacao=MENOR_PRECO')).produtos[0]!.id).toBe(first!.id);
    await t.database.db.execute(
      sql`UPDATE produtos SET ativo = false WHERE idproduto = ${first!.id}`,
    );
    const after = await allPages('sk=pitanga&ordenacao=NOME_AZ');
    expect(after.ids).not.toContain(first!.id);
    expect(after.total).toBe(renamed.total - 1);
  });

  it("reads its page from the term entries alone: no product row before the page's", async () => {
    const otherWord = { prefixQuery: 'suco:* & pitanga:*', otherStems: ['suc'] };
    for (const ordenacao of ORDERS) {
      for (const filter of [{}, { idcategoria: other }, otherWord]) {
        const [plan] = await rawRows<{ 'QUERY PLAN': unknown }>(
          t.database.db,
          sql`EXPLAIN (FORMAT JSON) ${termPageInOrderQuery(A, 'pitang', ordenacao, filter, {
            offset: 0,
            limit: 20,
          })}`,
        );
        const text = JSON.stringify(plan!['QUERY PLAN']);
        expect(text).toContain('"Relation Name":"produto_termos"');
        expect(text).not.toContain('"Relation Name":"produtos"');
      }
    }
  });

  it("merges each word's terms, each read from the order's index, never sorted whole (ADR 0094, 0095)", async () => {
    const INDEX_OF: Record<EntryOrder, string> = {
      NOME_AZ: 'produto_termos_ordem_idx',
      NOME_ZA: 'produto_termos_ordem_idx',
      MENOR_PRECO: 'produto_termos_preco_idx',
      MAIOR_PRECO: 'produto_termos_preco_idx',
      MAIS_VENDIDOS: 'produto_termos_vendidos_idx',
    };
    for (const ordenacao of ORDERS) {
      // Each word's range of terms, the walked word's first.
      const cases: string[][][] = [
        [['pitang']],
        [['pitang', 'pitangu']],
        [['pitang', 'pitangu'], ['suc']],
        [['pitang'], ['suc', 'sucr'], ['zzz']],
      ];
      for (const ranges of cases) {
        const terms = ranges.flat();
        // With sorting and sequential scans priced out, only an index in the order avoids a
        // Sort of a term's entries: without the order's index the plan keeps one.
        // Several words are intersected by merge joins (their inputs in the order).
        const plan = await explainPlan(
          t.database.db,
          mergedTermPageQuery(A, ranges, ordenacao, { offset: 40, limit: 20 }),
          ['enable_sort', 'enable_seqscan', 'enable_hashjoin', 'enable_nestloop'],
        );
        const scans = parentsOfScans(plan, null);
        expect(scans, `${ordenacao} ${terms.join()}`).toHaveLength(terms.length);
        for (const { scan, parent } of scans) {
          expect(scan['Index Name'], ordenacao).toBe(INDEX_OF[ordenacao]);
          expect(parent?.['Node Type'], ordenacao).not.toBe('Sort');
        }
      }
    }
  });
});

describe('a merged page within a category', () => {
  it("reads each term's entries of the category in name order from their index, never sorted whole", async () => {
    const idcategoria = await firstCategoryOf(t.database.db, A);
    for (const ordenacao of ['NOME_AZ', 'NOME_ZA'] as const) {
      for (const ranges of [
        [['pitang']],
        [['pitang', 'pitangu']],
        [['pitang', 'pitangu'], ['suc']],
      ]) {
        const plan = await explainPlan(
          t.database.db,
          mergedTermPageQuery(A, ranges, ordenacao, { offset: 40, limit: 20 }, idcategoria),
          ['enable_sort', 'enable_seqscan', 'enable_hashjoin', 'enable_nestloop'],
        );
        const scans = parentsOfScans(plan, null);
        expect(scans, `${ordenacao} ${ranges.flat().join()}`).toHaveLength(ranges.flat().length);
        for (const { scan, parent } of scans) {
          expect(scan['Index Name'], ordenacao).toBe('produto_termos_ordem_categoria_idx');
          expect(scan['Index Cond'], ordenacao).toContain('idcategoria');
          expect(parent?.['Node Type'], ordenacao).not.toBe('Sort');
        }
      }
    }
  });
});

describe("a merged page's rows (ADR 0096)", () => {
  it('come in the same statement, each read by primary key', async () => {
    for (const ordenacao of ORDERS) {
      for (const ranges of [[['pitang']], [['pitang', 'pitangu']], [['pitang'], ['suc']]]) {
        const query = mergedTermRowsQuery(t.database.db, A, ranges, ordenacao, {
          offset: 20,
          limit: 20,
        });
        const nodes = planNodes(await explainPlan(t.database.db, query.getSQL()));
        const products = nodes.filter((n) => n['Relation Name'] === 'produtos');
        expect(products, ordenacao).toHaveLength(1);
        expect(products[0]!['Index Name'], ordenacao).toBe('produtos_pkey');
        expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
      }
    }
  });
});

/** Every scan of produto_termos in a plan, with the node above it. */
function parentsOfScans(
  node: PlanNode,
  parent: PlanNode | null,
): { scan: PlanNode; parent: PlanNode | null }[] {
  const here = node['Relation Name'] === 'produto_termos' ? [{ scan: node, parent }] : [];
  return [...here, ...(node.Plans ?? []).flatMap((child) => parentsOfScans(child, node))];
}
