import { MSG, resolveDeliveryType, TipoEntrega, type Centavos, type LatLng } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestedLine } from '../cart/cart-pricing.ts';
import { priceRequestedLines } from '../cart/cart-pricing.ts';
import { findCart, findSellableProducts } from '../cart/cart-repository.ts';
import { priceStoredCart } from '../cart/cart-service.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import {
  customerAddress,
  destinationOf,
  optionsFor,
  type DeliveryOptions,
} from './delivery-service.ts';

/**
 * The delivery options for one of the customer's addresses, priced for the customer's stored
 * cart at this supplier (spec §7 `GET …/formas-entrega/{idfornecedor}`). DELIVERY needs
 * `idendereco`; RETIRADA takes it optionally, to order the stores by distance.
 * @throws InvalidInputError 'Requisição inválida' (campo idendereco) for DELIVERY without it;
 *   NotFoundError 'Endereço não encontrado' for an address that is not the customer's;
 *   RefusedError 'O fornecedor não atende no endereço informado' outside every form;
 *   RefusedError 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de
 *   pedido.' when no form is offered.
 * @see spec §4 Delivery, §8 Delivery and address
 */
export async function customerDeliveryOptions(
  db: DbOrTx,
  supplier: Tenant,
  req: { idcliente: number; tipoEntrega?: TipoEntrega | null; idendereco?: number | null },
  now: Date = new Date(),
): Promise<DeliveryOptions> {
  const tipo = resolveDeliveryType(supplier.tags, req.tipoEntrega ?? null);
  const address =
    tipo === TipoEntrega.DELIVERY || req.idendereco != null
      ? await customerAddress(db, req.idcliente, req.idendereco, 'idendereco')
      : null;
  const dest = address ? destinationOf(address) : { cep: null, point: null };
  const cart = await priceStoredCart(
    db,
    supplier,
    await findCart(db, supplier.idfornecedor, req.idcliente),
  );
  return optionsFor(
    db,
    supplier,
    tipo,
    dest,
    cart.totals.totalItens,
    now,
    MSG.supplierDoesNotServeAddress,
  );
}

/**
 * The delivery options for a CEP (and point, when known) and a list of products priced by the
 * server, for a visitor or a customer (spec §7 `POST /v4/app/formas-entrega/{idfornecedor}/{cep}`,
 * §5: the cart shows its fee before checkout). Products the supplier does not sell are ignored.
 * @throws RefusedError 'Infelizmente ainda não atendemos este endereço' outside every form;
 *   RefusedError 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de
 *   pedido.' when no form is offered for these items.
 */
export async function locationDeliveryOptions(
  db: DbOrTx,
  supplier: Tenant,
  req: {
    cep: string;
    point: LatLng | null;
    tipoEntrega?: TipoEntrega | null;
    itens: RequestedLine[];
  },
  now: Date = new Date(),
): Promise<DeliveryOptions> {
  const rows = await findSellableProducts(
    db,
    supplier.idfornecedor,
    req.itens.map((i) => i.idproduto),
  );
  const subtotal: Centavos = priceRequestedLines(req.itens, rows, supplier.tags).totals.totalItens;
  return optionsFor(
    db,
    supplier,
    req.tipoEntrega,
    { cep: req.cep, point: req.point },
    subtotal,
    now,
    MSG.addressNotServed,
  );
}
