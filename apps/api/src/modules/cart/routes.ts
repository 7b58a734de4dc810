import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG, DomainError, MSG, quantityToMilli } from '@vitrine/domain';
import { AppError, InvalidInputError, OperationFailedError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { priceRequestedLines, toCarrinho, type PricedCart } from './cart-pricing.ts';
import { findCart, findSellableProducts, replaceCart } from './cart-repository.ts';

/**
 * The server-side cart: every price and quantity is recomputed with the domain rules; a price
 * sent by the client is never read (the body schema has no price field). The delivery fee is
 * 0 in the cart: the order computes it at checkout. A save that fails for a real reason
 * (not bad input) answers 500 'Não foi possivel salvar o carrinho' and changes nothing.
 * The request-context hook has checked the app token, that `{sep}{idcliente}` and
 * `/usuario/{idcliente}` agree, the customer's session at the supplier and the supplier itself.
 * @see spec §3 Cart, §4 Cart flow, §5 cart save, §7 Cart and subscriptions, §8 Cart and order
 */
export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    apiRoutes.cart.get,
    async (request) => {
      const { idfornecedor, tags } = request.supplier;
      const stored = await findCart(app.db, idfornecedor, request.customer.idcliente);
      const itens = stored?.itens ?? [];
      const rows = await findSellableProducts(
        app.db,
        idfornecedor,
        itens.map((i) => i.idproduto),
      );
      const priced = priceRequestedLines(itens, rows, tags);
      return toCarrinho(idfornecedor, priced, {
        observacao: stored?.observacao ?? null,
        numPedidoCliente: stored?.numPedidoCliente ?? null,
        mensagem: warningOf(priced),
      });
    },
    { tenant: true },
  );

  registerRoute(
    app,
    apiRoutes.cart.save,
    async (request) => {
      if (request.query.canalVenda === 'MANUAL')
        throw new InvalidInputError(APP_MSG.manualChannelForbidden, 'canalVenda');
      const { idfornecedor, tags } = request.supplier;
      const { idcliente } = request.customer;
      const requested = request.body.cartItens.map((i) => ({
        idproduto: i.id,
        quantidadeMilli: quantityToMilli(i.quantidade),
        embalarParaPresente: i.embalarParaPresente,
      }));
      const header = {
        observacao: request.body.observacao ?? null,
        numPedidoCliente: request.body.numPedidoCliente ?? null,
      };
      let priced: PricedCart;
      try {
        priced = await app.db.transaction(async (tx) => {
          const rows = await findSellableProducts(
            tx,
            idfornecedor,
            requested.map((i) => i.idproduto),
          );
          const result = priceRequestedLines(requested, rows, tags);
          await replaceCart(
            tx,
            idfornecedor,
            idcliente,
            header,
            result.lines.map((l) => ({
              idproduto: l.row.idproduto,
              quantidadeMilli: l.quantidadeMilli,
              embalarParaPresente: l.embalarParaPresente,
              precoatendenteCentavos: l.precoatendenteCentavos,
            })),
          );
          return result;
        });
      } catch (error) {
        if (error instanceof AppError || error instanceof DomainError) throw error;
        // A real failure (database, corrupt row): the transaction rolled back, the stored cart is
        // unchanged, and the customer gets the spec's text instead of a generic error.
        throw new OperationFailedError(MSG.cartSaveFailed, { cause: error });
      }
      return toCarrinho(idfornecedor, priced, { ...header, mensagem: warningOf(priced) });
    },
    { tenant: true },
  );
}

/** The pt-BR warning for lines the server dropped or corrected, if any. */
function warningOf(priced: PricedCart): string | undefined {
  const parts: string[] = [];
  if (priced.droppedIds.length > 0) parts.push(APP_MSG.cartItemsRemoved);
  if (priced.adjustedNames.length > 0)
    parts.push(`${APP_MSG.cartQuantitiesAdjusted} ${priced.adjustedNames.join(', ')}.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
