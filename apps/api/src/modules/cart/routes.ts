import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG, DomainError, MSG, quantityToMilli } from '@vitrine/domain';
import { AppError, ConflictError, OperationFailedError } from '../../errors/app-errors.ts';
import { assertCartPricesVisible } from '../access/cart-price-gate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { trustedReply } from '../../plugins/trusted-reply.ts';
import { priceRequestedLines, type PricedCart, type RequestedLine } from './cart-pricing.ts';
import {
  findCart,
  findCartAndSellableProducts,
  findSellableProducts,
  replaceCart,
  unlockCart,
  type CartHeader,
} from './cart-repository.ts';
import { cartChannel, cartReply, priceStoredCart, type CartRequest } from './cart-service.ts';
import { orderLinesToRepeat } from './repeat-order.ts';
import { paymentAdjustmentBp, varyProductRows } from '../payment-methods/price-variance.ts';

/**
 * The server-side cart: every price, discount and total is recomputed with the domain rules; a
 * price, discount or total sent by the client is never read (the body schema has none). The
 * delivery fee is the chosen form's fee for the chosen address (query idendereco and
 * idformaentrega, stored by a save); the order checks it again. A save that fails for a real
 * reason (not bad input) answers 500 'Não foi possivel salvar o carrinho' and changes nothing.
 * The request-context hook has checked the app token, that `{sep}{idcliente}` and
 * `/usuario/{idcliente}` agree, the customer's session at the supplier and the supplier itself.
 * @see spec §3 Cart, §4 Cart flow, §5, §7 Cart and subscriptions, §8 Cart and order
 */
export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    apiRoutes.cart.get,
    async (request, reply) => {
      const ctx = cartRequest(request);
      await assertCartPricesVisible(app.db, ctx.idcliente, ctx.supplier);
      const stored = await findCart(app.db, ctx.supplier.idfornecedor, ctx.idcliente);
      const bp = await paymentAdjustmentBp(app.db, ctx.supplier, request.query.idformapagamento);
      const priced = await priceStoredCart(app.db, ctx.supplier, stored, bp);
      const body = await cartReply(app.db, ctx, priced, {
        stored,
        observacao: stored?.observacao ?? null,
        numPedidoCliente: stored?.numPedidoCliente ?? null,
        manualCode: stored?.codigoCupom ?? null,
        automaticEnabled:
          request.query.cupomAplicacaoAutomatica ?? stored?.cupomAplicacaoAutomatica ?? true,
        mensagem: warningOf(priced),
      });
      return trustedReply(app, reply, apiRoutes.cart.get.reply, body);
    },
    { tenant: true },
  );

  registerRoute(
    app,
    apiRoutes.cart.save,
    async (request, reply) => {
      const ctx = cartRequest(request);
      await assertCartPricesVisible(app.db, ctx.idcliente, ctx.supplier);
      const { idfornecedor } = ctx.supplier;
      const { body, query } = request;
      try {
        // The stored cart and the asked-for products are one statement (the payment method's
        // adjustment, when the supplier varies prices by method, another one beside it), sent
        // outside the write's transaction, which then holds its connection for two statements
        // only; the write checks the attendant's lock again.
        const requested: RequestedLine[] = body.cartItens.map((i) => ({
          idproduto: i.id,
          quantidadeMilli: quantityToMilli(i.quantidade),
          embalarParaPresente: i.embalarParaPresente,
        }));
        const [{ stored, rows: requestedRows }, bp] = await Promise.all([
          findCartAndSellableProducts(
            app.db,
            idfornecedor,
            ctx.idcliente,
            requested.map((i) => i.idproduto),
          ),
          paymentAdjustmentBp(app.db, ctx.supplier, query.idformapagamento),
        ]);
        if (stored?.bloqueioAtendimento) throw new ConflictError(APP_MSG.cartLocked);
        cartChannel(query, false);
        const repeated =
          query.modoRepeticaoPedido === undefined
            ? null
            : await orderLinesToRepeat(
                app.db,
                ctx.supplier,
                ctx.idcliente,
                query.modoRepeticaoPedido,
              );
        const repeatedRows = repeated
          ? await findSellableProducts(
              app.db,
              idfornecedor,
              repeated.lines.map((i) => i.idproduto),
            )
          : [];
        const rows = varyProductRows([...requestedRows, ...repeatedRows], bp);
        const priced = priceRequestedLines(
          [...requested, ...(repeated?.lines ?? [])],
          rows,
          ctx.supplier.tags,
        );
        const header: CartHeader = {
          observacao: body.observacao ?? null,
          numPedidoCliente: body.numPedidoCliente ?? null,
          codigoCupom:
            body.codigoCupom === undefined ? (stored?.codigoCupom ?? null) : body.codigoCupom,
          cupomAplicacaoAutomatica:
            query.cupomAplicacaoAutomatica ?? stored?.cupomAplicacaoAutomatica ?? true,
          tipoEntrega: query.tipoentrega ?? stored?.entrega.tipoEntrega ?? null,
          idenderecoEntrega: query.idendereco ?? stored?.entrega.idendereco ?? null,
          idformaentrega: query.idformaentrega ?? stored?.entrega.idformaentrega ?? null,
        };
        const carrinho = await cartReply(app.db, ctx, priced, {
          stored,
          ...header,
          manualCode: header.codigoCupom,
          automaticEnabled: header.cupomAplicacaoAutomatica,
          mensagem: [warningOf(priced), repeated?.mensagem].filter(Boolean).join(' ') || undefined,
        });
        // A newly typed code is kept only when it applies now; a stored one stays while it
        // exists, so it applies again once the cart qualifies (its reason is in mensagemCupom).
        if (typeof body.codigoCupom === 'string' && carrinho.codigoCupom !== body.codigoCupom)
          header.codigoCupom = stored?.codigoCupom ?? null;
        const written = await app.db.transaction((tx) =>
          replaceCart(
            tx,
            idfornecedor,
            ctx.idcliente,
            header,
            priced.lines.map((l) => ({
              idproduto: l.row.idproduto,
              quantidadeMilli: l.quantidadeMilli,
              embalarParaPresente: l.embalarParaPresente,
              precoatendenteCentavos: null,
            })),
          ),
        );
        // An attendant locked the cart between the read and the write: nothing was written.
        if (!written) throw new ConflictError(APP_MSG.cartLocked);
        return trustedReply(app, reply, apiRoutes.cart.save.reply, carrinho);
      } catch (error) {
        if (error instanceof AppError || error instanceof DomainError) throw error;
        // A real failure (database, corrupt row): the transaction rolled back, the stored cart is
        // unchanged, and the customer gets the spec's text instead of a generic error.
        throw new OperationFailedError(MSG.cartSaveFailed, { cause: error });
      }
    },
    { tenant: true },
  );

  registerRoute(
    app,
    apiRoutes.cart.unlock,
    async (request) => {
      const ctx = cartRequest(request);
      return app.db.transaction(async (tx) => {
        const stored = await findCart(tx, ctx.supplier.idfornecedor, ctx.idcliente);
        if (stored) await unlockCart(tx, stored, ctx.idcliente);
        const current = await findCart(tx, ctx.supplier.idfornecedor, ctx.idcliente);
        const priced = await priceStoredCart(tx, ctx.supplier, current);
        return cartReply(tx, { ...ctx, query: { ...ctx.query, canalVenda: 'WEB' } }, priced, {
          stored: current,
          observacao: current?.observacao ?? null,
          numPedidoCliente: current?.numPedidoCliente ?? null,
          manualCode: current?.codigoCupom ?? null,
          automaticEnabled: current?.cupomAplicacaoAutomatica ?? true,
          mensagem: warningOf(priced),
        });
      });
    },
    { tenant: true },
  );
}

/** The cart request of a route whose hook resolved the customer and the supplier. */
function cartRequest(request: {
  supplier: CartRequest['supplier'] | null;
  customer: { idcliente: number } | null;
  query: CartRequest['query'];
}): CartRequest {
  return {
    supplier: request.supplier!,
    idcliente: request.customer!.idcliente,
    query: request.query,
    now: new Date(),
  };
}

/** The pt-BR warning for lines the server dropped or corrected, if any. */
function warningOf(priced: PricedCart): string | undefined {
  const parts: string[] = [];
  if (priced.droppedIds.length > 0) parts.push(APP_MSG.cartItemsRemoved);
  if (priced.adjustedNames.length > 0)
    parts.push(`${APP_MSG.cartQuantitiesAdjusted} ${priced.adjustedNames.join(', ')}.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
