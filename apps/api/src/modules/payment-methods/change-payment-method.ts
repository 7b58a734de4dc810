import type { AlterarFormaPagamentoResposta } from '@vitrine/contract';
import {
  APP_MSG,
  canChangePaymentMethod,
  centavos,
  centavosToReais,
  installmentsAllowed,
  nextOrderStatus,
  OrderEvent,
  PAYMENT_METHOD_CHANGE_MSG,
  statusText,
  type Centavos,
} from '@vitrine/domain';
import type { Db, Tx } from '../../db/client.ts';
import { NotFoundError, RefusedError } from '../../errors/app-errors.ts';
import { priceRequestedLines } from '../cart/cart-pricing.ts';
import { findSellableProducts } from '../cart/cart-repository.ts';
import { reserveInvoiceCredit } from '../invoices/index.ts';
import { findPaymentMethod, type Tenant } from '../suppliers/suppliers-repository.ts';
import {
  cancelPendingPayment,
  insertPendingPayment,
  lockCustomerOrder,
  lockLatestPaymentRow,
  orderLines,
  updateOrderLine,
  updateOrderPayment,
} from './payment-method-repository.ts';
import { paymentAdjustmentBp, varyProductRows } from './price-variance.ts';

/** The change asked for: the new method and its installments. */
export interface PaymentMethodChange {
  idformapagto: number;
  quantParcelas: number;
}

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockCustomerOrder>>>;

/**
 * The order's lines priced again for the new method, where prices vary by payment method: same
 * products, quantities and gift wrap, each at the new method's §5 price. Returns the new items
 * total, or the stored one when nothing varies.
 * @throws RefusedError 'Produto indisponível' when a product of the order is no longer sold.
 */
async function repriceLines(
  tx: Tx,
  supplier: Tenant,
  order: LockedOrder,
  idformapagto: number,
): Promise<Centavos> {
  const [before, after] = await Promise.all([
    paymentAdjustmentBp(tx, supplier, order.idformapagto),
    paymentAdjustmentBp(tx, supplier, idformapagto),
  ]);
  if (before === after) return order.totalItensCentavos;
  const lines = await orderLines(tx, order.numpedido);
  const rows = varyProductRows(
    await findSellableProducts(
      tx,
      supplier.idfornecedor,
      lines.map((l) => l.idproduto),
    ),
    after,
  );
  const priced = priceRequestedLines(
    lines.map((l) => ({
      idproduto: l.idproduto,
      quantidadeMilli: l.quantidadeMilli,
      embalarParaPresente: l.embalarParaPresente,
    })),
    rows,
    supplier.tags,
  );
  if (priced.droppedIds.length > 0 || priced.lines.length !== lines.length)
    throw new RefusedError(APP_MSG.productUnavailable);
  for (const line of lines) {
    const p = priced.lines.find((l) => l.row.idproduto === line.idproduto)!;
    await updateOrderLine(tx, line.idpedidoitem, {
      precoUnitarioCentavos: p.price.precoUnitario,
      regraPreco: p.price.regra,
      totalEmbalagemCentavos: p.price.totalEmbalagem,
      totalCentavos: p.price.total,
    });
  }
  return priced.totals.totalItens;
}

/**
 * Changes the payment method of an order awaiting payment (spec §7
 * `PUT /v4/orders/payment-method/{idfornecedor}/order/{numpedido}`; issue 10 §5), in ONE
 * transaction with the order row locked:
 * - only the session customer's own order at the supplier (another's: 404 'Pedido não
 *   encontrado'), only while it is AGUARDANDOPAGAMENTO with its payment pending (domain
 *   `canChangePaymentMethod`), only an active method of the supplier, installments only by card;
 * - the order is priced again when the supplier varies prices by payment method (same lines,
 *   the new method's prices; fee and coupon discount kept);
 * - the pending payment is cancelled; an up-front method (Pix, card) gets a new pending payment
 *   of the new total; a method paid later (invoice credit, boleto on terms, cash) moves the order
 *   on (AGUARDANDOPAGAMENTO → ENVIADO, domain `nextOrderStatus`) — invoice credit first checks
 *   and consumes the customer's credit and issues the fatura (`reserveInvoiceCredit`).
 * Choosing the method the order already has changes nothing. Any refusal rolls everything back.
 * @throws NotFoundError, RefusedError (texts in PAYMENT_METHOD_CHANGE_MSG / APP_MSG), and the
 *   invoice-credit DomainErrors.
 */
export async function changePaymentMethod(
  db: Db,
  supplier: Tenant,
  idcliente: number,
  numpedido: number,
  change: PaymentMethodChange,
  now = new Date(),
): Promise<AlterarFormaPagamentoResposta> {
  const { idfornecedor } = supplier;
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, idfornecedor, idcliente, numpedido);
    if (!order) throw new NotFoundError(APP_MSG.orderNotFound);
    const pagamento = await lockLatestPaymentRow(tx, numpedido);
    if (
      !canChangePaymentMethod({ status: order.status, statusPagamento: pagamento?.status ?? null })
    )
      throw new RefusedError(PAYMENT_METHOD_CHANGE_MSG.notAwaitingPayment);
    const forma = await findPaymentMethod(tx, idfornecedor, change.idformapagto);
    if (!forma) throw new RefusedError(APP_MSG.paymentMethodUnavailable, 'idformapagto');
    if (!installmentsAllowed(forma.tipo, change.quantParcelas))
      throw new RefusedError(PAYMENT_METHOD_CHANGE_MSG.installmentsOnlyCard, 'quantParcelas');

    const reply = (status = order.status, total = order.totalCentavos) => ({
      numpedido,
      status,
      statusTexto: statusText(status),
      formaPagamento: {
        idformapagto: forma.idformapagto,
        descricao: forma.descricao,
        tipo: forma.tipo,
      },
      quantParcelas: change.quantParcelas,
      totalpedido: centavosToReais(total),
      mensagemSucesso: PAYMENT_METHOD_CHANGE_MSG.changed(forma.descricao),
    });
    if (forma.idformapagto === order.idformapagto) return reply();

    const totalItens = await repriceLines(tx, supplier, order, forma.idformapagto);
    const total = centavos(
      Math.max(0, totalItens + order.taxaEntregaCentavos - order.descontoCentavos),
    );
    if (pagamento) await cancelPendingPayment(tx, pagamento.idpagamento);

    let status = order.status;
    if (forma.exigePagamentoAntecipado) {
      await insertPendingPayment(tx, {
        numpedido,
        idformapagto: forma.idformapagto,
        tipo: forma.tipo,
        valorCentavos: total,
        quantParcelas: change.quantParcelas,
      });
    } else {
      if (forma.tipo === 'FATURADO')
        await reserveInvoiceCredit(
          tx,
          { idfornecedor, idcliente, numpedido, totalCentavos: total },
          now,
        );
      // Paid later: nothing to wait for, the order moves on as if placed with this method.
      status =
        nextOrderStatus(order.status, OrderEvent.CONFIRMAR_PAGAMENTO, {
          tipoEntrega: order.tipoEntrega,
          pagamentoAntecipado: false,
        }) ?? order.status;
    }
    await updateOrderPayment(tx, numpedido, {
      idformapagto: forma.idformapagto,
      totalItensCentavos: totalItens,
      totalCentavos: total,
      status,
      statusChanged: status !== order.status,
      now,
    });
    return reply(status, total);
  });
}
