import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { firstCategoryOf } from '../../../test/catalog-fixtures.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { suggestProducts } from './catalog-repository.ts';
import { termSearchOf } from './term-search.ts';

/**
 * Which word a search of several words walks (termSearchOf): the fewest entries, a range of
 * several terms weighing double (walkWeight), since each of its terms is read until it yields
 * the page and a term the other words never accompany is read whole.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const idcategoria = await firstCategoryOf(t.database.db, A);
  // 100 "Tubaína n" (every 2nd "Jurubeba"), 40 "Jurupari n" (never with Tubaína), 30 "Tucupi
  // Jambu n": "jur" holds 90 entries in two terms, "tubain" 100 in one, "jamb" 30 in one.
  await t.database.db.execute(sql`
    INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
      imagem, preco_centavos, vendidos)
    SELECT ${A}, ${idcategoria}, 'WS-' || n,
      CASE
        WHEN n <= 100 THEN 'Tubaína ' || n || CASE WHEN n % 2 = 0 THEN ' Jurubeba' ELSE '' END
        WHEN n <= 140 THEN 'Jurupari ' || n
        ELSE 'Tucupi Jambu ' || n
      END,
      'Amazônia', '', 'un', '/x.svg', 500, n % 7
    FROM generate_series(1, 170) AS n`);
});

afterAll(async () => {
  await t.close();
});

describe('the walked word of several (termSearchOf)', () => {
  it('a range of one term before one of several terms with fewer, but not half as many, entries', async () => {
    const search = await termSearchOf(t.database.db, A, 'tubaina jur');
    expect(search).toMatchObject({ raiz: 'tubain', otherStems: ['jur'] });
    const suggested = await suggestProducts(t.database.db, A, 'tubaina jur', 10);
    expect(suggested).toHaveLength(10);
    for (const p of suggested) expect(p.nome).toMatch(/^Tubaína \d+ Jurubeba$/);
  });

  it('still the range of several terms when it holds less than half the entries', async () => {
    const search = await termSearchOf(t.database.db, A, 'tucupi ju');
    // "ju": 90 entries in two terms (jurubeb, jurupar) against "tucup", 30 in one.
    expect(search).toMatchObject({ raiz: 'tucup' });
    const rare = await termSearchOf(t.database.db, A, 'tubaina jamb');
    expect(rare).toMatchObject({ raiz: 'jamb' });
  });

  it('of stems of one term each, the fewest entries', async () => {
    expect(await termSearchOf(t.database.db, A, 'jurubeba tubaina')).toMatchObject({
      raiz: 'jurubeb',
    });
  });
});
