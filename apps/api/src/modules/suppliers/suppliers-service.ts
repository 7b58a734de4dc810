import type { FornecedoresPorLocal, FornecedorProximo, LojaFornecedor } from '@vitrine/contract';
import {
  APP_MSG,
  CNPJ_LENGTH,
  DomainError,
  LOCATION_ERROR_CODE,
  MSG,
  SUPPLIERS_API_MSG,
  serviceAt,
  servesLocation,
  type BuyerLocation,
  type LatLng,
  type LocationMode,
  type TipoEntrega,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError, UnauthenticatedError } from '../../errors/app-errors.ts';
import { findAddress } from '../addresses/addresses-repository.ts';
import type { CustomerSession } from '../users/sessions.ts';
import { findCustomerById } from '../users/users-repository.ts';
import {
  listActiveStoresOf,
  listCandidateSuppliers,
  listDeliveryCoverage,
  listServiceAreas,
  type CandidateRow,
  type StoreRow,
} from './suppliers-repository.ts';

/**
 * The supplier-by-location rules over the database: resolves where the buyer is (point, CEP or
 * a saved address) and asks the domain which suppliers serve it.
 * @see spec §4 Address to supplier, §3 Service area
 */

/** Turns a CEP into a point; null when unknown (then only CEP prefixes/ranges can match). */
export type LocateCep = (cep: string) => Promise<LatLng | null>;

/** What the lookup was given: any of a point, a CEP, a saved address of the session's customer. */
export interface LocationInput {
  lat?: number;
  lng?: number;
  cep?: string;
  idendereco?: number;
}

/** A location resolved for the lookup. */
export interface ResolvedLocation extends BuyerLocation {
  idendereco: number | null;
  /** The address is a business customer's (CNPJ) saved address. */
  businessAddress: boolean;
}

/** True when the input names a location at all. */
export function hasLocation(input: LocationInput): boolean {
  return input.lat !== undefined || input.cep !== undefined || input.idendereco !== undefined;
}

/**
 * Resolves the buyer's location: the customer's saved address (its point and CEP) when
 * `idendereco` is given, else the point and/or CEP given; a CEP without a point is located
 * through `locateCep`.
 * @throws UnauthenticatedError when `idendereco` is given without a customer session.
 * @throws NotFoundError 'Endereço não encontrado' when the address is not the customer's (never
 *   another customer's address, whatever id is sent).
 */
export async function resolveLocation(
  db: DbOrTx,
  input: LocationInput,
  customer: CustomerSession | null,
  locateCep: LocateCep,
): Promise<ResolvedLocation> {
  if (input.idendereco !== undefined) {
    if (!customer) throw new UnauthenticatedError(SUPPLIERS_API_MSG.addressRequiresLogin);
    const [address, who] = await Promise.all([
      findAddress(db, customer.idcliente, input.idendereco),
      findCustomerById(db, customer.idcliente, customer.idfornecedor),
    ]);
    if (!address) throw new NotFoundError(APP_MSG.addressNotFound);
    const cep = address.cep.replace(/\D/g, '');
    const point =
      address.lat !== null && address.lng !== null
        ? { lat: address.lat, lng: address.lng }
        : await locateCep(cep);
    return {
      point,
      cep,
      idendereco: address.idendereco,
      businessAddress: (who?.cpf ?? '').length === CNPJ_LENGTH,
    };
  }
  const cep = input.cep ?? null;
  let point: LatLng | null =
    input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  if (!point && cep) point = await locateCep(cep);
  return { point, cep, idendereco: null, businessAddress: false };
}

/** The lookup mode of a request: pickup, delivery, or either. */
export function locationMode(tipoEntrega?: TipoEntrega, coleta?: boolean): LocationMode {
  if (coleta === true || tipoEntrega === 'RETIRADA') return 'RETIRADA';
  if (tipoEntrega === 'DELIVERY') return 'DELIVERY';
  return 'QUALQUER';
}

/** A store at the JSON edge. */
export function toLojaFornecedor(store: StoreRow): LojaFornecedor {
  return {
    idloja: store.idloja,
    lat: store.latitude,
    lng: store.longitude,
    nome: store.nome,
    descricao_endereco_loja: store.descricaoEnderecoLoja,
  };
}

/**
 * Which of `candidates` serve `where`, nearest store first (suppliers without a distance last,
 * then by name).
 */
export async function suppliersServing(
  db: DbOrTx,
  candidates: readonly CandidateRow[],
  where: BuyerLocation,
  mode: LocationMode,
): Promise<FornecedorProximo[]> {
  const ids = candidates.map((c) => c.idfornecedor);
  const [areas, forms, stores] = await Promise.all([
    listServiceAreas(db, ids),
    listDeliveryCoverage(db, ids),
    listActiveStoresOf(db, ids),
  ]);
  const found: FornecedorProximo[] = [];
  for (const candidate of candidates) {
    const own = <T extends { idfornecedor: string }>(rows: readonly T[]) =>
      rows.filter((r) => r.idfornecedor === candidate.idfornecedor);
    const service = serviceAt(
      {
        tags: candidate.tags,
        areas: own(areas),
        forms: own(forms),
        stores: own(stores),
      },
      where,
      mode,
    );
    if (!servesLocation(service)) continue;
    found.push({
      idfornecedor: candidate.idfornecedor,
      idempresa: candidate.idempresa,
      slug: candidate.slug,
      nome: candidate.nome,
      logo: candidate.logo,
      atendeEntrega: service.atendeEntrega,
      atendeRetirada: service.atendeRetirada,
      distanciaMetros: service.lojaMaisProxima?.distanciaMetros ?? null,
      lojaMaisProxima: service.lojaMaisProxima
        ? toLojaFornecedor(service.lojaMaisProxima.loja)
        : null,
    });
  }
  return found.sort(
    (a, b) =>
      (a.distanciaMetros ?? Number.POSITIVE_INFINITY) -
        (b.distanciaMetros ?? Number.POSITIVE_INFINITY) || a.nome.localeCompare(b.nome, 'pt-BR'),
  );
}

/**
 * The location lookup (spec §4 Address to supplier): every supplier — of `idempresa` when given
 * — that serves the location.
 */
export async function findSuppliersAt(
  db: DbOrTx,
  where: ResolvedLocation,
  mode: LocationMode,
  idempresa?: number,
): Promise<FornecedoresPorLocal> {
  const candidates = await listCandidateSuppliers(db, idempresa);
  const fornecedores = await suppliersServing(db, candidates, where, mode);
  return {
    fornecedores,
    local: {
      cep: where.cep,
      lat: where.point?.lat ?? null,
      lng: where.point?.lng ?? null,
      idendereco: where.idendereco,
    },
    enderecoCnpjInvalido: where.businessAddress && fornecedores.length === 0,
  };
}

/**
 * Checks that one supplier serves the location.
 * @throws DomainError ADDRESS_NOT_SERVED 'O fornecedor não atende no endereço informado' (422),
 *   or INVALID_CNPJ_ADDRESS with the same text for a business customer's saved address.
 */
export async function assertSupplierServes(
  db: DbOrTx,
  supplier: CandidateRow,
  where: ResolvedLocation,
  mode: LocationMode,
): Promise<void> {
  const [found] = await suppliersServing(db, [supplier], where, mode);
  if (found) return;
  throw new DomainError(
    where.businessAddress
      ? LOCATION_ERROR_CODE.INVALID_CNPJ_ADDRESS
      : LOCATION_ERROR_CODE.ADDRESS_NOT_SERVED,
    MSG.supplierDoesNotServeAddress,
  );
}
