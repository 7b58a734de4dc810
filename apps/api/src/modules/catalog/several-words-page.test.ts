import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { productsInOrder } from './listing-page.ts';
import { rankByTerm } from './search-terms-repository.ts';
import { severalWordsPage } from './several-words-page.ts';
import { wordsArrayLiteral } from './search-text.ts';
import { wordRanges } from './term-order-page.ts';
import { termStems } from './word-stems.ts';

/**
 * A search of several words in prepared statements (ADR 0096): the words' stems and ranges in
 * one (termStems), and the page with its product rows in another (severalWordsPage), each the
 * same answer as the composed statements they replace, on PGlite and on PostgreSQL.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
let t: TestApp;
let categories: [number, number];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const rows = await rawRows<{ idcategoria: number }>(
    db,
    sql`INSERT INTO categorias (idfornecedor, nome, slug, ordem)
        VALUES (${A}, 'Sertão Um', 'sertao-um', 80), (${A}, 'Sertão Dois', 'sertao-dois', 81)
        RETURNING idcategoria`,
  );
  categories = [Number(rows[0]!.idcategoria), Number(rows[1]!.idcategoria)];
  // "Buriti n" in both categories; every 3rd a "Buritizeiro"; every 2nd also "Cagaita", every
  // 5th "Cagaiteira"; every 7th "Pitomba" too; the last ones inactive. Supplier B sells
  // "Buriti Cagaita" products of its own, which A's search must never show.
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos, ativo)
    SELECT ${A}, CASE WHEN n % 2 = 0 THEN ${categories[0]}::int ELSE ${categories[1]}::int END,
      'SW-' || n,
      CASE WHEN n % 3 = 0 THEN 'Buritizeiro ' ELSE 'Buriti ' END || n
        || CASE WHEN n % 2 = 0 THEN ' Cagaita' WHEN n % 5 = 0 THEN ' Cagaiteira' ELSE '' END
        || CASE WHEN n % 7 = 0 THEN ' Pitomba' ELSE '' END,
      'Genérica', '', 'un', '/x.svg', 500 + n, n % 31, n <= 230
    FROM generate_series(1, 240) AS n`);
  await db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos)
    SELECT ${B}, (SELECT min(idcategoria) FROM categorias WHERE idfornecedor = ${B}),
      'SWB-' || n, 'Buriti Cagaita ' || n, 'Outra', '', 'un', '/x.svg', 700, n
    FROM generate_series(1, 30) AS n`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('termStems (ADR 0096)', () => {
  it("reads each word's stem, its range's size and the same ranges as wordRanges, in one statement", async () => {
    const db = t.database.db;
    const words = ['Buriti', 'de', 'CAGAITA', 'zzzinexistente'];
    const stems = await termStems(db, A, words);
    expect(stems.map((s) => [s.word, s.plain, s.raiz])).toEqual([
      ['Buriti', 'buriti', 'burit'],
      ['de', 'de', null],
      ['CAGAITA', 'cagaita', 'cagait'],
      ['zzzinexistente', 'zzzinexistente', 'zzzinexistent'],
    ]);
    const ranges = await wordRanges(db, A, ['burit', 'cagait', 'zzzinexistent']);
    const withStem = stems.filter((s) => s.raiz !== null);
    expect(withStem.map(({ termos, entradas }) => ({ termos, entradas }))).toEqual(ranges);
    // The stemmed lexemes of Buriti and Buritizeiro, 230 active products; a stop word: no range.
    expect(stems[0]!.termos).toEqual(['burit', 'buritizeir']);
    expect(stems[0]!.entradas).toBe(230);
    expect(stems[1]).toMatchObject({ entradas: 0, termos: [] });
    expect(stems[3]).toMatchObject({ entradas: 0, termos: [] });
  });
});

describe('wordsArrayLiteral', () => {
  it('reads back as the same texts, whatever they hold', async () => {
    const texts = ['leite', 'a"b', 'c\\d', 'e,f', '{g}', ' h ', 'NULL', ''];
    const [row] = await rawRows<{ a: string[] }>(
      t.database.db,
      sql`SELECT ${wordsArrayLiteral(texts)}::text[] AS a`,
    );
    expect(row!.a).toEqual(texts);
  });
});

describe('severalWordsPage (ADR 0096)', () => {
  /** The page the composed statements give: rankByTerm with the other stems, then the rows. */
  async function composedPage(
    raiz: string,
    otherStems: string[],
    page: { offset: number; limit: number },
    idcategoria?: number,
  ) {
    const db = t.database.db;
    const filter = {
      idcategoria,
      prefixQuery: [raiz, ...otherStems].map((s) => `${s}:*`).join(' & '),
      otherStems,
    };
    const ranked = await rankByTerm(db, A, raiz, page, filter);
    return productsInOrder(db, ranked.ids);
  }

  const searches: [string, string[]][] = [
    ['cagait', ['burit']],
    ['pitomb', ['burit', 'cagait']],
    ['burit', ['cagait']],
  ];
  for (const [raiz, others] of searches) {
    for (const idcategoria of [undefined, 0, 1] as const) {
      it(`${[raiz, ...others].join(' + ')}${idcategoria === undefined ? '' : `, category ${idcategoria + 1}`}: every page equals the composed statements'`, async () => {
        const category = idcategoria === undefined ? undefined : categories[idcategoria];
        const seen: number[] = [];
        for (const offset of [0, 7, 14, 21, 28, 35, 70, 105, 140]) {
          const page = { offset, limit: 7 };
          const expected = await composedPage(raiz, others, page, category);
          const found = await severalWordsPage(t.database.db, A, raiz, others, page, category);
          if (expected.length === 0) {
            expect(found).toBeNull();
            continue;
          }
          expect(found!.truncated).toBe(false);
          expect(found!.rows).toEqual(expected);
          seen.push(...found!.rows.map((r) => r.idproduto));
        }
        expect(seen.length).toBeGreaterThan(0);
        // Only the supplier's active products that hold every word, each once.
        const names = await rawRows<{ nome: string; idfornecedor: string; ativo: boolean }>(
          t.database.db,
          sql`SELECT nome, idfornecedor, ativo FROM produtos
              WHERE idproduto IN (${sql.join(seen, sql`, `)})`,
        );
        expect(new Set(seen).size).toBe(seen.length);
        for (const row of names) {
          expect(row).toMatchObject({ idfornecedor: A, ativo: true });
          for (const stem of [raiz, ...others]) expect(row.nome.toLowerCase()).toContain(stem);
        }
      });
    }
  }

  it('is null past the last match, and for words that never occur together', async () => {
    const db = t.database.db;
    expect(await severalWordsPage(db, A, 'pitomb', ['cagait'], { offset: 500, limit: 20 })).toBe(
      null,
    );
    expect(
      await severalWordsPage(db, A, 'pitomb', ['zzzinexistent'], { offset: 0, limit: 20 }),
    ).toBeNull();
  });
});
