import type { PedidoBody, PedidoResposta } from '@vitrine/contract';
import {
  APP_MSG, CanalVenda, centavosToReais, DomainError, ErrorCode, initialOrderStatus, isDuplicateOrder, MSG,
  orderFingerprint, quantityToMilli, resolveDeliveryType, TipoEntrega,
} from '@vitrine/domain';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { priceRequestedLines, type PricedCart, type RequestedLine } from '../cart/cart-pricing.ts';
import { emptyCart, findSellableProducts, findSupplierTags } from '../cart/cart-repository.ts';
import { resolveDeliveryFee, type DeliveryFee } from '../delivery/delivery-service.ts';
import { findLatestOrder, findPaymentMethod, insertOrder, lockCustomer } from './orders-repository.ts';

/** Who places the order: the customer of the session (already checked against the body's supplier). */
export interface OrderActor {
  idcliente: number;
}

function requestedLines(body: PedidoBody): RequestedLine[] {
  return body.itens.map((i) => ({ idproduto: i.id, quantidadeMilli: quantityToMilli(i.quantidade), embalarParaPresente: i.embalarParaPresente }));
}

/**
 * The §5 fingerprint of an order as the server would place it: normalised quantities of the
 * lines it keeps, and the delivery type the supplier's tags resolve to (so the duplicate check
 * and the submission compare the same thing even when the client asked for another type).
 */
function fingerprintOf(idfornecedor: string, idcliente: number, tipoEntrega: TipoEntrega, priced: PricedCart): string {
  return orderFingerprint({
    idfornecedor,
    idcliente,
    tipoEntrega,
    itens: priced.lines.map((l) => ({ id: l.row.idproduto, quantidade: l.quantidadeMilli })),
  });
}

/**
 * Would this order repeat one placed seconds ago? (spec §5 duplicate-order check). Read-only:
 * compares the order's fingerprint with the customer's latest order at that supplier.
 * @returns `{ duplicado: true, mensagem: 'Um pedido idêntico foi feito há poucos segundos.' }`
 *   within DUPLICATE_ORDER_WINDOW_MS, else `{ duplicado: false }`.
 * @throws HttpError 404 for an unknown supplier.
 */
export async function checkDuplicate(db: Db, actor: OrderActor, body: PedidoBody, now = new Date()) {
  const tags = await findSupplierTags(db, body.idfornecedor);
  if (!tags) throw new HttpError(404, APP_MSG.supplierNotFound);
  const requested = requestedLines(body);
  const rows = await findSellableProducts(db, body.idfornecedor, requested.map((r) => r.idproduto));
  const priced = priceRequestedLines(requested, rows, tags);
  const tipoEntrega = resolveDeliveryType(tags, body.tipoEntrega);
  const fingerprint = fingerprintOf(body.idfornecedor, actor.idcliente, tipoEntrega, priced);
  const duplicado = isDuplicateOrder(await findLatestOrder(db, body.idfornecedor, actor.idcliente), fingerprint, now);
  return duplicado ? { duplicado, mensagem: MSG.duplicateOrder } : { duplicado };
}

/**
 * The delivery option, date and pickup store of the order, checked against what the server
 * offers: the date must be one of the option's dates (default: the first); for RETIRADA the
 * store is looked up among the supplier's active stores and snapshotted from the database.
 */
function chooseDelivery(body: PedidoBody, delivery: DeliveryFee) {
  const datas = delivery.formaEntrega.datas;
  const requestedDate = body.formaEntrega?.data_de_entrega;
  if (requestedDate && !datas.includes(requestedDate)) {
    throw new HttpError(422, APP_MSG.deliveryDateUnavailable, 'formaEntrega.data_de_entrega');
  }
  const formaEntrega = { id: delivery.formaEntrega.id, nome: delivery.formaEntrega.nome, data_de_entrega: requestedDate ?? datas[0] ?? '' };
  if (delivery.tipoEntrega !== TipoEntrega.RETIRADA) return { formaEntrega, lojaRetira: null };
  const idloja = body.lojaRetira?.idloja;
  if (idloja === undefined) throw new HttpError(400, APP_MSG.storeNotFound, 'lojaRetira.idloja');
  const loja = delivery.lojas.find((l) => l.idloja === idloja);
  if (!loja) throw new HttpError(422, APP_MSG.storeNotFound, 'lojaRetira.idloja');
  const { horario: _h, ...lojaRetira } = loja;
  return { formaEntrega, lojaRetira };
}

/**
 * `resolveDeliveryFee` is typed for the root handle; a transaction has the same query API, and
 * passing it makes the fee, address and store reads part of the order's transaction.
 */
const asDb = (tx: Tx): Db => tx as unknown as Db;

/**
 * Places an order atomically (spec §3 Order payload/response, §5). In ONE transaction:
 * locks the customer's row (`SELECT … FOR UPDATE` on clientes — it always exists, unlike the
 * cart row — so two concurrent submissions of the same customer run one after the other and
 * the second sees the first's order), re-prices every item with the domain rules, refuses an
 * identical order placed within DUPLICATE_ORDER_WINDOW_MS, checks the payment method, computes
 * the delivery fee and address/store snapshot on the server, stores order + lines + first
 * status (+ a PENDENTE payment for up-front methods) and empties the cart. Any failure rolls
 * everything back: nothing is written.
 * @param now - the order's timestamp (also the duplicate window's reference).
 * @throws HttpError 400 'O canal MANUAL é exclusivo do atendimento' for canalVenda MANUAL;
 *   DomainError EMPTY_CART → 422 'O carrinho está vazio. Experimente adicionar alguns produtos';
 *   DomainError PRODUCT_UNAVAILABLE → 422 when an item is not an active product of the supplier;
 *   DomainError DUPLICATE_ORDER → 409 'Um pedido idêntico foi feito há poucos segundos.';
 *   HttpError 422 (campo formaPagamento.idformapagto) for a payment method that is not an
 *   active one of the supplier; the delivery errors of `resolveDeliveryFee` (400/404/422);
 *   HttpError 400/422 (campo lojaRetira.idloja) for a missing/unknown pickup store; 422 for a
 *   delivery date the server does not offer.
 */
export async function placeOrder(db: Db, actor: OrderActor, body: PedidoBody, now = new Date()): Promise<PedidoResposta> {
  if (body.canalVenda === CanalVenda.MANUAL) throw new HttpError(400, APP_MSG.manualChannelForbidden, 'canalVenda');
  if (body.itens.length === 0) throw new DomainError(ErrorCode.EMPTY_CART, MSG.emptyCart);
  const requested = requestedLines(body);
  const { idfornecedor } = body;

  return db.transaction(async (tx) => {
    await lockCustomer(tx, actor.idcliente);
    const tags = await findSupplierTags(tx, idfornecedor);
    if (!tags) throw new HttpError(404, APP_MSG.supplierNotFound);

    const rows = await findSellableProducts(tx, idfornecedor, requested.map((r) => r.idproduto));
    const itemsOnly = priceRequestedLines(requested, rows, tags);
    if (itemsOnly.droppedIds.length > 0) throw new DomainError(ErrorCode.PRODUCT_UNAVAILABLE, APP_MSG.productUnavailable);
    if (itemsOnly.lines.length === 0) throw new DomainError(ErrorCode.EMPTY_CART, MSG.emptyCart);

    const tipoEntrega = resolveDeliveryType(tags, body.tipoEntrega);
    const fingerprint = fingerprintOf(idfornecedor, actor.idcliente, tipoEntrega, itemsOnly);
    if (isDuplicateOrder(await findLatestOrder(tx, idfornecedor, actor.idcliente), fingerprint, now)) {
      throw new DomainError(ErrorCode.DUPLICATE_ORDER, MSG.duplicateOrder);
    }

    const forma = await findPaymentMethod(tx, idfornecedor, body.formaPagamento.idformapagto);
    if (!forma) throw new HttpError(422, APP_MSG.paymentMethodUnavailable, 'formaPagamento.idformapagto');

    const delivery = await resolveDeliveryFee(asDb(tx), {
      idfornecedor,
      idcliente: actor.idcliente,
      tipoEntrega,
      idendereco: body.enderecoentrega?.idendereco ?? null,
    }, now);
    const { formaEntrega, lojaRetira } = chooseDelivery(body, delivery);
    // Same lines, now with the server's delivery fee in the totals (domain cartTotals).
    const priced = priceRequestedLines(requested, rows, tags, delivery.taxaEntregaCentavos);

    const status = initialOrderStatus({ exigePagamentoAntecipado: forma.exigePagamentoAntecipado });
    const numpedido = await insertOrder(tx, {
      idfornecedor,
      idcliente: actor.idcliente,
      status,
      tipoEntrega: delivery.tipoEntrega,
      canalVenda: CanalVenda.WEB,
      idformapagto: forma.idformapagto,
      anotacoes: body.anotacoes?.trim() || null,
      numPedidoCliente: body.numPedidoCliente?.trim() || null,
      enderecoEntrega: delivery.enderecoSnapshot,
      lojaRetira,
      formaEntrega,
      // Items total includes gift packaging (each line's total does).
      totalItensCentavos: priced.totals.totalItens,
      taxaEntregaCentavos: priced.totals.taxaEntrega,
      descontoCentavos: priced.totals.desconto,
      totalCentavos: priced.totals.total,
      fingerprint,
      criadoEm: now,
    }, priced.lines.map((l) => ({
      idproduto: l.row.idproduto,
      nome: l.row.nome,
      unidade: l.row.unidade,
      quantidadeMilli: l.quantidadeMilli,
      precoUnitarioCentavos: l.price.precoUnitario,
      regraPreco: l.price.regra,
      embalarParaPresente: l.embalarParaPresente,
      totalEmbalagemCentavos: l.price.totalEmbalagem,
      totalCentavos: l.price.total,
    })), forma.exigePagamentoAntecipado ? { tipo: forma.tipo, valorCentavos: priced.totals.total } : null);
    await emptyCart(tx, idfornecedor, actor.idcliente);
    return {
      numpedido,
      totalpedido: centavosToReais(priced.totals.total),
      taxaentrega: centavosToReais(priced.totals.taxaEntrega),
      idcliente: actor.idcliente,
      dadospedido: { cupom: null },
      mensagemErro: null,
      mensagemSucesso: `Pedido ${numpedido} enviado com sucesso`,
      itensName: priced.lines.map((l) => l.row.nome),
    };
  });
}
