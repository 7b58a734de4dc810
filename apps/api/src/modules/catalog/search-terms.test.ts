import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { firstCategoryOf } from '../../../test/catalog-fixtures.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { suggestProducts } from './catalog-repository.ts';
import { prefixQueryText } from './search-text.ts';

/**
 * The pre-ranked search terms (produto_termos, migration 0005): kept in step with every write
 * to produtos, and one-word suggestions read from them — name matches before brand and
 * description matches, the word itself before longer words, highlighted and best sellers first —
 * within the supplier only.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
let t: TestApp;
let idcategoria: number;

async function termsOf(codigo: string): Promise<string[]> {
  const rows = await rawRows<{ termo: string }>(
    t.database.db,
    sql`SELECT t.termo FROM produto_termos t JOIN produtos p USING (idproduto)
        WHERE p.codigo = ${codigo} ORDER BY t.termo`,
  );
  return rows.map((r) => r.termo);
}

async function insert(
  codigo: string,
  nome: string,
  extra: {
    marca?: string;
    descricao?: string;
    vendidos?: number;
    destaque?: boolean;
    idfornecedor?: string;
  } = {},
) {
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
      preco_centavos, vendidos, destaque)
    VALUES (${extra.idfornecedor ?? A}, ${idcategoria}, ${codigo}, ${nome}, ${extra.marca ?? 'Genérica'},
      ${extra.descricao ?? ''}, 'un', '/x.svg', 500, ${extra.vendidos ?? 0}, ${extra.destaque ?? false})`);
}

beforeAll(async () => {
  t = await createTestApp();
  idcategoria = await firstCategoryOf(t.database.db, A);
});

afterAll(async () => {
  await t.close();
});

describe('produto_termos', () => {
  it('holds the stems of name, brand and description, and follows updates and deletes', async () => {
    await insert('TM-1', 'Xarope Zimbrado', { marca: 'Quintal', descricao: 'Sabor framboesa' });
    expect(await termsOf('TM-1')).toEqual(['framboes', 'quintal', 'sabor', 'xarop', 'zimbr']);
    await t.database.db.execute(
      sql`UPDATE produtos SET nome = 'Xarope Tamarindo' WHERE codigo = 'TM-1'`,
    );
    expect(await termsOf('TM-1')).toContain('tamar');
    expect(await termsOf('TM-1')).not.toContain('zimbr');
    await t.database.db.execute(sql`UPDATE produtos SET ativo = false WHERE codigo = 'TM-1'`);
    expect(await termsOf('TM-1')).toEqual([]);
    await t.database.db.execute(sql`UPDATE produtos SET ativo = true WHERE codigo = 'TM-1'`);
    expect((await termsOf('TM-1')).length).toBe(5);
    await t.database.db.execute(sql`DELETE FROM produtos WHERE codigo = 'TM-1'`);
    const left = await rawRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM produto_termos t LEFT JOIN produtos p USING (idproduto) WHERE p.idproduto IS NULL`,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('a one-word suggestion ranks name before brand before description, then highlighted and sales', async () => {
    await insert('TM-D', 'Bolo Simples', { descricao: 'Com quiabada' });
    await insert('TM-M', 'Doce Caseiro', { marca: 'Quiabada' });
    await insert('TM-N2', 'Geleia de Quiabada', { vendidos: 900 });
    await insert('TM-N1a', 'Quiabada Cascão', { vendidos: 5 });
    await insert('TM-N1b', 'Quiabada Real', { vendidos: 50 });
    await insert('TM-N1c', 'Quiabada Premium', { vendidos: 1, destaque: true });
    await insert('TM-B', 'Quiabada do Outro', { idfornecedor: B, vendidos: 10_000 });
    const names = (await suggestProducts(t.database.db, A, 'quiab', 10)).map((p) => p.nome);
    expect(names).toEqual([
      'Quiabada Premium',
      'Quiabada Real',
      'Quiabada Cascão',
      'Geleia de Quiabada',
      'Doce Caseiro',
      'Bolo Simples',
    ]);
  });

  it('prefers the word itself to longer words that start like it, and honours the limit', async () => {
    await insert('TM-W1', 'Quiabadeira Grande', { vendidos: 9_000, destaque: true });
    const top = await suggestProducts(t.database.db, A, 'quiabada', 3);
    expect(top.map((p) => p.nome)).toEqual([
      'Quiabada Premium',
      'Quiabada Real',
      'Quiabada Cascão',
    ]);
    const prefix = await suggestProducts(t.database.db, A, 'quiab', 10);
    expect(prefix.map((p) => p.nome)).toContain('Quiabadeira Grande');
  });

  it('the suggestions route answers one-word queries from the terms', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${A}&query=QUIABADA`,
    });
    const hits = (res.json() as { data: { resultset: { hits: { nome: string }[] } } }).data
      .resultset.hits;
    expect(hits[0]?.nome).toBe('Quiabada Premium');
    expect(hits.map((h) => h.nome)).not.toContain('Quiabada do Outro');
  });

  it('a one-word listing search pages the same products full-text search matches, each once', async () => {
    for (const word of ['quiab', 'cafe', 'Açúcar', 'arroz', 'leite']) {
      const expected = await rawRows<{ idproduto: number }>(
        t.database.db,
        sql`SELECT idproduto FROM produtos WHERE idfornecedor = ${A} AND ativo
            AND busca @@ to_tsquery('portuguese', f_unaccent(${word}) || ':*')`,
      );
      const seen: number[] = [];
      let total = -1;
      for (let page = 1; page <= 40; page += 1) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/v2/app/vitrine-web/listaprodutos/${A}?sk=${encodeURIComponent(word)}&limit=3&page=${page}`,
        });
        const body = res.json() as { quantidadeProdutos: number; produtos: { id: number }[] };
        total = body.quantidadeProdutos;
        if (body.produtos.length === 0) break;
        seen.push(...body.produtos.map((p) => p.id));
      }
      expect(total, word).toBe(expected.length);
      expect(
        [...seen].sort((a, b) => a - b),
        word,
      ).toEqual(expected.map((r) => Number(r.idproduto)).sort((a, b) => a - b));
    }
  });

  it('a several-word listing search pages the products full-text search matches with every word, each once', async () => {
    // The other words are checked on each entry's product terms (ADR 0095), not on its row.
    for (const texto of ['cafe torrado', 'leite po', 'arroz integral', 'doce de leite', 'a b']) {
      const expected = await rawRows<{ idproduto: number }>(
        t.database.db,
        sql`SELECT idproduto FROM produtos WHERE idfornecedor = ${A} AND ativo
            AND busca @@ to_tsquery('portuguese', f_unaccent(${prefixQueryText(texto)}))`,
      );
      const seen: number[] = [];
      let total = -1;
      for (let page = 1; page <= 60; page += 1) {
        const body = await listing(`sk=${encodeURIComponent(texto)}&limit=4&page=${page}`);
        total = body.total;
        if (body.ids.length === 0) break;
        seen.push(...body.ids);
      }
      expect(total, texto).toBe(expected.length);
      expect(
        [...seen].sort((a, b) => a - b),
        texto,
      ).toEqual(expected.map((r) => Number(r.idproduto)).sort((a, b) => a - b));
    }
  });
});

/** A listing search through the route: the page's names and the total. */
async function listing(params: string): Promise<{ names: string[]; ids: number[]; total: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/app/vitrine-web/listaprodutos/${A}?${params}`,
  });
  expect(res.statusCode, params).toBe(200);
  const body = res.json() as {
    quantidadeProdutos: number;
    produtos: { id: number; nome: string }[];
  };
  return {
    names: body.produtos.map((p) => p.nome),
    ids: body.produtos.map((p) => p.id),
    total: body.quantidadeProdutos,
  };
}

describe('searches with a category, another order or several words (ADR 0044)', () => {
  let outra: number;

  beforeAll(async () => {
    const [row] = await rawRows<{ idcategoria: number }>(
      t.database.db,
      sql`INSERT INTO categorias (idfornecedor, nome, slug, ordem)
          VALUES (${A}, 'Quiabadas Especiais', 'quiabadas-especiais', 95) RETURNING idcategoria`,
    );
    outra = Number(row!.idcategoria);
    await t.database.db.execute(sql`
      INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade, imagem,
        preco_centavos, vendidos, destaque)
      VALUES (${A}, ${outra}, 'TM-C1', 'Quiabada Cremosa', 'Genérica', '', 'un', '/x.svg', 900, 3, false),
             (${A}, ${outra}, 'TM-C2', 'Quiabada Diet', 'Genérica', '', 'un', '/x.svg', 300, 70, false),
             (${A}, ${outra}, 'TM-C3', 'Torta Caseira', 'Quiabada', '', 'un', '/x.svg', 700, 900, true)`);
  });

  it('one word in a category: that category only, pre-ranked (name before brand, then sales), exact total', async () => {
    const { names, total } = await listing(`sk=quiabada&categ=${outra}`);
    expect(names).toEqual(['Quiabada Diet', 'Quiabada Cremosa', 'Torta Caseira']);
    expect(total).toBe(3);
  });

  it('the whole catalog still ranks the same way and counts both categories', async () => {
    const { names, total } = await listing('sk=quiabada&limit=4');
    expect(names).toEqual([
      'Quiabada Premium',
      'Quiabada Diet',
      'Quiabada Real',
      'Quiabada Cascão',
    ]);
    expect(total).toBe(10);
  });

  it('another order pages the same matches as full-text search, in that order', async () => {
    const expected = await rawRows<{ nome: string }>(
      t.database.db,
      sql`SELECT nome FROM produtos WHERE idfornecedor = ${A} AND ativo
          AND busca @@ to_tsquery('portuguese', 'quiab:*')
          ORDER BY preco_centavos DESC, nome_chave, idproduto`,
    );
    const { names, total } = await listing('sk=quiab&ordenacao=MAIOR_PRECO&limit=50');
    expect(total).toBe(expected.length);
    expect(names).toEqual(expected.map((r) => r.nome));
    const inCategory = await listing(`sk=quiab&ordenacao=MENOR_PRECO&categ=${outra}`);
    expect(inCategory.names).toEqual(['Quiabada Diet', 'Torta Caseira', 'Quiabada Cremosa']);
  });

  it('several words: every word must match, best first; suggestions too', async () => {
    expect((await listing('sk=quiabada%20diet')).names).toEqual(['Quiabada Diet']);
    expect((await listing('sk=geleia%20quiab')).names).toEqual(['Geleia de Quiabada']);
    const two = await suggestProducts(t.database.db, A, 'quiabada real', 10);
    expect(two.map((p) => p.nome)).toEqual(['Quiabada Real']);
    const typing = await suggestProducts(t.database.db, A, 'quiabada c', 10);
    // The word being typed matches a prefix anywhere: 'c' finds Caseira and Caseiro (brand Quiabada).
    expect(typing.map((p) => p.nome)).toEqual([
      'Quiabada Cascão',
      'Quiabada Cremosa',
      'Torta Caseira',
      'Doce Caseiro',
    ]);
  });

  it('a stop word among other words is left out: "geleia de quiab" finds what "geleia quiab" finds', async () => {
    expect((await listing('sk=geleia%20de%20quiab')).names).toEqual(['Geleia de Quiabada']);
    const typing = await suggestProducts(t.database.db, A, 'geleia de', 10);
    expect(typing.map((p) => p.nome)).toContain('Geleia de Quiabada');
  });

  it('stop words only ("do", typed on the way to "doce") read that prefix of the terms', async () => {
    const expected = await rawRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(DISTINCT t.idproduto)::int AS n FROM produto_termos t
          JOIN produtos p USING (idproduto)
          WHERE t.idfornecedor = ${A} AND p.ativo AND t.termo LIKE 'do%'`,
    );
    const { names, total } = await listing('sk=do&limit=100');
    expect(total).toBe(Number(expected[0]!.n));
    expect(total).toBeGreaterThan(0);
    expect(names).toContain('Doce Caseiro');
    const suggested = await suggestProducts(t.database.db, A, 'do', 10);
    expect(suggested.map((p) => p.nome)).toContain('Doce Caseiro');
  });

  it('a word the terms do not hold still falls back to full-text and typo-tolerant search', async () => {
    expect((await listing('sk=quiabadda')).names).toContain('Quiabada Premium');
  });
});
