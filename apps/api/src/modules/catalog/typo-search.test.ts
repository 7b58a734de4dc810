import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { firstCategoryOf } from '../../../test/catalog-fixtures.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { suggestProducts } from './catalog-repository.ts';
import { correctedTermSearch } from './typo-search.ts';

/**
 * Typos are corrected against the supplier's vocabulary (vocabulario_fornecedor, migration 0010,
 * ADR 0048): the words of its products' names and brands, kept by triggers on produtos.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
let t: TestApp;
let idcategoria: number;

async function vocabulary(idfornecedor: string, like: string): Promise<string[]> {
  const rows = await rawRows<{ palavra: string; termo: string }>(
    t.database.db,
    sql`SELECT palavra, termo FROM vocabulario_fornecedor
        WHERE idfornecedor = ${idfornecedor} AND palavra LIKE ${like} ORDER BY palavra`,
  );
  return rows.map((r) => `${r.palavra}:${r.termo}`);
}

async function listing(idfornecedor: string, sk: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/app/vitrine-web/listaprodutos/${idfornecedor}?sk=${encodeURIComponent(sk)}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { produtos: { nome: string }[] }).produtos.map((p) => p.nome);
}

beforeAll(async () => {
  t = await createTestApp();
  idcategoria = await firstCategoryOf(t.database.db, A);
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
      preco_centavos, vendidos, destaque)
    VALUES (${A}, ${idcategoria}, 'TY-1', 'Refrigerante de Guaraná Zabumba 2 L', 'Zabumba', '', 'un', '/x.svg', 900, 10, false),
           (${A}, ${idcategoria}, 'TY-2', 'Macarrão Espaguete Zabumba 500 g', 'Zabumba', '', 'un', '/x.svg', 500, 5, false),
           (${A}, ${idcategoria}, 'TY-3', 'Macarrão Parafuso Caseiro 500 g', 'Xaréu', '', 'un', '/x.svg', 450, 1, false)`);
});

afterAll(async () => {
  await t.close();
});

describe('the supplier vocabulary', () => {
  it("holds each name and brand word of 3+ letters, unaccented, with its stem; stop words don't", async () => {
    expect(await vocabulary(A, 'zabumb%')).toEqual(['zabumba:zabumb']);
    expect(await vocabulary(A, 'guaran%')).toContain('guarana:guaran');
    expect(await vocabulary(A, 'xareu')).toEqual(['xareu:xar']);
    expect(await vocabulary(A, 'de')).toEqual([]);
    // Another supplier's vocabulary is its own.
    expect(await vocabulary(B, 'zabumb%')).toEqual([]);
  });

  it('follows updates: a renamed product adds its new words', async () => {
    await t.database.db.execute(
      sql`UPDATE produtos SET nome = 'Macarrão Parafuso Caseiríssimo 500 g' WHERE codigo = 'TY-3' AND idfornecedor = ${A}`,
    );
    expect(await vocabulary(A, 'caseiriss%')).toHaveLength(1);
  });
});

describe('a search with typos', () => {
  it('corrects each word to the nearest vocabulary word and walks its term', async () => {
    expect(await correctedTermSearch(t.database.db, A, 'zabunba')).toMatchObject({
      raiz: 'zabumb',
      prefixQuery: null,
    });
    const two = await correctedTermSearch(t.database.db, A, 'macarao espageti');
    expect(two?.prefixQuery).toMatch(/espaguet.*:\* & macarr.*:\*|macarr.*:\* & espaguet.*:\*/);
    expect(await correctedTermSearch(t.database.db, A, 'qwxzkj')).toBeNull();
  });

  it('lists what the corrected words find, in the listing and the suggestions', async () => {
    expect(await listing(A, 'refrigerente zabunba')).toEqual([
      'Refrigerante de Guaraná Zabumba 2 L',
    ]);
    const pasta = await listing(A, 'macarao espageti');
    expect(pasta).toContain('Macarrão Espaguete Zabumba 500 g');
    expect(pasta.every((nome) => nome.startsWith('Macarrão Espaguete'))).toBe(true);
    const suggested = await suggestProducts(t.database.db, A, 'zabunba', 10);
    expect(suggested.map((p) => p.nome).sort()).toEqual([
      'Macarrão Espaguete Zabumba 500 g',
      'Refrigerante de Guaraná Zabumba 2 L',
    ]);
  });

  it("never corrects to another supplier's words", async () => {
    expect(await listing(B, 'zabunba')).toEqual([]);
    expect(await suggestProducts(t.database.db, B, 'zabunba', 10)).toEqual([]);
  });
});
