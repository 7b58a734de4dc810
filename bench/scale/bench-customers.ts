import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';

/** A benchmark customer of one supplier, with a live session (opaque Bearer token). */
export interface BenchCustomer {
  idcliente: number;
  token: string;
}

/** Customers per benchmark supplier: enough that no two connections share a cart row. */
export const BENCH_CUSTOMERS = 200;

/**
 * Creates (or reuses) `count` approved customers of `idfornecedor` (`bench-<n>@<slug>.bench`,
 * no password anyone can use) and opens a fresh 1-day session for each, stored as the API
 * stores them (SHA-256 of the token), so the benchmark drives the authenticated routes as
 * many different buyers without going through the rate-limited login.
 */
export async function benchCustomers(
  pool: Pool,
  idfornecedor: string,
  slug: string,
  count = BENCH_CUSTOMERS,
): Promise<BenchCustomer[]> {
  const { rows } = await pool.query<{ idcliente: number }>(
    `WITH novos AS (
       INSERT INTO clientes (nome, email, senha_hash)
       SELECT 'Cliente Benchmark ' || n, 'bench-' || n || '@' || $1 || '.bench', '!'
       FROM generate_series(1, $2::int) AS n
       ON CONFLICT (email) DO UPDATE SET nome = EXCLUDED.nome
       RETURNING idcliente)
     SELECT idcliente FROM novos ORDER BY idcliente`,
    [slug, count],
  );
  await pool.query(
    `INSERT INTO cadastros_cliente (idcliente, idfornecedor)
     SELECT unnest($1::int[]), $2 ON CONFLICT (idcliente, idfornecedor) DO NOTHING`,
    [rows.map((r) => r.idcliente), idfornecedor],
  );
  const customers = rows.map((r) => ({
    idcliente: r.idcliente,
    token: randomBytes(32).toString('base64url'),
  }));
  await pool.query(
    `INSERT INTO sessoes (token_hash, idcliente, idfornecedor, expira_em)
     SELECT unnest($1::text[]), unnest($2::int[]), $3, now() + interval '1 day'`,
    [
      customers.map((c) => createHash('sha256').update(c.token).digest('hex')),
      customers.map((c) => c.idcliente),
      idfornecedor,
    ],
  );
  return customers;
}
