import {
  APP_MSG,
  distanceMeters,
  MSG,
  quoteDeliveryForm,
  resolveDeliveryType,
  saoPauloNow,
  schedulingDates,
  TipoEntrega,
  type Centavos,
  type DeliveryDestination,
  type LatLng,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { EnderecoEntregaSnapshot } from '../../db/schema/index.ts';
import { InvalidInputError, NotFoundError, RefusedError } from '../../errors/app-errors.ts';
import { findAddress } from '../addresses/addresses-repository.ts';
import { listActiveStores, type Tenant } from '../suppliers/suppliers-repository.ts';
import { toDeliveryFormRule, type OfferedForm } from './delivery-form-mapper.ts';
import { bookedWindows, listDeliveryForms } from './delivery-repository.ts';

/** A pickup store as the storefront and the order's lojaRetira see it. */
export interface PickupStore {
  idloja: number;
  nome: string;
  descricao_endereco_loja: string;
  coordenadas_loja: { latitude: number; longitude: number };
  horario: string | null;
  /** Metres from the buyer's location; null when it is unknown. */
  distanciaMetros: number | null;
}

/** The forms of one type that apply to a destination and value, and whether any form covers it. */
export interface FormOffer {
  offered: OfferedForm[];
  /** True when at least one form reaches the destination (maybe refused for value or dates). */
  covered: boolean;
}

/**
 * The supplier's forms of `tipo` offered for `dest` and an order worth `subtotalCentavos`
 * (items total before the fee): each form's coverage, fee, minimum and free-above rule
 * (domain `quoteDeliveryForm`) and its next dates with the windows that still have room
 * (domain `schedulingDates`, bookings counted from the database). A form with no date left in
 * the scheduling horizon is not offered. Read-only.
 * @see spec §4 Delivery
 */
export async function offerForms(
  db: DbOrTx,
  supplier: Tenant,
  tipo: TipoEntrega,
  dest: DeliveryDestination,
  subtotalCentavos: Centavos,
  now: Date,
): Promise<FormOffer> {
  const records = await listDeliveryForms(db, supplier.idfornecedor, tipo);
  const bookings = await bookedWindows(
    db,
    records.flatMap((r) => r.janelas.map((j) => j.idjanela)),
    saoPauloNow(now).data,
  );
  const offered: OfferedForm[] = [];
  let covered = false;
  for (const record of records) {
    const rule = toDeliveryFormRule(record);
    const quote = quoteDeliveryForm(rule, dest, subtotalCentavos);
    if (!quote.ok) {
      if (quote.motivo !== 'FORA_DA_AREA') covered = true;
      continue;
    }
    covered = true;
    const agendamentos = schedulingDates(rule, now, bookings);
    if (agendamentos.length === 0) continue;
    offered.push({ rule, taxaCentavos: quote.taxaCentavos, gratis: quote.gratis, agendamentos });
  }
  return { offered, covered };
}

/**
 * The supplier's active pickup stores, nearest to `from` first (domain `distanceMeters`), or in
 * their stored order when the buyer's location is unknown.
 */
export async function pickupStores(
  db: DbOrTx,
  idfornecedor: string,
  from: LatLng | null,
): Promise<PickupStore[]> {
  const stores = (await listActiveStores(db, idfornecedor)).map((s) => ({
    idloja: s.idloja,
    nome: s.nome,
    descricao_endereco_loja: s.descricaoEnderecoLoja,
    coordenadas_loja: { latitude: s.latitude, longitude: s.longitude },
    horario: s.horario,
    distanciaMetros: from ? distanceMeters(from, { lat: s.latitude, lng: s.longitude }) : null,
  }));
  return from ? stores.sort((a, b) => a.distanciaMetros! - b.distanciaMetros!) : stores;
}

/** What a delivery lookup resolves to. */
export interface DeliveryOptions {
  /** The type actually applied (the supplier's tags may override the requested one). */
  tipoEntrega: TipoEntrega;
  formas: OfferedForm[];
  /** Active pickup stores for RETIRADA, nearest first; empty for DELIVERY. */
  lojas: PickupStore[];
}

/** An address row's location for the delivery rules. */
export function destinationOf(address: {
  cep: string;
  lat: number | null;
  lng: number | null;
}): DeliveryDestination {
  return {
    cep: address.cep,
    point:
      address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : null,
  };
}

/** The customer's active address `idendereco`, or the errors of a missing one. */
export async function customerAddress(
  db: DbOrTx,
  idcliente: number,
  idendereco: number | null | undefined,
  campo: string,
) {
  if (idendereco == null) throw new InvalidInputError(APP_MSG.invalidRequest, campo);
  const address = await findAddress(db, idcliente, idendereco);
  if (!address) throw new NotFoundError(APP_MSG.addressNotFound);
  return address;
}

/**
 * The delivery options for a place and an order value (spec §4 Delivery, §7 Delivery): the
 * type is resolved from the supplier's tags; RETIRADA offers the pickup forms and the stores
 * nearest to the place; DELIVERY offers the forms that reach it.
 * @param notServed - the text when no form reaches the place (differs by caller, spec §8).
 * @throws RefusedError `notServed` when no DELIVERY form covers the place;
 *   RefusedError 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de
 *   pedido.' when forms cover it but none is offered (minimum, fee band, no date left).
 */
export async function optionsFor(
  db: DbOrTx,
  supplier: Tenant,
  requested: TipoEntrega | null | undefined,
  dest: DeliveryDestination,
  subtotalCentavos: Centavos,
  now: Date,
  notServed: string,
): Promise<DeliveryOptions> {
  const tipoEntrega = resolveDeliveryType(supplier.tags, requested ?? null);
  const offer = await offerForms(db, supplier, tipoEntrega, dest, subtotalCentavos, now);
  if (tipoEntrega === TipoEntrega.DELIVERY && !offer.covered) throw new RefusedError(notServed);
  const lojas =
    tipoEntrega === TipoEntrega.RETIRADA
      ? await pickupStores(db, supplier.idfornecedor, dest.point)
      : [];
  if (offer.offered.length === 0 || (tipoEntrega === TipoEntrega.RETIRADA && lojas.length === 0))
    throw new RefusedError(MSG.noDeliveryMethodFound);
  return { tipoEntrega, formas: offer.offered, lojas };
}

/** Copy of a customer's address stored on a DELIVERY order (spec §3 enderecoentrega). */
export function addressSnapshot(address: {
  idendereco: number;
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  complemento: string | null;
  pais: string;
  lat: number | null;
  lng: number | null;
}): EnderecoEntregaSnapshot {
  return {
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
      address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : null,
  };
}
