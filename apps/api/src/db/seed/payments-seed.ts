import { and, eq, inArray } from 'drizzle-orm';
import { centavos } from '@vitrine/domain';
import type { DbOrTx } from '../client.ts';
import { formasPagamento, formasPagamentoGateway } from '../schema/index.ts';
import { DEMO_SUPPLIERS } from './demo-ids.ts';

/**
 * Online-payment settings of the demo (issue 10): serra-verde takes card (up to 6 installments of
 * at least R$ 50,00), dynamic Pix and boleto through the payment gateway, and issues the boletos
 * of its invoice-credit faturas there too; mar-azul keeps its
 * static Pix (the fallback without a gateway) and its card paid at pickup. Idempotent: a method
 * that already has settings is left as it is.
 */
export async function seedPaymentSettings(db: DbOrTx): Promise<void> {
  const methods = await db
    .select({ id: formasPagamento.idformapagto, tipo: formasPagamento.tipo })
    .from(formasPagamento)
    .where(
      and(
        eq(formasPagamento.idfornecedor, DEMO_SUPPLIERS.serraVerde.idfornecedor),
        inArray(formasPagamento.tipo, ['CARTAO', 'PIX', 'BOLETO', 'FATURADO']),
      ),
    );
  if (methods.length === 0) return;
  await db
    .insert(formasPagamentoGateway)
    .values(
      methods.map((m) => ({
        idformapagto: m.id,
        gatewayAtivo: true,
        maxParcelas: m.tipo === 'CARTAO' ? 6 : 1,
        parcelaMinimaCentavos: centavos(m.tipo === 'CARTAO' ? 5000 : 0),
      })),
    )
    .onConflictDoNothing();
}
