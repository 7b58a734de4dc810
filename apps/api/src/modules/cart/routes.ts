import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Carrinho, CarrinhoBody, CarrinhoParams, CarrinhoQuery, ErroResposta, errorResponses } from '@vitrine/contract';
import { APP_MSG, DomainError, MSG, quantityToMilli } from '@vitrine/domain';
import { parseAppSegment } from '../../plugins/app-token.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { priceRequestedLines, toCarrinho, type PricedCart } from './cart-pricing.ts';
import { findCart, findSellableProducts, findSupplierTags, replaceCart } from './cart-repository.ts';

const TAGS = ['Carrinho'];
const PATH = '/v2/app/:apptoken/usuario/:idcliente/cart';

/**
 * The server-side cart: every price and quantity is recomputed with the domain rules; a price
 * sent by the client is never read (the body schema has no price field). The delivery fee is
 * 0 in the cart: the order computes it at checkout. A save that fails for a real reason
 * (not bad input) answers 500 'Não foi possivel salvar o carrinho' and changes nothing.
 * @see spec §3 Cart, §4 Cart flow, §5 cart save, §7 Cart and subscriptions, §8 Cart and order
 */
export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Checks the app token, that both ids agree, and the customer's session at the supplier. */
  async function authorize(apptoken: string, idcliente: number, idfornecedor: string, request: Parameters<typeof requireCustomer>[1]) {
    const segment = parseAppSegment(apptoken, app.config.APP_TOKEN);
    await requireCustomer(app.db, request, idcliente, idfornecedor);
    // `{apptoken}{sep}{idcliente}` and `/usuario/{idcliente}` must name the same customer.
    if (segment.idcliente !== idcliente) throw new HttpError(403, APP_MSG.forbidden, 'idcliente');
    const tags = await findSupplierTags(app.db, idfornecedor);
    if (!tags) throw new HttpError(404, APP_MSG.supplierNotFound);
    return tags;
  }

  r.get(PATH, {
    schema: {
      tags: TAGS,
      summary: 'Carrinho do cliente no fornecedor',
      description: 'GET /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart — the stored cart, re-priced now.',
      security: [{ bearer: [] }],
      params: CarrinhoParams,
      querystring: CarrinhoQuery,
      response: { 200: Carrinho, ...errorResponses },
    },
  }, async (request) => {
    const { apptoken, idcliente } = request.params;
    const { idfornecedor } = request.query;
    const tags = await authorize(apptoken, idcliente, idfornecedor, request);
    const stored = await findCart(app.db, idfornecedor, idcliente);
    const itens = stored?.itens ?? [];
    const rows = await findSellableProducts(app.db, idfornecedor, itens.map((i) => i.idproduto));
    const priced = priceRequestedLines(itens, rows, tags);
    return toCarrinho(idfornecedor, priced, {
      observacao: stored?.observacao ?? null,
      numPedidoCliente: stored?.numPedidoCliente ?? null,
      mensagem: warningOf(priced),
    });
  });

  r.post(PATH, {
    schema: {
      tags: TAGS,
      summary: 'Salva o carrinho (substitui o carrinho inteiro)',
      description:
        'POST /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart — body cartItens [{ id, quantidade, ' +
        'embalarParaPresente }]. Quantities follow the product rules (spec §4); prices follow spec §5. ' +
        'Products not sold by this supplier are dropped and reported in `mensagem`.',
      security: [{ bearer: [] }],
      params: CarrinhoParams,
      querystring: CarrinhoQuery,
      body: CarrinhoBody,
      response: { 200: Carrinho, ...errorResponses, 500: ErroResposta },
    },
  }, async (request) => {
    const { apptoken, idcliente } = request.params;
    const { idfornecedor, canalVenda } = request.query;
    if (canalVenda === 'MANUAL') throw new HttpError(400, APP_MSG.manualChannelForbidden, 'canalVenda');
    const tags = await authorize(apptoken, idcliente, idfornecedor, request);
    const requested = request.body.cartItens.map((i) => ({
      idproduto: i.id,
      quantidadeMilli: quantityToMilli(i.quantidade),
      embalarParaPresente: i.embalarParaPresente,
    }));
    const header = { observacao: request.body.observacao ?? null, numPedidoCliente: request.body.numPedidoCliente ?? null };
    let priced: PricedCart;
    try {
      priced = await app.db.transaction(async (tx) => {
        const rows = await findSellableProducts(tx, idfornecedor, requested.map((i) => i.idproduto));
        const result = priceRequestedLines(requested, rows, tags);
        await replaceCart(tx, idfornecedor, idcliente, header, result.lines.map((l) => ({
          idproduto: l.row.idproduto,
          quantidadeMilli: l.quantidadeMilli,
          embalarParaPresente: l.embalarParaPresente,
          precoatendenteCentavos: l.precoatendenteCentavos,
        })));
        return result;
      });
    } catch (error) {
      if (error instanceof HttpError || error instanceof DomainError) throw error;
      // A real failure (database, corrupt row): the transaction rolled back, the stored cart is
      // unchanged, and the customer gets the spec's text instead of a generic error.
      request.log.error({ err: error }, 'cart save failed');
      throw new HttpError(500, MSG.cartSaveFailed);
    }
    return toCarrinho(idfornecedor, priced, { ...header, mensagem: warningOf(priced) });
  });
}

/** The pt-BR warning for lines the server dropped or corrected, if any. */
function warningOf(priced: PricedCart): string | undefined {
  const parts: string[] = [];
  if (priced.droppedIds.length > 0) parts.push(APP_MSG.cartItemsRemoved);
  if (priced.adjustedNames.length > 0) parts.push(`${APP_MSG.cartQuantitiesAdjusted} ${priced.adjustedNames.join(', ')}.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
