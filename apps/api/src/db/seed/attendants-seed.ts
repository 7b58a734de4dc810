import { hash } from '@node-rs/argon2';
import type { DbOrTx } from '../client.ts';
import { atendentes } from '../schema/index.ts';
import { DEMO_SUPPLIERS } from './demo-ids.ts';

/** The demo attendants' password (README, demo data). */
export const DEMO_ATTENDANT_PASSWORD = 'atende123';

/** One attendant per demo supplier (spec §6 Attendant): staff of that supplier only. */
export const DEMO_ATTENDANTS = {
  serraVerde: {
    nome: 'Carla Mendes',
    email: `atendente@${DEMO_SUPPLIERS.serraVerde.slug}.demo.vitrine`,
    idfornecedor: DEMO_SUPPLIERS.serraVerde.idfornecedor,
  },
  marAzul: {
    nome: 'Rafael Lima',
    email: `atendente@${DEMO_SUPPLIERS.marAzul.slug}.demo.vitrine`,
    idfornecedor: DEMO_SUPPLIERS.marAzul.idfornecedor,
  },
} as const;

/**
 * Inserts the demo attendants (argon2id hash of {@link DEMO_ATTENDANT_PASSWORD}); an e-mail
 * already present is left as it is, so running it twice changes nothing. The demo suppliers
 * must exist.
 */
export async function seedDemoAttendants(db: DbOrTx): Promise<void> {
  const senhaHash = await hash(DEMO_ATTENDANT_PASSWORD);
  await db
    .insert(atendentes)
    .values(Object.values(DEMO_ATTENDANTS).map((a) => ({ ...a, senhaHash })))
    .onConflictDoNothing({ target: atendentes.email });
}
