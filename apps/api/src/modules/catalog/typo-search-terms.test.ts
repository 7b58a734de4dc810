import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrdenacaoProduto } from '@vitrine/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { prefixQueryText } from './search-text.ts';
import { isTermMiss, listByTerm } from './term-search.ts';
import { correctedTermSearch, type CorrectedSearch } from './typo-search.ts';

/**
 * A typo-corrected search of several words checks the other words on each candidate's terms
 * (otherStems, ADR 0098), where it read each candidate's product row for its prefix query: the
 * same pages and totals, in every order, with and without a category, on PGlite and PostgreSQL.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
let t: TestApp;
let cerrado: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [category] = await rawRows<{ idcategoria: number }>(
    db,
    sql`INSERT INTO categorias (idfornecedor, nome, slug, ordem)
        VALUES (${A}, 'Bebidas do Cerrado', 'bebidas-cerrado', 84) RETURNING idcategoria`,
  );
  cerrado = category!.idcategoria;
  const other = sql`(SELECT min(idcategoria) FROM categorias WHERE idfornecedor = ${A} AND idcategoria <> ${cerrado})`;
  // "Refrigerante n" in every product; every 2nd "Guaraná", every 3rd "Zabumba" (brand),
  // every 5th "Cajuína"; odd ones in the new category; the last 10 inactive. Supplier B sells
  // "Refrigerante Guaraná Zabumba" of its own.
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos, ativo)
    SELECT ${A}, CASE WHEN n % 2 = 1 THEN ${cerrado} ELSE ${other} END, 'TST-' || n,
      'Refrigerante ' || n
        || CASE WHEN n % 2 = 0 THEN ' Guaraná' ELSE '' END
        || CASE WHEN n % 5 = 0 THEN ' Cajuína' ELSE '' END,
      CASE WHEN n % 3 = 0 THEN 'Zabumba' ELSE 'Sertão' END, '', 'un', '/x.svg',
      300 + (n * 37) % 900, n % 17, n <= 290
    FROM generate_series(1, 300) AS n`);
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos)
    SELECT ${B}, (SELECT min(idcategoria) FROM categorias WHERE idfornecedor = ${B}),
      'TSTB-' || n, 'Refrigerante Guaraná ' || n, 'Zabumba', '', 'un', '/x.svg', 700, n
    FROM generate_series(1, 30) AS n`);
}, 180_000);

afterAll(async () => {
  await t.close();
});

/** The correction as it was before ADR 0098: the other words checked by its prefix query. */
function onProductRows(corrected: CorrectedSearch): CorrectedSearch {
  const { otherStems: _stems, ...rest } = corrected;
  return { ...rest, prefixQuery: prefixQueryText(corrected.terms.join(' ')) };
}

/** What a buyer sees of a term listing: its rows and total, or that nothing matched. */
function listed(found: Awaited<ReturnType<typeof listByTerm>>) {
  if (!found || isTermMiss(found)) return found && 'miss';
  return { ids: found.rows.map((r) => r.idproduto), total: found.total, capped: found.capped };
}

const ORDERS: OrdenacaoProduto[] = ['RELEVANCIA', 'MENOR_PRECO', 'NOME_AZ', 'MAIS_VENDIDOS'];

describe('a corrected search of several words (ADR 0098)', () => {
  it('names the other words’ stems, and no check for a word the walked term implies', async () => {
    const db = t.database.db;
    const two = await correctedTermSearch(db, A, 'refrigerente guarama');
    expect(two).toMatchObject({ raiz: 'refriger', otherStems: ['guaran'] });
    expect(two?.prefixQuery).not.toBeNull();
    // "Refrigerantee" and "refrigerente" both correct to one term: one word, no other check.
    const same = await correctedTermSearch(db, A, 'refrigerantee refrigerente');
    expect(same).toMatchObject({ raiz: 'refriger', prefixQuery: null });
    expect(same?.otherStems).toBeUndefined();
  });

  for (const texto of [
    'refrigerente guarama',
    'zabunba refrigerente',
    'guarama cajuina zabunba',
    'cajuina guarama',
  ]) {
    it(`"${texto}": the same pages and totals as the prefix query on the product rows`, async () => {
      const db = t.database.db;
      const corrected = await correctedTermSearch(db, A, texto);
      expect(corrected?.otherStems?.length).toBeGreaterThan(0);
      const before = onProductRows(corrected!);
      let products = 0;
      for (const ordenacao of ORDERS) {
        for (const idcategoria of [undefined, cerrado]) {
          for (const offset of [0, 20, 60]) {
            const query = { idfornecedor: A, texto, ordenacao, offset, limit: 20, idcategoria };
            const now = await listByTerm(db, query, corrected!);
            const then = await listByTerm(db, query, before);
            const what = `${ordenacao} ${idcategoria ?? ''} ${offset}`;
            expect(listed(now), what).toEqual(listed(then));
            if (now && !isTermMiss(now)) products += now.rows.length;
          }
        }
      }
      expect(products).toBeGreaterThan(0);
    });
  }

  it('through the route: a word no vocabulary word is near is left out, the others found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/app/vitrine-web/listaprodutos/${A}?sk=${encodeURIComponent('refrigerente guarama qwxzkj')}&limit=100`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      produtos: { nome: string; marca: string }[];
      quantidadeProdutos: number;
    };
    // Every 2nd of the 290 active products holds Guaraná; none of B's.
    expect(body.quantidadeProdutos).toBe(145);
    for (const p of body.produtos) expect(p.nome).toMatch(/^Refrigerante \d+ Guaraná/);
  });
});
