import { CaracteristicasSchema } from '@vitrine/contract';
import { checkCharacteristicValues, type ValorCaracteristica } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { InvalidInputError } from '../../errors/app-errors.ts';
import { listCharacteristics } from './accounts-repository.ts';

/**
 * Checks the answers of an order or a registration against the supplier's characteristics of
 * that kind (required ones answered, values of their kind, no unknown id).
 * @param raw - the request's `caracteristicas` as received (undefined/null: none answered).
 * @returns the answers to store (trimmed, empty optional ones dropped); [] when none.
 * @throws InvalidInputError (400, campo caracteristicas) with the pt-BR problem.
 * @see spec §3 Order payload caracteristicas; issue 11 §1
 */
export async function checkCharacteristics(
  db: DbOrTx,
  idfornecedor: string,
  aplicacao: 'cliente' | 'pedido',
  raw: unknown,
): Promise<ValorCaracteristica[]> {
  const parsed = CaracteristicasSchema.safeParse(raw ?? []);
  if (!parsed.success)
    throw new InvalidInputError(
      parsed.error.issues[0]?.message ?? 'caracteristicas',
      'caracteristicas',
    );
  const defs = await listCharacteristics(db, idfornecedor, aplicacao);
  const checked = checkCharacteristicValues(defs, parsed.data);
  if (!checked.ok) throw new InvalidInputError(checked.problem.mensagem, 'caracteristicas');
  return checked.values;
}
