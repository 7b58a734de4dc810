import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { firstCategoryOf } from '../../../test/catalog-fixtures.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { SEARCH_TERMS_CHANGE_CHANNEL } from './search-totals.ts';

/**
 * Search totals remembered between requests (ADR 0103) on a real database, PGlite and
 * PostgreSQL: migration 0020's triggers notify a supplier's change of what a search counts (and
 * only that), and the API serves a remembered total until it hears of one.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
/** "Pitanga n" products; the first BOTH of them also "Cagaita". */
const PITANGAS = 60;
const BOTH = 45;
let t: TestApp;
/** The fixture products' category. */
let idcategoria: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  idcategoria = await firstCategoryOf(db, A);
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos)
    SELECT ${A}, ${idcategoria}::int, 'STF-' || n,
      'Pitanga ' || n || CASE WHEN n <= ${BOTH} THEN ' Cagaita' ELSE '' END,
      'Cerrado', '', 'un', '/x.svg', 500 + n, n
    FROM generate_series(1, ${PITANGAS}) AS n`);
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos)
    VALUES (${B}, (SELECT min(idcategoria) FROM categorias WHERE idfornecedor = ${B}),
      'STF-B', 'Pitanga Cagaita de outro', 'Outra', '', 'un', '/x.svg', 700, 1)`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** The listing's total for `sk`, with more query parameters (`&ordenacao=…`) when given. */
async function totalOf(sk: string, more = ''): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/app/vitrine-web/listaprodutos/${A}?sk=${encodeURIComponent(sk)}${more}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { quantidadeProdutos: number }).quantidadeProdutos;
}

/**
 * What the channel carries from now on. On PostgreSQL the app's own subscription shares this
 * connection, which may still be delivering the notices of earlier writes (the fixture's): a
 * notice of the test's own, heard last, flushes them (notices arrive in commit order).
 */
async function hearChanges(): Promise<{ heard: string[]; unlisten: () => Promise<void> }> {
  const heard: string[] = [];
  const unlisten = await t.database.listen(SEARCH_TERMS_CHANGE_CHANNEL, {
    message: (payload) => heard.push(payload),
    up: () => undefined,
    down: () => undefined,
  });
  await t.database.db.execute(sql`SELECT pg_notify(${SEARCH_TERMS_CHANGE_CHANNEL}, 'inicio')`);
  await vi.waitFor(() => expect(heard).toContain('inicio'), { timeout: 5_000 });
  heard.splice(0, heard.length);
  return { heard, unlisten };
}

describe('remembered search totals (ADR 0103)', () => {
  it('a change of terms, activity or category notifies its suppliers; prices, stock and sales do not', async () => {
    const { heard, unlisten } = await hearChanges();
    try {
      const db = t.database.db;
      await db.execute(sql`UPDATE produtos SET preco_centavos = preco_centavos + 1,
        vendidos = vendidos + 1, imagem = '/y.svg' WHERE codigo LIKE 'STF-%'`);
      await db.execute(
        sql`UPDATE produtos SET nome = 'Pitanga Cagaita de outra' WHERE codigo = 'STF-B'`,
      );
      await db.execute(sql`UPDATE produtos SET ativo = false WHERE codigo = 'STF-60'`);
      await db.execute(sql`UPDATE produtos SET ativo = true WHERE codigo = 'STF-60'`);
      await db.execute(sql`UPDATE produtos SET marca = 'Cerrado Vivo' WHERE codigo = 'STF-59'`);
      await db.execute(sql`UPDATE produtos SET idcategoria = (SELECT max(idcategoria)
        FROM categorias WHERE idfornecedor = ${A}) WHERE codigo = 'STF-58'`);
      await db.execute(sql`INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca,
          descricao, unidade, imagem, preco_centavos)
        SELECT idfornecedor, idcategoria, 'STF-novo', 'Pitanga nova', '', '', 'un', '/x.svg', 900
        FROM produtos WHERE codigo = 'STF-1'`);
      await db.execute(sql`DELETE FROM produtos WHERE codigo = 'STF-novo'`);
      // One statement over both suppliers: each is told once.
      await db.execute(sql`UPDATE produtos SET descricao = 'do cerrado'
        WHERE codigo IN ('STF-57', 'STF-56', 'STF-B')`);
      await vi.waitFor(() => expect(heard).toHaveLength(9), { timeout: 5_000 });
      expect(heard.slice(0, 7)).toEqual([B, A, A, A, A, A, A]);
      expect([...heard.slice(7)].sort()).toEqual([A, B].sort());
      // The sentinel: notifications arrive in commit order, so none was left to come before it.
      await db.execute(
        sql`UPDATE produtos SET nome = 'Pitanga Cagaita de outro' WHERE codigo = 'STF-B'`,
      );
      await vi.waitFor(() => expect(heard).toHaveLength(10), { timeout: 5_000 });
      expect(heard[9]).toBe(B);
    } finally {
      await unlisten();
    }
  });

  it('serves a remembered total until a change of the catalog is heard, then counts again', async () => {
    const db = t.database.db;
    // Every earlier write's notice delivered first: none may drop the total this test remembers.
    await (await hearChanges()).unlisten();
    expect(await totalOf('pitanga cagaita')).toBe(BOTH);
    // Behind the triggers' back (no notification): one product no longer holds "cagaita" for
    // the count. The remembered total is served.
    await db.execute(sql`DELETE FROM produto_termos WHERE termo = 'cagait'
      AND idproduto = (SELECT idproduto FROM produtos WHERE codigo = 'STF-1')`);
    expect(await totalOf('pitanga cagaita')).toBe(BOTH);
    expect(await totalOf('Cagaita  PITANGA')).toBe(BOTH - 1);
    // A change through produtos is heard, and every total of the supplier is counted again.
    await db.execute(sql`UPDATE produtos SET nome = 'Pitanga 2' WHERE codigo = 'STF-2'`);
    await vi.waitFor(async () => expect(await totalOf('pitanga cagaita')).toBe(BOTH - 2), {
      timeout: 5_000,
    });
  });

  it('remembers the count of another order or a category once for every order, until a change', async () => {
    const db = t.database.db;
    await (await hearChanges()).unlisten();
    // The previous test left BOTH - 2 products with both words.
    const sk = 'pitanga cagaita';
    const inCategory = `&categ=${idcategoria}`;
    expect(await totalOf(sk, '&ordenacao=NOME_AZ')).toBe(BOTH - 2);
    expect(await totalOf(sk, `&ordenacao=MENOR_PRECO${inCategory}`)).toBe(BOTH - 2);
    await db.execute(sql`DELETE FROM produto_termos WHERE termo = 'cagait'
      AND idproduto = (SELECT idproduto FROM produtos WHERE codigo = 'STF-3')`);
    // Counted once per stems and category, whatever the order or the page.
    expect(await totalOf(sk, '&ordenacao=NOME_AZ')).toBe(BOTH - 2);
    expect(await totalOf(sk, '&ordenacao=NOME_ZA&page=2&limit=10')).toBe(BOTH - 2);
    expect(await totalOf(sk, `&ordenacao=MAIS_VENDIDOS${inCategory}`)).toBe(BOTH - 2);
    // The one-statement search of a text it has not answered counts: the entries did change.
    expect(await totalOf('cagaita pitanga')).toBe(BOTH - 3);
    await db.execute(sql`UPDATE produtos SET nome = 'Pitanga 4' WHERE codigo = 'STF-4'`);
    await vi.waitFor(async () => expect(await totalOf(sk, '&ordenacao=NOME_AZ')).toBe(BOTH - 4), {
      timeout: 5_000,
    });
    expect(await totalOf(sk, `&ordenacao=MAIS_VENDIDOS${inCategory}`)).toBe(BOTH - 4);
  });

  it("a truncated catalog drops every supplier's totals (an empty payload)", async () => {
    const { heard, unlisten } = await hearChanges();
    try {
      // The file's last test: every product (and what refers to one) is gone.
      await t.database.db.execute(sql`TRUNCATE produtos CASCADE`);
      await vi.waitFor(() => expect(heard).toEqual(['']), { timeout: 5_000 });
      await vi.waitFor(async () => expect(await totalOf('pitanga cagaita')).toBe(0), {
        timeout: 5_000,
      });
    } finally {
      await unlisten();
    }
  });
});
