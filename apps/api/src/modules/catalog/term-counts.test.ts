import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { firstCategoryOf } from '../../../test/catalog-fixtures.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';

/**
 * `termos_fornecedor.quantidade_produtos` is kept by the statement-level triggers on produtos
 * that write produto_termos (migration 0011, ADR 0063). After every kind of write — bulk insert,
 * a rename that changes a product's terms, deactivation, reactivation, a price-only update,
 * delete, a rolled-back transaction — every supplier's term count equals a real count of
 * produto_termos, and the searches that read the counts answer the same.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
let t: TestApp;
let idcategoria: number;

/** Terms whose maintained count differs from the entries of produto_termos (none expected). */
async function mismatches(): Promise<unknown[]> {
  return rawRows(
    t.database.db,
    sql`
    SELECT coalesce(c.idfornecedor, r.idfornecedor) AS idfornecedor, coalesce(c.termo, r.termo) AS termo,
      c.quantidade_produtos, r.n
    FROM termos_fornecedor c
    FULL JOIN (SELECT idfornecedor, termo, count(*)::int AS n FROM produto_termos GROUP BY 1, 2) r
      ON r.idfornecedor = c.idfornecedor AND r.termo = c.termo
    WHERE coalesce(c.quantidade_produtos, 0) <> coalesce(r.n, 0)`,
  );
}

async function countOf(termo: string): Promise<number | null> {
  const [row] = await rawRows<{ n: number }>(
    t.database.db,
    sql`SELECT quantidade_produtos AS n FROM termos_fornecedor
        WHERE idfornecedor = ${A} AND termo = ${termo}`,
  );
  return row ? Number(row.n) : null;
}

interface Lista {
  produtos: { nome: string }[];
  quantidadeProdutos: number;
  quantidadeProdutosLimitada: boolean;
}

async function search(sk: string): Promise<Lista> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/app/vitrine-web/listaprodutos/${A}?sk=${encodeURIComponent(sk)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Lista;
}

beforeAll(async () => {
  t = await createTestApp();
  idcategoria = await firstCategoryOf(t.database.db, A);
});

afterAll(async () => {
  await t.close();
});

describe('search term counts', () => {
  it('the seeded catalog is counted exactly', async () => {
    expect(await mismatches()).toEqual([]);
  });

  it('follow inserts, renames, deactivation, price updates and deletes', async () => {
    const db = t.database.db;
    // 'Xilofrutas' stems to 'xilofrut', 'Xilomel' to 'xilomel': two terms of the range 'xilo'.
    await db.execute(sql`
      INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
        imagem, preco_centavos, ativo)
      SELECT ${A}, ${idcategoria}, 'TC-' || i, 'Xilofrutas ' || i, 'Genérica', '', 'un', '/x.svg',
        100, i <= 8
      FROM generate_series(1, 10) AS i`);
    expect(await countOf('xilofrut')).toBe(8);
    await db.execute(
      sql`UPDATE produtos SET nome = 'Xilomel ' || codigo WHERE codigo IN ('TC-1', 'TC-2', 'TC-3')`,
    );
    expect([await countOf('xilofrut'), await countOf('xilomel')]).toEqual([5, 3]);
    await db.execute(sql`UPDATE produtos SET ativo = false WHERE codigo IN ('TC-1', 'TC-4')`);
    expect([await countOf('xilofrut'), await countOf('xilomel')]).toEqual([4, 2]);
    await db.execute(sql`UPDATE produtos SET ativo = true WHERE codigo IN ('TC-4', 'TC-9')`);
    expect([await countOf('xilofrut'), await countOf('xilomel')]).toEqual([6, 2]);
    const before = await rawRows(
      db,
      sql`SELECT termo, quantidade_produtos FROM termos_fornecedor WHERE idfornecedor = ${A} ORDER BY termo`,
    );
    await db.execute(
      sql`UPDATE produtos SET preco_centavos = preco_centavos + 1, vendidos = vendidos + 3 WHERE codigo LIKE 'TC-%'`,
    );
    expect(
      await rawRows(
        db,
        sql`SELECT termo, quantidade_produtos FROM termos_fornecedor WHERE idfornecedor = ${A} ORDER BY termo`,
      ),
    ).toEqual(before);
    await db.execute(sql`DELETE FROM produtos WHERE codigo IN ('TC-2', 'TC-5', 'TC-10')`);
    // TC-10 was inactive: it held no term.
    expect([await countOf('xilofrut'), await countOf('xilomel')]).toEqual([5, 1]);
    expect(await mismatches()).toEqual([]);
  });

  it('a rolled-back write leaves the counts as they were', async () => {
    const before = await countOf('xilofrut');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE produtos SET ativo = false WHERE codigo LIKE 'TC-%'`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await countOf('xilofrut')).toBe(before);
  });

  it('a search reads its total and its terms from the counts', async () => {
    // One term: its count. Two terms of one range, each product holding one: their sum.
    expect(await search('xilofrutas')).toMatchObject({
      quantidadeProdutos: 5,
      quantidadeProdutosLimitada: false,
    });
    const both = await search('xilo');
    expect(both.quantidadeProdutos).toBe(6);
    expect(both.produtos.map((p) => p.nome).sort()).toEqual([
      'Xilofrutas 4',
      'Xilofrutas 6',
      'Xilofrutas 7',
      'Xilofrutas 8',
      'Xilofrutas 9',
      'Xilomel TC-3',
    ]);
    // A term whose products are all gone keeps a row at 0 and finds nothing.
    await t.database.db.execute(sql`UPDATE produtos SET ativo = false WHERE codigo = 'TC-3'`);
    expect(await countOf('xilomel')).toBe(0);
    const gone = await search('xilomel');
    expect(gone.quantidadeProdutos).toBe(0);
    expect(gone.produtos).toEqual([]);
    expect(await mismatches()).toEqual([]);
  });

  it("each term entry carries its product's category, also after a product moves (migration 0013)", async () => {
    const [row] = await rawRows<{ idcategoria: number }>(
      t.database.db,
      sql`INSERT INTO categorias (idfornecedor, nome, slug, ordem)
          VALUES (${A}, 'Quirelas Finas', 'quirelas-finas', 96) RETURNING idcategoria`,
    );
    const other = Number(row!.idcategoria);
    await t.database.db.execute(sql`
      INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
        imagem, preco_centavos, vendidos)
      SELECT ${A}, ${idcategoria}, 'QF-' || i, 'Quirelafina ' || i, 'Genérica', 'Quirela de milho',
        'un', '/x.svg', 300, i
      FROM generate_series(1, 4) AS i`);
    await t.database.db.execute(
      sql`UPDATE produtos SET idcategoria = ${other} WHERE codigo IN ('QF-2', 'QF-3')`,
    );
    const [wrong] = await rawRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM produto_termos t JOIN produtos p USING (idproduto)
          WHERE t.idcategoria <> p.idcategoria`,
    );
    expect(Number(wrong!.n)).toBe(0);
    const inCategory = async (categ: number, sk: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v2/app/vitrine-web/listaprodutos/${A}?categ=${categ}&sk=${encodeURIComponent(sk)}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as Lista;
      return { total: body.quantidadeProdutos, names: body.produtos.map((p) => p.nome).sort() };
    };
    // One word and several words, in each category: only that category's products.
    for (const sk of ['quirelafina', 'quirel', 'quirelafina milho']) {
      expect(await inCategory(other, sk), sk).toEqual({
        total: 2,
        names: ['Quirelafina 2', 'Quirelafina 3'],
      });
      expect(await inCategory(idcategoria, sk), sk).toEqual({
        total: 2,
        names: ['Quirelafina 1', 'Quirelafina 4'],
      });
    }
    expect(await mismatches()).toEqual([]);
  });
});
