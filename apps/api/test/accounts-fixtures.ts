import { and, eq } from 'drizzle-orm';
import { caracteristicas } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The id of a seeded characteristic of a supplier, by name (accounts-seed.ts). */
export async function characteristicId(
  t: TestApp,
  idfornecedor: string,
  nome: string,
): Promise<number> {
  const [row] = await t.database.db
    .select({ id: caracteristicas.idcaracteristica })
    .from(caracteristicas)
    .where(and(eq(caracteristicas.idfornecedor, idfornecedor), eq(caracteristicas.nome, nome)));
  if (!row) throw new Error(`característica de teste ausente: ${nome}`);
  return row.id;
}
