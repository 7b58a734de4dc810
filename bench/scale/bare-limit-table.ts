import type { Pool } from 'pg';

/**
 * The columns of the bare copy: every column the listing's reply is built from (the product
 * fields of spec §3 Product), plus the default order's keys, so the bare route answers the
 * same reply from one table and one index.
 */
const BARE_COLUMNS = `
  idproduto int PRIMARY KEY, idfornecedor uuid NOT NULL, idcategoria int NOT NULL,
  nome text NOT NULL, nome_key text COLLATE "C" NOT NULL, marca text NOT NULL,
  descricao text NOT NULL, unidade text NOT NULL, imagem text NOT NULL, codigo text NOT NULL,
  preco_centavos int NOT NULL, preconf_centavos int, precovendaatacado_centavos int,
  minvendaatacado_milli int, multiploincremento int NOT NULL, granularidade_milli int NOT NULL,
  min_por_pedido_milli int NOT NULL, maxporpedido_milli int, preco_embalagem_centavos int,
  desconto_progressivo jsonb, idcadastroextraproduto int, destaque boolean NOT NULL,
  vendidos int NOT NULL, ativo boolean NOT NULL`;

/**
 * Copies one benchmark supplier's products into `bench_bare_produtos` with the best index for
 * the bare listing's query (supplier, category, then the default order, name key precomputed),
 * so the bare route's figure is the limit an ideal index gives. The API's own tables and
 * indexes are not touched, so the bench never improves the API it measures. Rebuilt when the
 * copy does not match the supplier's product count; the table is recreated when it lacks a
 * column of the reply (a copy made by an earlier version of the bench held only eight).
 */
export async function ensureBareTable(
  pool: Pool,
  idfornecedor: string,
  size: number,
): Promise<void> {
  const { rows: columns } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.columns
     WHERE table_name = 'bench_bare_produtos' AND column_name = 'desconto_progressivo'`,
  );
  if (columns[0]!.n === 0) await pool.query('DROP TABLE IF EXISTS bench_bare_produtos');
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_bare_produtos (${BARE_COLUMNS})`);
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
     SELECT idproduto, idfornecedor, idcategoria, nome, f_unaccent(lower(nome)), marca, descricao,
            unidade, imagem, codigo, preco_centavos, preconf_centavos, precovendaatacado_centavos,
            minvendaatacado_milli, multiploincremento, granularidade_milli, min_por_pedido_milli,
            maxporpedido_milli, preco_embalagem_centavos, desconto_progressivo,
            idcadastroextraproduto, destaque, vendidos, ativo
     FROM produtos WHERE idfornecedor = $1`,
    [idfornecedor],
  );
  await pool.query('ANALYZE bench_bare_produtos');
}
