import type { PedidoBody, PedidoResposta } from '@vitrine/contract';
import {
  AFTER_SALE_MSG,
  APP_MSG,
  CanalVenda,
  acceptsQuoteRequests,
  orderOriginChannel,
  StatusPedido,
  centavosToReais,
  DomainError,
  ErrorCode,
  initialOrderStatus,
  isDuplicateOrder,
  MSG,
  orderFingerprint,
  quantityToMilli,
  resolveDeliveryType,
  salesChannelOf,
  TipoEntrega,
} from '@vitrine/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { RefusedError } from '../../errors/app-errors.ts';
import { assertMayOrder } from '../access/ordering-gate.ts';
import {
  priceRequestedLines,
  withDeliveryFee,
  type PricedCart,
  type RequestedLine,
} from '../cart/cart-pricing.ts';
import { findSellableProducts, type StoredCart } from '../cart/cart-repository.ts';
import { negotiatedCartOf, orderCoupon, recordCouponUse } from './order-coupon.ts';
import { resolveOrderDelivery } from '../delivery/order-delivery.ts';
import { saveBillingAddress } from '../addresses/billing-repository.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { findOrderStart, insertOrder, lockCustomer, type OrderStart } from './orders-repository.ts';
import { reserveInvoiceCredit } from '../invoices/index.ts';
import { checkCharacteristics } from '../accounts/characteristics.ts';
import { paymentAdjustmentBp, varyProductRows } from '../payment-methods/price-variance.ts';

/**
 * Who places the order: the customer of the session (already checked against the body's
 * supplier) and, when someone acts for them, the linked user, representative or api key the
 * order then carries (spec §3 Order: usuarioVinculado, representante, idapikeys).
 */
export interface OrderActor {
  idcliente: number;
  idusuarioVinculado?: number | null;
  idrepresentante?: number | null;
  idapikeys?: number | null;
}

/**
 * An order as the server would place it, priced once: the lines it keeps with their §5 prices
 * (totals without the delivery fee), the delivery type the supplier's tags resolve to, and the
 * §5 fingerprint of both — what the duplicate check compares and what the submission stores.
 */
interface PricedOrder {
  priced: PricedCart;
  canalVenda: CanalVenda;
  tipoEntrega: TipoEntrega;
  fingerprint: string;
}

function requestedLines(body: PedidoBody): RequestedLine[] {
  return body.itens.map((i) => ({
    idproduto: i.id,
    quantidadeMilli: quantityToMilli(i.quantidade),
    embalarParaPresente: i.embalarParaPresente,
  }));
}

/**
 * Prices an order body with the server's rules (quantities §4, prices §5) and fingerprints it,
 * so the duplicate check and the submission compare the same thing even when the client asked
 * for another delivery type than the supplier offers.
 */
async function priceOrder(
  db: DbOrTx,
  supplier: Tenant,
  actor: OrderActor,
  body: PedidoBody,
  negotiated: StoredCart | null,
): Promise<PricedOrder> {
  // A negotiated (locked) cart is ordered as the attendant left it: its stored lines and prices.
  const requested = negotiated ? negotiated.itens : requestedLines(body);
  const rows = varyProductRows(
    await findSellableProducts(
      db,
      supplier.idfornecedor,
      requested.map((r) => r.idproduto),
    ),
    await paymentAdjustmentBp(db, supplier, body.formaPagamento.idformapagto),
  );
  const priced = priceRequestedLines(requested, rows, supplier.tags);
  const tipoEntrega = resolveDeliveryType(supplier.tags, body.tipoEntrega);
  const fingerprint = orderFingerprint({
    idfornecedor: supplier.idfornecedor,
    idcliente: actor.idcliente,
    tipoEntrega,
    itens: priced.lines.map((l) => ({ id: l.row.idproduto, quantidade: l.quantidadeMilli })),
  });
  return {
    priced,
    canalVenda: salesChannelOf(negotiated !== null),
    tipoEntrega,
    fingerprint,
  };
}

/**
 * Would this order repeat one placed seconds ago? (spec §5 duplicate-order check). Read-only:
 * prices the order as {@link placeOrder} does and compares its fingerprint with the customer's
 * latest order at that supplier.
 * @returns `{ duplicado: true, mensagem: 'Um pedido idêntico foi feito há poucos segundos.' }`
 *   within DUPLICATE_ORDER_WINDOW_MS, else `{ duplicado: false }`.
 */
export async function checkDuplicate(
  db: DbOrTx,
  supplier: Tenant,
  actor: OrderActor,
  body: PedidoBody,
  now = new Date(),
) {
  const start = await findOrderStart(
    db,
    supplier.idfornecedor,
    actor.idcliente,
    body.formaPagamento.idformapagto,
  );
  const order = await priceOrder(db, supplier, actor, body, negotiatedCartOf(start.stored, body));
  const duplicado = isDuplicateOrder(start.latest, order.fingerprint, now);
  return duplicado ? { duplicado, mensagem: MSG.duplicateOrder } : { duplicado };
}

/**
 * Places an order atomically (spec §3 Order payload/response, §5). In ONE transaction:
 * locks the customer's row (`SELECT … FOR UPDATE` on clientes — it always exists, unlike the
 * cart row — so two concurrent submissions of the same customer run one after the other and
 * the second sees the first's order), prices every item once with the domain rules, refuses
 * an identical order placed within DUPLICATE_ORDER_WINDOW_MS (same priced order, same
 * fingerprint), checks the payment method, computes the delivery fee and address/store
 * snapshot on the server, stores order + lines + first status (+ a PENDENTE payment for
 * up-front methods, not for a quote request, which starts in ORCAMENTO_NOVO) with its origin
 * channel (spec §9) and empties the cart. Any failure rolls everything back: nothing is written.
 * @param supplier - the tenant (the body's idfornecedor, resolved by the request-context hook).
 * @param now - the order's timestamp (also the duplicate window's reference).
 * @throws InvalidInputError 'O canal MANUAL é exclusivo do atendimento' for canalVenda MANUAL;
 *   DomainError EMPTY_CART 'O carrinho está vazio. Experimente adicionar alguns produtos';
 *   DomainError PRODUCT_UNAVAILABLE when an item is not an active product of the supplier;
 *   DomainError DUPLICATE_ORDER 'Um pedido idêntico foi feito há poucos segundos.';
 *   RefusedError (campo formaPagamento.idformapagto) for a payment method that is not an
 *   active one of the supplier; RefusedError (campo orcamento) for a quote request at a supplier
 *   not tagged support-budget; the delivery errors of `resolveOrderDelivery` (address or
 *   store, form, fee, minimum, date, cut-off and the window's capacity, re-checked here).
 */
export async function placeOrder(
  db: Db,
  supplier: Tenant,
  actor: OrderActor,
  body: PedidoBody,
  now = new Date(),
): Promise<PedidoResposta> {
  const { idfornecedor } = supplier;

  return db.transaction(async (tx) => {
    await lockCustomer(tx, actor.idcliente);
    await assertMayOrder(tx, actor.idcliente, supplier);
    // The stored cart, the latest order and the payment method, read once the customer is
    // locked (one statement); each is checked below where it was.
    const start: OrderStart = await findOrderStart(
      tx,
      idfornecedor,
      actor.idcliente,
      body.formaPagamento.idformapagto,
    );
    const { stored } = start;
    const negotiated = negotiatedCartOf(stored, body);
    if (!negotiated && body.itens.length === 0)
      throw new DomainError(ErrorCode.EMPTY_CART, MSG.emptyCart);
    const order = await priceOrder(tx, supplier, actor, body, negotiated);
    if (order.priced.droppedIds.length > 0)
      throw new DomainError(ErrorCode.PRODUCT_UNAVAILABLE, APP_MSG.productUnavailable);
    if (order.priced.lines.length === 0) throw new DomainError(ErrorCode.EMPTY_CART, MSG.emptyCart);
    if (isDuplicateOrder(start.latest, order.fingerprint, now)) {
      throw new DomainError(ErrorCode.DUPLICATE_ORDER, MSG.duplicateOrder);
    }

    const { forma } = start;
    if (!forma)
      throw new RefusedError(APP_MSG.paymentMethodUnavailable, 'formaPagamento.idformapagto');
    const quote = body.orcamento === true;
    if (quote && !acceptsQuoteRequests(supplier.tags))
      throw new RefusedError(AFTER_SALE_MSG.quoteNotSupported, 'orcamento');

    // The coupon is chosen on the server from the lines priced above (none on a negotiated cart).
    const coupon = negotiated
      ? null
      : await orderCoupon(
          tx,
          supplier,
          actor,
          body,
          order.priced,
          now,
          stored?.cupomAplicacaoAutomatica ?? true,
        );
    const delivery = await resolveOrderDelivery(
      tx,
      supplier,
      {
        idcliente: actor.idcliente,
        tipoEntrega: order.tipoEntrega,
        idendereco: body.enderecoentrega?.idendereco ?? null,
        idloja: body.lojaRetira?.idloja ?? null,
        formaId: body.formaEntrega?.id ?? null,
        data: body.formaEntrega?.data_de_entrega ?? null,
        idjanela: body.formaEntrega?.idjanela ?? null,
        subtotalCentavos: order.priced.totals.totalItens,
      },
      now,
    );
    // The lines priced above, with the server's delivery fee and the coupon in the totals.
    const priced = withDeliveryFee(
      order.priced,
      delivery.taxaEntregaCentavos,
      coupon?.discount.desconto,
    );

    // A quote waits for the supplier's prices; its payment (if up front) starts on acceptance.
    const status = quote
      ? StatusPedido.ORCAMENTO_NOVO
      : initialOrderStatus({ exigePagamentoAntecipado: forma.exigePagamentoAntecipado });
    // The supplier's order characteristics: checked (a refusal rolls the order back) and stored
    // with the order row.
    const caracteristicas = await checkCharacteristics(
      tx,
      idfornecedor,
      'pedido',
      body.caracteristicas,
    );
    const numpedido = await insertOrder(
      tx,
      {
        idfornecedor,
        idcliente: actor.idcliente,
        status,
        tipoEntrega: order.tipoEntrega,
        canalVenda: order.canalVenda,
        canalOrigem: orderOriginChannel({ orcamento: quote, negotiated: negotiated !== null }),
        codigoCupom: coupon?.coupon.codigo ?? null,
        idformapagto: forma.idformapagto,
        anotacoes: body.anotacoes?.trim() || null,
        numPedidoCliente: body.numPedidoCliente?.trim() || null,
        enderecoEntrega: delivery.enderecoSnapshot,
        enderecoFaturamento: body.enderecofaturamento
          ? await saveBillingAddress(tx, actor.idcliente, body.enderecofaturamento)
          : null,
        lojaRetira: delivery.lojaRetira,
        formaEntrega: delivery.formaEntrega,
        idformaentrega: delivery.booking.idformaentrega,
        idjanela: delivery.booking.idjanela,
        dataEntrega: delivery.booking.dataEntrega,
        // Items total includes gift packaging (each line's total does).
        totalItensCentavos: priced.totals.totalItens,
        taxaEntregaCentavos: priced.totals.taxaEntrega,
        descontoCentavos: priced.totals.desconto,
        totalCentavos: priced.totals.total,
        fingerprint: order.fingerprint,
        idusuarioVinculado: actor.idusuarioVinculado ?? null,
        idrepresentante: actor.idrepresentante ?? null,
        idapikeys: actor.idapikeys ?? null,
        caracteristicas: caracteristicas.length > 0 ? caracteristicas : null,
        criadoEm: now,
      },
      priced.lines.map((l) => ({
        idproduto: l.row.idproduto,
        nome: l.row.nome,
        unidade: l.row.unidade,
        quantidadeMilli: l.quantidadeMilli,
        precoUnitarioCentavos: l.price.precoUnitario,
        regraPreco: l.price.regra,
        embalarParaPresente: l.embalarParaPresente,
        totalEmbalagemCentavos: l.price.totalEmbalagem,
        totalCentavos: l.price.total,
      })),
      forma.exigePagamentoAntecipado && !quote
        ? { tipo: forma.tipo, valorCentavos: priced.totals.total }
        : null,
      // The order empties the customer's cart in the same statement.
      { atualizadoEm: new Date() },
    );
    // A quote's credit is reserved when the buyer accepts it, at the supplier's prices.
    if (forma.tipo === 'FATURADO' && !quote) {
      const { idcliente } = actor;
      const totalCentavos = priced.totals.total;
      await reserveInvoiceCredit(tx, { idfornecedor, idcliente, numpedido, totalCentavos }, now);
    }
    if (coupon) await recordCouponUse(tx, idfornecedor, actor, numpedido, coupon, now);
    return {
      numpedido,
      totalpedido: centavosToReais(priced.totals.total),
      taxaentrega: centavosToReais(priced.totals.taxaEntrega),
      idcliente: actor.idcliente,
      dadospedido: {
        cupom: coupon
          ? { codigo: coupon.coupon.codigo, desconto: centavosToReais(priced.totals.desconto) }
          : null,
      },
      mensagemErro: null,
      mensagemSucesso: `Pedido ${numpedido} enviado com sucesso`,
      itensName: priced.lines.map((l) => l.row.nome),
    };
  });
}
