import { APP_MSG, MSG } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError, RefusedError } from '../../errors/app-errors.ts';
import { findOrder } from '../orders/orders-repository.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import type { RequestedLine } from './cart-pricing.ts';
import { findSellableProducts } from './cart-repository.ts';

/** An order's lines to add to the cart, and the warning naming those no longer sold. */
export interface RepeatedOrder {
  lines: RequestedLine[];
  mensagem?: string;
}

/**
 * The products of one of the customer's orders at this supplier, to add to the cart at today's
 * prices and rules (spec §7 modoRepeticaoPedido, §8 repeat order). Products no longer sold are
 * skipped and named; quantities and gift wrap are the order's (the cart pricing applies today's
 * quantity rules and prices).
 * @throws NotFoundError 'Não foi possível carregar os produtos do pedido' when the order is not
 *   the customer's at this supplier; RefusedError with the same text when none of its products
 *   is sold any more.
 */
export async function orderLinesToRepeat(
  db: DbOrTx,
  supplier: Tenant,
  idcliente: number,
  numpedido: number,
): Promise<RepeatedOrder> {
  const order = await findOrder(db, supplier.idfornecedor, idcliente, numpedido);
  if (!order) throw new NotFoundError(MSG.repeatOrderFailed, 'modoRepeticaoPedido');
  const sellable = new Set(
    (
      await findSellableProducts(
        db,
        supplier.idfornecedor,
        order.itens.map((i) => i.idproduto),
      )
    ).map((r) => r.idproduto),
  );
  const kept = order.itens.filter((i) => sellable.has(i.idproduto));
  if (kept.length === 0) throw new RefusedError(MSG.repeatOrderFailed, 'modoRepeticaoPedido');
  const skipped = order.itens.filter((i) => !sellable.has(i.idproduto)).map((i) => i.nome);
  return {
    lines: kept.map((i) => ({
      idproduto: i.idproduto,
      quantidadeMilli: i.quantidadeMilli,
      embalarParaPresente: i.embalarParaPresente,
    })),
    ...(skipped.length > 0
      ? { mensagem: `${APP_MSG.repeatOrderUnavailable} ${skipped.join(', ')}.` }
      : {}),
  };
}
