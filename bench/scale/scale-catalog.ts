import type { Pool, PoolClient } from 'pg';
import { withSecondaryIndexesDeferred } from './deferred-indexes.ts';
import { BASES, BRANDS, LINES, SIZES } from './catalog-words.ts';

/** One benchmark catalog: a supplier cloned from the demo's serra-verde with `size` products. */
export interface ScaleCatalog {
  label: string;
  size: number;
  slug: string;
  idfornecedor: string;
  /** The category the listing figures use (the largest one). */
  idcategoria: number;
  /** Products in that category. */
  categorySize: number;
  /** A few product ids to spread detail requests over. */
  productIds: number[];
}

/** '1M', '100k', '10k'. */
export function sizeLabel(size: number): string {
  return size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`;
}

/** The demo supplier every benchmark supplier copies (theme, stores, payment and delivery forms). */
export const TEMPLATE_SLUG = 'serra-verde';

/**
 * Ensures the benchmark supplier `bench-<label>` exists with exactly `size` products, generated
 * in one `INSERT … SELECT … FROM generate_series` (names from catalog-words.ts, deterministic
 * prices, best sellers and highlights), and reuses it when it is already there. The supplier is
 * a copy of the demo's serra-verde (theme, payment and delivery forms, stores), so every route
 * the benchmark drives behaves as on a real store. Needs the demo seed in the database.
 */
export async function ensureScaleCatalog(pool: Pool, size: number): Promise<ScaleCatalog> {
  const label = sizeLabel(size);
  const slug = `bench-${label.toLowerCase()}`;
  let idfornecedor = await supplierId(pool, slug);
  const present = idfornecedor ? await productCount(pool, idfornecedor) : 0;
  if (!idfornecedor || present !== size) {
    const started = Date.now();
    idfornecedor = await rebuild(pool, slug, `Distribuidora Benchmark ${label}`, size);
    console.log(
      `  catalog ${label}: ${size} products generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } else console.log(`  catalog ${label}: reused (${size} products)`);
  const { rows: cats } = await pool.query<{ idcategoria: number; n: number }>(
    `SELECT idcategoria, count(*)::int AS n FROM produtos WHERE idfornecedor = $1 AND ativo
     GROUP BY idcategoria ORDER BY n DESC, idcategoria LIMIT 1`,
    [idfornecedor],
  );
  const { rows: ids } = await pool.query<{ idproduto: number }>(
    `SELECT idproduto FROM produtos WHERE idfornecedor = $1 AND ativo
     ORDER BY idproduto LIMIT 50 OFFSET $2`,
    [idfornecedor, Math.floor(size / 2)],
  );
  return {
    label,
    size,
    slug,
    idfornecedor,
    idcategoria: cats[0]!.idcategoria,
    categorySize: cats[0]!.n,
    productIds: ids.map((r) => r.idproduto),
  };
}

async function supplierId(pool: Pool, slug: string): Promise<string | null> {
  const { rows } = await pool.query<{ idfornecedor: string }>(
    'SELECT idfornecedor FROM fornecedores WHERE slug = $1',
    [slug],
  );
  return rows[0]?.idfornecedor ?? null;
}

async function productCount(pool: Pool, idfornecedor: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM produtos WHERE idfornecedor = $1',
    [idfornecedor],
  );
  return rows[0]!.n;
}

/** Drops and regenerates one benchmark supplier's catalog, in one transaction. */
async function rebuild(pool: Pool, slug: string, nome: string, size: number): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const template = await supplierId(pool, TEMPLATE_SLUG);
    if (!template)
      throw new Error(`the demo supplier ${TEMPLATE_SLUG} is missing: seed the demo first`);
    let id = await supplierId(pool, slug);
    if (!id) {
      const { rows } = await client.query<{ idfornecedor: string }>(
        `INSERT INTO fornecedores (idempresa, slug, nome, cnpj, tags, segmentos, modulos,
           ordenacoes_produto, tema, rodape, meta_info, pix_chave, pix_cidade)
         SELECT idempresa, $2, $3, cnpj, tags, segmentos, modulos, ordenacoes_produto, tema, rodape,
           meta_info, pix_chave, pix_cidade
         FROM fornecedores WHERE idfornecedor = $1 RETURNING idfornecedor`,
        [template, slug, nome],
      );
      id = rows[0]!.idfornecedor;
      await cloneSupplierSettings(client, template, id);
    }
    await withSecondaryIndexesDeferred(client, ['produtos', 'produto_termos'], () =>
      load(client, template, id!, size),
    );
    await client.query('COMMIT');
    // As autovacuum leaves a settled catalog: statistics, and the visibility map that lets the
    // listing read its pages by index-only scans.
    await client.query('VACUUM ANALYZE produtos');
    await client.query('VACUUM ANALYZE produto_termos');
    return id;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Replaces one supplier's categories and products; the production triggers derive the rest. */
async function load(client: PoolClient, template: string, id: string, size: number): Promise<void> {
  // Rows that reference products (carts, orders of earlier runs) go first.
  await client.query(
    `DELETE FROM carrinho_itens WHERE idproduto IN (SELECT idproduto FROM produtos WHERE idfornecedor = $1)`,
    [id],
  );
  await client.query(
    `DELETE FROM produtos_vinculados WHERE idproduto IN (SELECT idproduto FROM produtos WHERE idfornecedor = $1)`,
    [id],
  );
  await client.query('DELETE FROM produtos WHERE idfornecedor = $1', [id]);
  await client.query('DELETE FROM categorias WHERE idfornecedor = $1', [id]);
  const categoryNames = [...new Set(BASES.map(([, c]) => c))];
  const { rows: cats } = await client.query<{ idcategoria: number; nome: string }>(
    `INSERT INTO categorias (idfornecedor, nome, slug, ordem)
       SELECT $1, nome, trim(both '-' from regexp_replace(lower(f_unaccent(nome)), '[^a-z0-9]+', '-', 'g')), ord
       FROM unnest($2::text[]) WITH ORDINALITY AS c(nome, ord)
       RETURNING idcategoria, nome`,
    [id, categoryNames],
  );
  const categoryOf = new Map(cats.map((c) => [c.nome, c.idcategoria]));
  const { rows: images } = await client.query<{ imagem: string }>(
    'SELECT DISTINCT imagem FROM produtos WHERE idfornecedor = $1 ORDER BY imagem LIMIT 40',
    [template],
  );
  await client.query(
    `INSERT INTO produtos (idfornecedor, idcategoria, codigo, nome, marca, descricao, unidade,
         imagem, preco_centavos, preconf_centavos, destaque, vendidos)
       SELECT $1,
         ($3::int[])[1 + i % nb],
         'BX' || lpad(i::text, 8, '0'),
         ($2::text[])[1 + i % nb] || ' ' || ($4::text[])[1 + (i / nb) % nl] || ' ' ||
           ($5::text[])[1 + (i / (nb * nl)) % nm] || ' ' || ($6::text[])[1 + (i / (nb * nl * nm)) % ns],
         ($5::text[])[1 + (i / (nb * nl)) % nm],
         'Produto de distribuidor para o benchmark de escala.',
         ($7::text[])[1 + (i / (nb * nl * nm)) % ns],
         ($8::text[])[1 + i % greatest(1, cardinality($8::text[]))],
         199 + ((i::bigint * 7919) % 48000)::int,
         CASE WHEN i % 11 = 0 THEN 199 + ((i::bigint * 7919) % 48000)::int + 300 END,
         i % 97 = 0,
         ((i::bigint * 104729) % 5000)::int
       FROM generate_series(0, $9::int - 1) AS i,
         LATERAL (SELECT cardinality($2::text[]) AS nb, cardinality($4::text[]) AS nl,
           cardinality($5::text[]) AS nm, cardinality($6::text[]) AS ns) AS k`,
    [
      id,
      BASES.map(([b]) => b),
      BASES.map(([, c]) => categoryOf.get(c)!),
      LINES,
      BRANDS,
      SIZES.map(([s]) => s),
      SIZES.map(([, u]) => u),
      images.map((r) => r.imagem),
      size,
    ],
  );
}

/** Copies the template supplier's stores, service areas, payment and delivery forms. */
async function cloneSupplierSettings(client: PoolClient, from: string, to: string): Promise<void> {
  for (const table of ['lojas', 'areas_atendimento', 'formas_pagamento']) {
    const { rows } = await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = $1 AND table_schema = current_schema()`,
      [table],
    );
    const cols = rows
      .map((r) => r.column_name)
      // Ids (the serial key, the supplier) are the new row's own.
      .filter((c) => !c.startsWith('id'))
      .map((c) => `"${c}"`)
      .join(', ');
    await client.query(
      `INSERT INTO ${table} (idfornecedor, ${cols}) SELECT $2, ${cols} FROM ${table} WHERE idfornecedor = $1`,
      [from, to],
    );
  }
}
