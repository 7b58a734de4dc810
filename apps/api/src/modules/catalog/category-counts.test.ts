import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';

/**
 * `categorias.quantidade_produtos` is kept by statement-level triggers on produtos (migration
 * 0004). After every kind of write — bulk insert, deactivation, reactivation, a move between
 * categories, a price-only update, delete, a rolled-back transaction — every category's number
 * equals a real count of its active products.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
let t: TestApp;
let cat1: number;
let cat2: number;

async function mismatches(): Promise<unknown[]> {
  return rawRows(
    t.database.db,
    sql`
    SELECT c.idcategoria, c.quantidade_produtos, count(p.idproduto)::int AS real
    FROM categorias c LEFT JOIN produtos p ON p.idcategoria = c.idcategoria AND p.ativo
    GROUP BY c.idcategoria HAVING c.quantidade_produtos <> count(p.idproduto)`,
  );
}

async function countOf(idcategoria: number): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    t.database.db,
    sql`SELECT quantidade_produtos AS n FROM categorias WHERE idcategoria = ${idcategoria}`,
  );
  return Number(row!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = await rawRows<{ idcategoria: number }>(
    t.database.db,
    sql`
    INSERT INTO categorias (idfornecedor, nome, slug, ordem)
    VALUES (${A}, 'Contagem Um', 'contagem-um', 80), (${A}, 'Contagem Dois', 'contagem-dois', 81)
    RETURNING idcategoria`,
  );
  [cat1, cat2] = rows.map((r) => Number(r.idcategoria)) as [number, number];
});

afterAll(async () => {
  await t.close();
});

describe('category product counts', () => {
  it('the seeded catalog is counted exactly', async () => {
    expect(await mismatches()).toEqual([]);
  });

  it('follows inserts, deactivation, moves, price updates and deletes', async () => {
    const db = t.database.db;
    await db.execute(sql`
      INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, unidade, imagem, preco_centavos, ativo)
      SELECT ${A}, ${cat1}::int, 'CT-' || i, 'Contado ' || i, 'M', 'un', '/x.svg', 100, i <= 8
      FROM generate_series(1, 10) AS i`);
    expect(await countOf(cat1)).toBe(8);
    await db.execute(sql`UPDATE produtos SET ativo = false WHERE codigo IN ('CT-1', 'CT-2')`);
    expect(await countOf(cat1)).toBe(6);
    await db.execute(sql`UPDATE produtos SET ativo = true WHERE codigo IN ('CT-1', 'CT-9')`);
    expect(await countOf(cat1)).toBe(8);
    await db.execute(
      sql`UPDATE produtos SET idcategoria = ${cat2} WHERE codigo IN ('CT-3', 'CT-4', 'CT-10')`,
    );
    expect([await countOf(cat1), await countOf(cat2)]).toEqual([6, 2]);
    await db.execute(
      sql`UPDATE produtos SET preco_centavos = preco_centavos + 1 WHERE codigo LIKE 'CT-%'`,
    );
    expect([await countOf(cat1), await countOf(cat2)]).toEqual([6, 2]);
    await db.execute(sql`DELETE FROM produtos WHERE codigo IN ('CT-3', 'CT-5', 'CT-10')`);
    expect([await countOf(cat1), await countOf(cat2)]).toEqual([5, 1]);
    expect(await mismatches()).toEqual([]);
  });

  it('a rolled-back write leaves the counts as they were', async () => {
    const before = await countOf(cat1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE produtos SET ativo = false WHERE idcategoria = ${cat1}`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await countOf(cat1)).toBe(before);
  });

  it('the category list and the listing total read the maintained numbers', async () => {
    const categories = await t.app.inject({
      method: 'GET',
      url: `/v2/app/vitrine-web/listacategoriasprodutos/${A}`,
    });
    const mine = (categories.json() as { idcategoria: number; quantidadeProdutos: number }[]).find(
      (c) => c.idcategoria === cat1,
    );
    expect(mine?.quantidadeProdutos).toBe(await countOf(cat1));
    const list = await t.app.inject({
      method: 'GET',
      url: `/v2/app/vitrine-web/listaprodutos/${A}?categ=${cat1}&limit=2`,
    });
    const body = list.json() as { quantidadeProdutos: number; produtos: unknown[] };
    expect(body.quantidadeProdutos).toBe(await countOf(cat1));
    expect(body.produtos).toHaveLength(2);
  });
});
