import {
  APP_MSG,
  deliveryDates,
  MSG,
  resolveDeliveryType,
  TipoEntrega,
  type Centavos,
  ZERO_CENTAVOS,
  DELIVERY_TYPE_LABEL,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { EnderecoEntregaSnapshot } from '../../db/schema/index.ts';
import { InvalidInputError, NotFoundError, RefusedError } from '../../errors/app-errors.ts';
import { findAddress } from '../addresses/addresses-repository.ts';
import { listActiveStores, type Tenant } from '../suppliers/suppliers-repository.ts';
import { listServiceAreas } from './delivery-repository.ts';
import { chooseServiceArea } from './service-area.ts';

/** How many scheduling dates each delivery option offers. */
export const SCHEDULING_DATES = 5;
/** Lead time of store pickup, in days (ready from the next day). */
export const PICKUP_LEAD_DAYS = 1;

/** A delivery option, money in centavos. `datas` are YYYY-MM-DD, earliest first. */
export interface DeliveryForm {
  /** 'PADRAO' (delivery inside a service area) or 'RETIRADA' (store pickup). */
  id: 'PADRAO' | 'RETIRADA';
  nome: string;
  taxaEntregaCentavos: Centavos;
  prazoDias: number;
  datas: string[];
}

/** A pickup store as the storefront and the order's lojaRetira see it. */
export interface PickupStore {
  idloja: number;
  nome: string;
  descricao_endereco_loja: string;
  coordenadas_loja: { latitude: number; longitude: number };
  horario: string | null;
}

/** What a delivery lookup resolves to. */
export interface DeliveryOptions {
  /** The type actually applied (the supplier's tags may override the requested one). */
  tipoEntrega: TipoEntrega;
  formas: DeliveryForm[];
  /** The supplier's active stores for RETIRADA; empty for DELIVERY. */
  lojas: PickupStore[];
  /** The customer's address for DELIVERY; null for RETIRADA. */
  enderecoSnapshot: EnderecoEntregaSnapshot | null;
  /** Minimum order (centavos) of the chosen service area; 0 for RETIRADA. */
  pedidoMinimoCentavos: Centavos;
}

/** Who asks for which delivery. `idendereco` is needed for DELIVERY only. */
export interface DeliveryRequest {
  idcliente: number;
  tipoEntrega?: TipoEntrega | null;
  idendereco?: number | null;
}

/**
 * The delivery options of a supplier for one customer (spec §4 Delivery, §7 Delivery):
 * the type is resolved from the supplier's tags (`resolveDeliveryType`); RETIRADA offers the
 * active stores with a free pickup option; DELIVERY needs the customer's address inside one of
 * the supplier's service areas (polygon when the address has coordinates, else CEP prefix) and
 * offers that area's fee and lead time.
 * @param supplier - the tenant: whose stores and service areas, and whose tags decide the type.
 * @param now - reference instant; dates are counted from its calendar day in São Paulo.
 * @throws InvalidInputError 'Requisição inválida' (campo idendereco) for DELIVERY without idendereco;
 *   NotFoundError 'Endereço não encontrado' when idendereco is not an active address of idcliente;
 *   RefusedError 'O fornecedor não atende no endereço informado' when no service area covers it;
 *   RefusedError 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.'
 *   for RETIRADA when the supplier has no active store.
 */
export async function deliveryOptions(
  db: DbOrTx,
  supplier: Tenant,
  req: DeliveryRequest,
  now: Date = new Date(),
): Promise<DeliveryOptions> {
  const tipoEntrega = resolveDeliveryType(supplier.tags, req.tipoEntrega ?? null);
  const today = saoPauloDay(now);

  if (tipoEntrega === TipoEntrega.RETIRADA) {
    const stores = await listActiveStores(db, supplier.idfornecedor);
    if (stores.length === 0) throw new RefusedError(MSG.noDeliveryMethodFound);
    return {
      tipoEntrega,
      formas: [
        {
          id: 'RETIRADA',
          nome: DELIVERY_TYPE_LABEL.RETIRADA,
          taxaEntregaCentavos: ZERO_CENTAVOS,
          prazoDias: PICKUP_LEAD_DAYS,
          datas: deliveryDates(today, SCHEDULING_DATES, PICKUP_LEAD_DAYS),
        },
      ],
      lojas: stores.map((s) => ({
        idloja: s.idloja,
        nome: s.nome,
        descricao_endereco_loja: s.descricaoEnderecoLoja,
        coordenadas_loja: { latitude: s.latitude, longitude: s.longitude },
        horario: s.horario,
      })),
      enderecoSnapshot: null,
      pedidoMinimoCentavos: ZERO_CENTAVOS,
    };
  }

  if (req.idendereco == null) throw new InvalidInputError(APP_MSG.invalidRequest, 'idendereco');
  const address = await findAddress(db, req.idcliente, req.idendereco);
  if (!address) throw new NotFoundError(APP_MSG.addressNotFound);
  const area = chooseServiceArea(await listServiceAreas(db, supplier.idfornecedor), address);
  if (!area) throw new RefusedError(MSG.supplierDoesNotServeAddress);
  return {
    tipoEntrega,
    formas: [
      {
        id: 'PADRAO',
        nome: 'Entrega padrão',
        taxaEntregaCentavos: area.taxaEntregaCentavos,
        prazoDias: area.prazoDias,
        datas: deliveryDates(today, SCHEDULING_DATES, area.prazoDias),
      },
    ],
    lojas: [],
    enderecoSnapshot: {
      idendereco: address.idendereco,
      rua: address.rua,
      numero: address.numero,
      bairro: address.bairro,
      cidade: address.cidade,
      uf: address.uf,
      cep: address.cep,
      complemento: address.complemento,
      pais: address.pais,
      coords:
        address.lat !== null && address.lng !== null
          ? { lat: address.lat, lng: address.lng }
          : null,
    },
    pedidoMinimoCentavos: area.pedidoMinimoCentavos,
  };
}

/** The server-side delivery fee of an order (see {@link resolveDeliveryFee}). */
export interface DeliveryFee {
  /** The type actually applied (the supplier's tags may override the requested one). */
  tipoEntrega: TipoEntrega;
  /** Fee in centavos: the service area's fee for DELIVERY, 0 for RETIRADA. */
  taxaEntregaCentavos: Centavos;
  /** The single option of that type; check the order's `data_de_entrega` against `datas`. */
  formaEntrega: DeliveryForm;
  /** Copy of the customer's address to store on a DELIVERY order; null for RETIRADA. */
  enderecoSnapshot: EnderecoEntregaSnapshot | null;
  /** The supplier's active stores for RETIRADA (check the order's lojaRetira.idloja); empty for DELIVERY. */
  lojas: PickupStore[];
  /** Minimum order of the service area in centavos (0 for RETIRADA); not enforced here. */
  pedidoMinimoCentavos: Centavos;
}

/**
 * Recomputes the delivery fee of an order on the server — never trust the client's fee.
 * Same rules and errors as {@link deliveryOptions}: the type is resolved from the supplier's
 * tags, DELIVERY needs `idendereco` of an active address of `idcliente` inside a service area.
 * Read-only; the caller (orders) stores `taxaEntregaCentavos`, `enderecoSnapshot` and the
 * chosen `formaEntrega` in its own transaction.
 * @throws InvalidInputError 'Requisição inválida' with campo 'idendereco' (DELIVERY without idendereco);
 *   NotFoundError 'Endereço não encontrado' (address missing, deleted or another customer's);
 *   RefusedError 'O fornecedor não atende no endereço informado' (address outside every service area);
 *   RefusedError 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.'
 *   (RETIRADA without any active store).
 * @see spec §4 Delivery, §8 Delivery and address
 */
export async function resolveDeliveryFee(
  db: DbOrTx,
  supplier: Tenant,
  req: DeliveryRequest,
  now: Date = new Date(),
): Promise<DeliveryFee> {
  const options = await deliveryOptions(db, supplier, req, now);
  const formaEntrega = options.formas[0];
  if (!formaEntrega) throw new RefusedError(MSG.noDeliveryMethodFound);
  return {
    tipoEntrega: options.tipoEntrega,
    taxaEntregaCentavos: formaEntrega.taxaEntregaCentavos,
    formaEntrega,
    enderecoSnapshot: options.enderecoSnapshot,
    lojas: options.lojas,
    pedidoMinimoCentavos: options.pedidoMinimoCentavos,
  };
}

const saoPauloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `now`'s calendar day in São Paulo, as a Date at 00:00 UTC of that day (for deliveryDates). */
function saoPauloDay(now: Date): Date {
  return new Date(`${saoPauloDate.format(now)}T00:00:00Z`);
}
