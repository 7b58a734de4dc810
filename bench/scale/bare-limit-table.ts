import type { Pool } from 'pg';

/**
 * Copies one benchmark supplier's products into `bench_bare_produtos` with the best index for
 * the bare listing's query (supplier, category, then the default order, name key precomputed),
 * so the bare route's figure is the limit an ideal index gives. The API's own tables and
 * indexes are not touched, so the bench never improves the API it measures. Rebuilt when the
 * copy does not match the supplier's product count.
 */
export async function ensureBareTable(
  pool: Pool,
  idfornecedor: string,
  size: number,
): Promise<void> {
  await pool.query(
    `CREATE TABLE IF NOT EXISTS bench_bare_produtos (
       idproduto int PRIMARY KEY, idfornecedor uuid NOT NULL, idcategoria int NOT NULL,
       nome text NOT NULL, nome_key text COLLATE "C" NOT NULL, marca text NOT NULL,
       unidade text NOT NULL, imagem text NOT NULL, codigo text NOT NULL,
       preco_centavos int NOT NULL, preconf_centavos int, destaque boolean NOT NULL,
       vendidos int NOT NULL, ativo boolean NOT NULL)`,
  );
  await pool.query(
    `CREATE INDEX IF NOT EXISTS bench_bare_listing_idx ON bench_bare_produtos
       (idfornecedor, idcategoria, destaque DESC, vendidos DESC, nome_key, idproduto) WHERE ativo`,
  );
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bench_bare_produtos WHERE idfornecedor = $1',
    [idfornecedor],
  );
  if (rows[0]!.n === size) return;
  await pool.query('DELETE FROM bench_bare_produtos WHERE idfornecedor = $1', [idfornecedor]);
  await pool.query(
    `INSERT INTO bench_bare_produtos
     SELECT idproduto, idfornecedor, idcategoria, nome, f_unaccent(lower(nome)), marca, unidade,
            imagem, codigo, preco_centavos, preconf_centavos, destaque, vendidos, ativo
     FROM produtos WHERE idfornecedor = $1`,
    [idfornecedor],
  );
  await pool.query('ANALYZE bench_bare_produtos');
}
