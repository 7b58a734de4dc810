import type { PoolClient } from 'pg';

/** One secondary index as PostgreSQL reports it: its name and its own `CREATE INDEX` text. */
interface SecondaryIndex {
  name: string;
  definition: string;
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then builds them again from the
 * definitions PostgreSQL gives for them (`pg_get_indexdef`), so no index is written twice here.
 *
 * Why: a benchmark catalog is loaded in one statement, and the production triggers fan each
 * product out into about eleven `produto_termos` entries. Maintained row by row, that table's
 * nine secondary indexes made the 1M load take 40–70 minutes on two cores; one sorted build of
 * each index after the load takes seconds to a minute. Indexes that back a constraint (primary
 * keys, unique keys) stay: the foreign keys and the triggers' upserts rely on them.
 *
 * Must run inside the caller's transaction: a failure rolls the drops back with the load.
 * The drops take an exclusive lock on `tables` until the commit, so nothing else may read the
 * benchmark database meanwhile (the benchmark generates before it starts any server).
 *
 * @param client - a client inside an open transaction.
 * @param tables - table names in the current schema.
 * @param load - the bulk write; its result is returned.
 * @returns what `load` returns, once every index is built again.
 */
export async function withSecondaryIndexesDeferred<T>(
  client: PoolClient,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  const { rows: indexes } = await client.query<SecondaryIndex>(
    `SELECT quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = ANY (SELECT to_regclass(quote_ident(t)) FROM unnest($1::text[]) AS t)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
     ORDER BY c.relname`,
    [tables],
  );
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  const result = await load();
  // Sorting a 1M catalog's 12M term entries in memory instead of in on-disk runs.
  await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
  for (const index of indexes) await client.query(index.definition);
  return result;
}
