import type { PedidoBody, PedidoResposta } from '@vitrine/contract';
import {
  APP_MSG, centavosToReais, DomainError, ErrorCode, initialOrderStatus, isDuplicateOrder, MSG, orderFingerprint,
  quantityToMilli, TipoEntrega,
} from '@vitrine/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { priceRequestedLines, type PricedCart, type RequestedLine } from '../carrinho/cart-pricing.ts';
import { emptyCart, findSellableProducts, findSupplierTags } from '../carrinho/carrinho-repository.ts';
import { resolveDeliveryFee, type DeliveryFee } from '../entrega/delivery-service.ts';
import { findLatestOrder, findPaymentMethod, insertOrder, lockCustomer } from './pedidos-repository.ts';

/** Who places the order: the customer of the session, at the body's supplier. */
export interface OrderActor {
  idcliente: number;
}

function requestedLines(body: PedidoBody): RequestedLine[] {
  return body.itens.map((i) => ({ idproduto: i.id, quantidadeMilli: quantityToMilli(i.quantidade), embalarParaPresente: i.embalarParaPresente }));
}

function fingerprintOf(body: PedidoBody, idcliente: number, tipoEntrega: string, priced: PricedCart): string {
  return orderFingerprint({
    idfornecedor: body.idfornecedor,
    idcliente,
    tipoEntrega,
    itens: priced.lines.map((l) => ({ id: l.row.idproduto, quantidade: l.quantidadeMilli })),
  });
}

/**
 * Would this order repeat one placed seconds ago? (spec §5 duplicate-order check). Read-only.
 * @returns `{ duplicado, mensagem? }` with 'Um pedido idêntico foi feito há poucos segundos.'.
 * @throws HttpError 404 for an unknown supplier.
 */
export async function checkDuplicate(db: Db, actor: OrderActor, body: PedidoBody, now = new Date()) {
  const tags = await findSupplierTags(db, body.idfornecedor);
  if (!tags) throw new HttpError(404, APP_MSG.supplierNotFound);
  const requested = requestedLines(body);
  const rows = await findSellableProducts(db, body.idfornecedor, requested.map((r) => r.idproduto));
  const priced = priceRequestedLines(requested, rows, tags);
  const fingerprint = fingerprintOf(body, actor.idcliente, body.tipoEntrega, priced);
  const duplicado = isDuplicateOrder(await findLatestOrder(db, body.idfornecedor, actor.idcliente), fingerprint, now);
  return duplicado ? { duplicado, mensagem: MSG.duplicateOrder } : { duplicado };
}

/** Checks the pickup store and the scheduling date against what the server offers. */
function chooseDelivery(body: PedidoBody, delivery: DeliveryFee) {
  const datas = delivery.formaEntrega.datas;
  const requestedDate = body.formaEntrega?.data_de_entrega;
  if (requestedDate && !datas.includes(requestedDate)) {
    throw new HttpError(422, APP_MSG.deliveryDateUnavailable, 'formaEntrega.data_de_entrega');
  }
  const formaEntrega = { id: delivery.formaEntrega.id, nome: delivery.formaEntrega.nome, data_de_entrega: requestedDate ?? datas[0] ?? '' };
  if (delivery.tipoEntrega !== TipoEntrega.RETIRADA) return { formaEntrega, lojaRetira: null };
  const idloja = body.lojaRetira?.idloja;
  if (idloja === undefined) throw new HttpError(400, APP_MSG.storeNotFound, 'lojaRetira');
  const loja = delivery.lojas.find((l) => l.idloja === idloja);
  if (!loja) throw new HttpError(422, APP_MSG.storeNotFound, 'lojaRetira');
  const { horario: _h, ...lojaRetira } = loja;
  return { formaEntrega, lojaRetira };
}

/**
 * Places an order atomically (spec §3 Order payload/response, §5): re-prices every item on the
 * server, recomputes the delivery fee, refuses an identical order seconds after another, stores
 * order + lines + first status (+ a pending payment for up-front methods) and empties the cart —
 * all in one transaction, so a failure writes nothing.
 * @throws DomainError EMPTY_CART (422 'O carrinho está vazio. Experimente adicionar alguns produtos');
 *   DomainError DUPLICATE_ORDER (409 'Um pedido idêntico foi feito há poucos segundos.');
 *   DomainError PRODUCT_UNAVAILABLE (422) when an item is not sold by the supplier;
 *   HttpError 400/404/422 for the channel, payment method, address, store or date.
 */
export async function placeOrder(db: Db, actor: OrderActor, body: PedidoBody, now = new Date()): Promise<PedidoResposta> {
  if (body.canalVenda === 'MANUAL') throw new HttpError(400, APP_MSG.manualChannelForbidden, 'canalVenda');
  if (body.itens.length === 0) throw new DomainError(ErrorCode.EMPTY_CART, MSG.emptyCart);
  const tags = await findSupplierTags(db, body.idfornecedor);
  if (!tags) throw new HttpError(404, APP_MSG.supplierNotFound);
  const forma = await findPaymentMethod(db, body.idfornecedor, body.formaPagamento.idformapagto);
  if (!forma) throw new HttpError(422, APP_MSG.paymentMethodUnavailable, 'formaPagamento.idformapagto');
  const delivery = await resolveDeliveryFee(db, {
    idfornecedor: body.idfornecedor,
    idcliente: actor.idcliente,
    tipoEntrega: body.tipoEntrega,
    idendereco: body.enderecoentrega?.idendereco ?? null,
  }, now);
  const { formaEntrega, lojaRetira } = chooseDelivery(body, delivery);
  const requested = requestedLines(body);

  return db.transaction(async (tx) => {
    await lockCustomer(tx, actor.idcliente);
    const rows = await findSellableProducts(tx, body.idfornecedor, requested.map((r) => r.idproduto));
    const priced = priceRequestedLines(requested, rows, tags, delivery.taxaEntregaCentavos);
    if (priced.droppedIds.length > 0) throw new DomainError(ErrorCode.PRODUCT_UNAVAILABLE, APP_MSG.productUnavailable);
    if (priced.lines.length === 0) throw new DomainError(ErrorCode.EMPTY_CART, MSG.emptyCart);
    const fingerprint = fingerprintOf(body, actor.idcliente, delivery.tipoEntrega, priced);
    if (isDuplicateOrder(await findLatestOrder(tx, body.idfornecedor, actor.idcliente), fingerprint, now)) {
      throw new DomainError(ErrorCode.DUPLICATE_ORDER, MSG.duplicateOrder);
    }
    const status = initialOrderStatus({ exigePagamentoAntecipado: forma.exigePagamentoAntecipado });
    const numpedido = await insertOrder(tx, {
      idfornecedor: body.idfornecedor,
      idcliente: actor.idcliente,
      status,
      tipoEntrega: delivery.tipoEntrega,
      canalVenda: 'WEB',
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
    await emptyCart(tx, body.idfornecedor, actor.idcliente);
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
