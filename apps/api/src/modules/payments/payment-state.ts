import type { EstadoPagamento } from '@vitrine/contract';
import { APP_MSG, centavosToReais } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors/app-errors.ts';
import { chargesOfOrder } from './charges-repository.ts';
import { findLatestPayment, findOrderForPayment } from './payments-repository.ts';

/**
 * The order's payment as the open order pages poll it: order status, payment summary, stored
 * error and the latest gateway charge. Tenant-scoped: another customer's order is a 404.
 * @throws NotFoundError for an order that is not the session's.
 */
export async function paymentState(
  db: DbOrTx,
  session: { idcliente: number; idfornecedor: string },
  numpedido: number,
): Promise<EstadoPagamento> {
  const order = await findOrderForPayment(db, session.idfornecedor, session.idcliente, numpedido);
  if (!order) throw new NotFoundError(APP_MSG.orderNotFound);
  const [payment, charges] = await Promise.all([
    findLatestPayment(db, numpedido),
    chargesOfOrder(db, numpedido),
  ]);
  const c = charges[0];
  return {
    numpedido,
    status: order.status,
    statusPagamento: payment?.status ?? null,
    mensagemErro: payment?.mensagemErro ?? null,
    cobranca: c
      ? {
          tipo: c.tipo,
          status: c.status,
          valor: centavosToReais(c.valorCentavos),
          capturado: centavosToReais(c.capturadoCentavos),
          estornado: centavosToReais(c.estornadoCentavos),
          preAutorizacao: c.preAutorizacao,
          quantParcelas: c.quantParcelas,
          bandeira: c.cartaoBandeira,
          mascara: c.cartaoMascara,
        }
      : null,
  };
}
