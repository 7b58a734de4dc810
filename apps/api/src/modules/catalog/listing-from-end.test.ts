import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OrdenacaoProduto } from '@vitrine/contract';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';

/**
 * The back half of a listing is read from its end (ADR 0067): every page must be exactly the
 * page read forwards, in every order, with ties broken alike, on a partial last page, and when
 * the catalog changed since the total the API remembered.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const ORDERS = OrdenacaoProduto.options;
/** Products in the test category: three pages of 20, the last one of 17. */
const SIZE = 57;
let t: TestApp;
let idcategoria: number;

interface Lista {
  produtos: { id: number }[];
  quantidadeProdutos: number;
}

async function lista(query: string): Promise<Lista> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/app/vitrine-web/listaprodutos/${A}?categ=${idcategoria}&${query}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Lista;
}

/** The whole category in one first page (a forward read that stops after 100 entries). */
async function wholeOrder(ordenacao: OrdenacaoProduto): Promise<number[]> {
  return (await lista(`ordenacao=${ordenacao}&limit=100&page=1`)).produtos.map((p) => p.id);
}

async function page(ordenacao: OrdenacaoProduto, n: number, limit = 20): Promise<number[]> {
  return (await lista(`ordenacao=${ordenacao}&limit=${limit}&page=${n}`)).produtos.map((p) => p.id);
}

/** Inserts `count` products named with repeats, so ties are broken by id in every order. */
async function addProducts(from: number, count: number): Promise<void> {
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, unidade, imagem,
      preco_centavos, destaque, vendidos)
    SELECT ${A}, ${idcategoria}::int, 'FIM-' || i, 'Produto Final ' || (i % 7), 'Marca', 'un',
      '/x.svg', 100 + (i * 37) % 50, i % 5 = 0, (i * 7) % 11
    FROM generate_series(${from}::int, ${from + count - 1}::int) AS i`);
}

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await rawRows<{ idcategoria: number }>(
    t.database.db,
    sql`INSERT INTO categorias (idfornecedor, nome, slug, ordem)
        VALUES (${A}, 'Lista do Fim', 'lista-do-fim', 95) RETURNING idcategoria`,
  );
  idcategoria = Number(row!.idcategoria);
  await addProducts(1, SIZE);
});

afterAll(async () => {
  await t?.close();
});

describe('pages of the back half, read from the end', () => {
  for (const ordenacao of ORDERS) {
    it(`${ordenacao}: every page, walked forwards and then backwards, is the forward page`, async () => {
      const whole = await wholeOrder(ordenacao);
      expect(whole).toHaveLength(SIZE);
      const expected = [whole.slice(0, 20), whole.slice(20, 40), whole.slice(40)];
      for (const n of [1, 2, 3]) expect(await page(ordenacao, n)).toEqual(expected[n - 1]);
      for (const n of [3, 2, 1]) expect(await page(ordenacao, n)).toEqual(expected[n - 1]);
      // Pages of 7: the middle and every page after it, the last one of 1.
      for (let n = 1; n <= 9; n++)
        expect(await page(ordenacao, n, 7)).toEqual(whole.slice((n - 1) * 7, n * 7));
      expect(await page(ordenacao, 10, 7)).toEqual([]);
    });
  }

  it('a page read after the category changed is still the page of the catalog as it is now', async () => {
    // The API remembers 57 products; three more and one fewer move the last pages.
    expect(await page('MAIS_VENDIDOS', 3)).toHaveLength(17);
    await addProducts(SIZE + 1, 3);
    await t.database.db.execute(sql`
      UPDATE produtos SET ativo = false
      WHERE idproduto = (SELECT min(idproduto) FROM produtos WHERE idcategoria = ${idcategoria})`);
    const third = await page('MAIS_VENDIDOS', 3);
    const second = await page('MAIS_VENDIDOS', 2);
    const whole = await wholeOrder('MAIS_VENDIDOS');
    expect(whole).toHaveLength(SIZE + 2);
    expect(third).toEqual(whole.slice(40));
    expect(second).toEqual(whole.slice(20, 40));
  });
});
