import { desc, eq } from 'drizzle-orm';
import { termosUso } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * The registration columns of a customer who accepted the supplier's current terms of use
 * (spec §5; ordering needs them): spread into a `cadastros_cliente` insert. Empty when the
 * supplier publishes no terms.
 */
export async function currentTermsAccepted(
  t: TestApp,
  idfornecedor: string,
): Promise<{ termosusoVersao?: string; termosusoAceitosEm?: Date }> {
  const [row] = await t.database.db
    .select({ versao: termosUso.versao })
    .from(termosUso)
    .where(eq(termosUso.idfornecedor, idfornecedor))
    .orderBy(desc(termosUso.versao))
    .limit(1);
  return row ? { termosusoVersao: String(row.versao), termosusoAceitosEm: new Date() } : {};
}
