import { eq } from 'drizzle-orm';
import { canChangeCharge, confirmsPayment, paymentStatusAfter } from '@vitrine/domain';
import type { Tx } from '../../db/client.ts';
import { pagamentos } from '../../db/schema/index.ts';
import type { GatewayCharge } from '../../adapters/payments/index.ts';
import {
  insertTransition,
  lockCharge,
  updateCharge,
  type ChargeRow,
  type NewCharge,
} from './charges-repository.ts';
import { settleInvoice } from '../invoices/index.ts';
import { markOrderPaid } from './order-paid.ts';

/** What applying a gateway's answer did. */
export interface AppliedCharge {
  charge: ChargeRow;
  /** The charge changed state (a transition was recorded). */
  changed: boolean;
}

/**
 * Applies the gateway's view of a charge to our records, in `tx`: the charge's state (only along
 * the domain's allowed transitions — a replayed or out-of-order answer changes nothing), amounts,
 * ids and card/Pix/boleto data; one `cobranca_transicoes` row per state change with `origem`;
 * the order payment's summary status; and, when the charge confirms the payment, the order's
 * move out of AGUARDANDOPAGAMENTO ({@link markOrderPaid}).
 * @see issue 10 §1 (every transition recorded), spec §4 Payment confirmation
 */
export async function applyGatewayCharge(
  tx: Tx,
  idcobranca: number,
  gc: GatewayCharge,
  origem: string,
  extra: Partial<NewCharge> = {},
): Promise<AppliedCharge> {
  const current = await lockCharge(tx, idcobranca);
  const changed = current.status !== gc.status && canChangeCharge(current.status, gc.status);
  const set: Partial<NewCharge> = {
    ...extra,
    gatewayId: current.gatewayId ?? (gc.gatewayId || null),
    capturadoCentavos: gc.capturadoCentavos,
    estornadoCentavos: gc.estornadoCentavos,
    ...(changed ? { status: gc.status } : {}),
    ...(gc.card && !current.cartaoBandeira ? { cartaoBandeira: gc.card.bandeira } : {}),
    ...(gc.pix
      ? { pixTxid: gc.pix.txid, pixCopiaECola: gc.pix.copiaECola, expiraEm: gc.pix.expiraEm }
      : {}),
    ...(gc.boleto
      ? {
          boletoLinhaDigitavel: gc.boleto.linhaDigitavel,
          boletoCodigoBarras: gc.boleto.codigoBarras,
          vencimento: gc.boleto.vencimento,
        }
      : {}),
  };
  const charge = await updateCharge(tx, idcobranca, set);
  if (!changed) return { charge, changed: false };
  const moved =
    gc.status === 'PAGA' && current.status === 'AUTORIZADA'
      ? gc.capturadoCentavos
      : gc.status === 'ESTORNADA'
        ? gc.estornadoCentavos
        : null;
  await insertTransition(tx, {
    idcobranca,
    de: current.status,
    para: gc.status,
    origem,
    valorCentavos: moved,
  });
  const [payment] = await tx
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.idpagamento, current.idpagamento))
    .for('update');
  if (payment) {
    const status = paymentStatusAfter(payment.status, gc.status);
    if (status !== payment.status)
      await tx
        .update(pagamentos)
        .set({ status, mensagemErro: null })
        .where(eq(pagamentos.idpagamento, payment.idpagamento));
  }
  if (confirmsPayment(gc.status)) {
    await markOrderPaid(tx, { idfornecedor: current.idfornecedor, numpedido: current.numpedido });
    // The boleto of an invoice-credit order pays its fatura and gives the credit back.
    await settleInvoice(tx, current);
  }
  return { charge, changed: true };
}
