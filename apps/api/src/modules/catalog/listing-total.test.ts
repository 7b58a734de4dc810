import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MAX_COUNTED_MATCHES,
  MAX_COUNTED_ROW_MATCHES,
  UI_TEXT,
  maxReachablePage,
} from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { firstCategoryOf } from '../../../test/catalog-fixtures.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';

/**
 * A search stops counting at MAX_COUNTED_MATCHES (issue 12 §3): past it the reply says
 * `quantidadeProdutosLimitada` and the storefront writes "mais de 10.000 produtos"; below it,
 * and for every plain listing (maintained counts), the total is exact.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
const MANY = MAX_COUNTED_MATCHES + 7;
const REPEATED = 7_001;
let t: TestApp;
let idcategoria: number;

interface Lista {
  produtos: { id: number; nome: string }[];
  quantidadeProdutos: number;
  quantidadeProdutosLimitada: boolean;
}

async function lista(idfornecedor: string, query: string): Promise<Lista> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/app/vitrine-web/listaprodutos/${idfornecedor}?${query}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Lista;
}

beforeAll(async () => {
  t = await createTestApp();
  idcategoria = await firstCategoryOf(t.database.db, A);
  // MANY products named "Zimbrão <n> zq<n>": one shared word, and one distinct word each, so
  // "zq" is a prefix of more distinct terms than the term walk takes (full-text search then).
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
      preco_centavos, vendidos, destaque)
    SELECT ${A}, ${idcategoria}, 'ZB-' || n, 'Zimbrão ' || n || ' zq' || n, 'Genérica', '', 'un',
      '/x.svg', 500, n % 97, false
    FROM generate_series(1, ${MANY}) AS n`);
  // REPEATED products with three words of one prefix each: more term entries than products.
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
      preco_centavos, vendidos, destaque)
    SELECT ${A}, ${idcategoria}, 'WQ-' || n, 'Wqalfa Wqbeta Wqgama ' || n, 'Genérica', '', 'un',
      '/x.svg', 500, 0, false
    FROM generate_series(1, ${REPEATED}) AS n`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the listing total of a search', () => {
  it('stops at MAX_COUNTED_MATCHES for a broad word, in relevance and in any other order', async () => {
    for (const ordem of ['RELEVANCIA', 'NOME_AZ', 'MAIS_VENDIDOS']) {
      const body = await lista(A, `sk=zimbrao&ordenacao=${ordem}`);
      expect(body.quantidadeProdutos).toBe(MAX_COUNTED_MATCHES);
      expect(body.quantidadeProdutosLimitada).toBe(true);
      expect(body.produtos).toHaveLength(20);
      expect(body.produtos.every((p) => p.nome.startsWith('Zimbrão '))).toBe(true);
    }
    expect(UI_TEXT.productCountAtLeast(MAX_COUNTED_MATCHES)).toBe('mais de 10.000 produtos');
  });

  it('stops at MAX_COUNTED_ROW_MATCHES when each match costs a row read, and pages to its depth', async () => {
    // Full-text search (a prefix of more terms than the walk takes), a second word, a category.
    for (const query of ['sk=zq', 'sk=zimbrao%20zq', `sk=zimbrao&categ=${idcategoria}`]) {
      const body = await lista(A, query);
      expect(body, query).toMatchObject({
        quantidadeProdutos: MAX_COUNTED_ROW_MATCHES,
        quantidadeProdutosLimitada: true,
      });
      expect(body.produtos).toHaveLength(20);
    }
    expect(UI_TEXT.productCountAtLeast(MAX_COUNTED_ROW_MATCHES)).toBe('mais de 1.000 produtos');
    // Every page a search reaches (MAX_SEARCH_DEPTH) is full: the total is a lower bound.
    const deep = await lista(
      A,
      `sk=zimbrao%20zq&ordenacao=NOME_AZ&page=${maxReachablePage(20, true)}`,
    );
    expect(deep.produtos).toHaveLength(20);
  });

  it('the last reachable page still has products; the count is exact below the cap', async () => {
    const last = await lista(
      A,
      `sk=zimbrao&ordenacao=NOME_AZ&limit=100&page=${maxReachablePage(100, true)}`,
    );
    expect(last.produtos).toHaveLength(100);
    const narrow = await lista(A, 'sk=zimbrao%2012');
    // "12" as a word or prefix: 12, 120–129, 1200–1299, 10 000–10 007 do not start with 12.
    expect(narrow.quantidadeProdutosLimitada).toBe(false);
    expect(narrow.quantidadeProdutos).toBe(111);
  });

  it('a several-word total counts each product once, only when it has every word (ADR 0063)', async () => {
    // 30 products with two terms of the walked range 'vrum' and the word 'pintado'; 20 with
    // 'vrum' only; 100 with 'pintado' only (so 'vrum', the rarer range, is walked).
    await t.database.db.execute(sql`
      INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
        preco_centavos, vendidos, destaque)
      SELECT ${A}, ${idcategoria}, 'VR-' || n,
        CASE WHEN n <= 30 THEN 'Vrumalfa Vrumbeta Pintado ' || n
             WHEN n <= 50 THEN 'Vrumalfa Liso ' || n
             ELSE 'Pintado Solo ' || n END,
        'Genérica', '', 'un', '/x.svg', 500, 0, false
      FROM generate_series(1, 150) AS n`);
    for (const sk of ['vrum%20pintado', 'pintado%20vrum', 'vrumalfa%20pint']) {
      const body = await lista(A, `sk=${sk}&limit=50`);
      expect(body, sk).toMatchObject({ quantidadeProdutos: 30, quantidadeProdutosLimitada: false });
      expect(body.produtos).toHaveLength(30);
    }
  });

  it('counts products, not term entries: three words of one prefix count a product once', async () => {
    const body = await lista(A, 'sk=wq');
    expect(body).toMatchObject({ quantidadeProdutos: REPEATED, quantidadeProdutosLimitada: false });
  });

  it('a plain listing keeps its exact total, and another supplier counts none of them', async () => {
    const all = await lista(A, `categ=${idcategoria}`);
    expect(all.quantidadeProdutosLimitada).toBe(false);
    expect(all.quantidadeProdutos).toBeGreaterThan(MAX_COUNTED_MATCHES);
    const other = await lista(B, 'sk=zimbrao');
    expect(other).toMatchObject({ quantidadeProdutos: 0, quantidadeProdutosLimitada: false });
  });
});
