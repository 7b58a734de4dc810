import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SUPPLIERS_API_MSG, isValidPolygon } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  areasAtendimento,
  formasEntrega,
  formasPagamento,
  fornecedores,
  lojas,
} from '../../db/schema/index.ts';
import { InvalidInputError } from '../../errors/app-errors.ts';

/**
 * The one place where a supplier's own data is read: the supplier row, its tags (the tenant
 * of a request), its payment methods and its pickup stores. Other modules call these
 * functions instead of querying `fornecedores`, `formas_pagamento` or `lojas` themselves.
 */

/** A supplier row as the supplier routes need it (no Pix key or other internals). */
export interface SupplierRow {
  idfornecedor: string;
  idempresa: number;
  slug: string;
  nome: string;
  dominio: string | null;
  cnpj: string;
  tags: string[];
  segmentos: string[];
  modulos: string[];
  ordenacoesProduto: { valor: string; descricao: string }[];
  tema: typeof fornecedores.$inferSelect.tema;
  rodape: typeof fornecedores.$inferSelect.rodape;
  metaInfo: Record<string, unknown>;
}

/**
 * The supplier a request acts on (its tenant): the id every query is scoped by and the tags
 * that switch rules on and off (spec §6).
 */
export interface Tenant {
  idfornecedor: string;
  tags: string[];
}

/** How a supplier is looked up: its UUID, its slug, or the host its storefront is served on. */
export type SupplierRef = { idfornecedor: string } | { slug: string } | { dominio: string };

/** An active payment method of a supplier. */
export type PaymentMethodRow = Pick<
  typeof formasPagamento.$inferSelect,
  'idformapagto' | 'descricao' | 'tipo' | 'exigePagamentoAntecipado'
>;

/** A pickup store of a supplier. */
export type StoreRow = typeof lojas.$inferSelect;

const supplierColumns = {
  idfornecedor: fornecedores.idfornecedor,
  idempresa: fornecedores.idempresa,
  slug: fornecedores.slug,
  nome: fornecedores.nome,
  dominio: fornecedores.dominio,
  cnpj: fornecedores.cnpj,
  tags: fornecedores.tags,
  segmentos: fornecedores.segmentos,
  modulos: fornecedores.modulos,
  ordenacoesProduto: fornecedores.ordenacoesProduto,
  tema: fornecedores.tema,
  rodape: fornecedores.rodape,
  metaInfo: fornecedores.metaInfo,
};

const paymentMethodColumns = {
  idformapagto: formasPagamento.idformapagto,
  descricao: formasPagamento.descricao,
  tipo: formasPagamento.tipo,
  exigePagamentoAntecipado: formasPagamento.exigePagamentoAntecipado,
};

function byRef(ref: SupplierRef): SQL {
  if ('idfornecedor' in ref) return eq(fornecedores.idfornecedor, ref.idfornecedor);
  if ('slug' in ref) return eq(fornecedores.slug, ref.slug);
  return eq(fornecedores.dominio, ref.dominio);
}

/**
 * Finds a supplier by UUID, slug or domain (exact match; callers normalise slug and host).
 * @returns null when no supplier matches.
 */
export async function findSupplier(db: DbOrTx, ref: SupplierRef): Promise<SupplierRow | null> {
  const [row] = await db.select(supplierColumns).from(fornecedores).where(byRef(ref)).limit(1);
  return row ?? null;
}

/** The supplier as a request's tenant (id and tags); null when it does not exist. */
export async function findTenant(db: DbOrTx, idfornecedor: string): Promise<Tenant | null> {
  const [row] = await db
    .select({ idfornecedor: fornecedores.idfornecedor, tags: fornecedores.tags })
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, idfornecedor))
    .limit(1);
  return row ?? null;
}

/** The supplier's active payment methods in display order (ordem, then id). */
export async function listPaymentMethods(
  db: DbOrTx,
  idfornecedor: string,
): Promise<PaymentMethodRow[]> {
  return db
    .select(paymentMethodColumns)
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, idfornecedor), eq(formasPagamento.ativo, true)))
    .orderBy(asc(formasPagamento.ordem), asc(formasPagamento.idformapagto));
}

/**
 * One active payment method of the supplier (tenant-scoped: another supplier's id never
 * matches); null when unknown, inactive or another supplier's.
 */
export async function findPaymentMethod(
  db: DbOrTx,
  idfornecedor: string,
  idformapagto: number,
): Promise<PaymentMethodRow | null> {
  // Prepared: every order reads it in its transaction (ADR 0065).
  const [row] = await preparedStatement(db, 'vitrine_payment_method', (d) =>
    paymentMethodQuery(d).prepare('vitrine_payment_method'),
  ).execute({ idfornecedor, idformapagto });
  return row ?? null;
}

/** The payment-method query, with its placeholders (exported for the plan test). */
export function paymentMethodQuery(db: DbOrTx) {
  return db
    .select(paymentMethodColumns)
    .from(formasPagamento)
    .where(
      and(
        eq(formasPagamento.idfornecedor, sql.placeholder('idfornecedor')),
        eq(formasPagamento.idformapagto, sql.placeholder('idformapagto')),
        eq(formasPagamento.ativo, true),
      ),
    );
}

/** The supplier's active pickup stores, lowest id (creation order) first. */
export async function listActiveStores(db: DbOrTx, idfornecedor: string): Promise<StoreRow[]> {
  // Prepared: every pickup order reads it in its transaction (ADR 0065).
  return preparedStatement(db, 'vitrine_active_stores', (d) =>
    activeStoresQuery(d).prepare('vitrine_active_stores'),
  ).execute({ idfornecedor });
}

/** The active-stores query, with its placeholder (exported for the plan test). */
export function activeStoresQuery(db: DbOrTx) {
  return db
    .select()
    .from(lojas)
    .where(and(eq(lojas.idfornecedor, sql.placeholder('idfornecedor')), eq(lojas.ativo, true)))
    .orderBy(asc(lojas.idloja));
}

/** A supplier as a candidate of the location lookup: identity, logo, tags. */
export interface CandidateRow {
  idfornecedor: string;
  idempresa: number;
  slug: string;
  nome: string;
  tags: string[];
  logo: string;
}

/**
 * Every supplier, or those of one company (`idempresa`, the provider that groups storefronts),
 * as candidates of the location lookup, by name.
 */
export async function listCandidateSuppliers(
  db: DbOrTx,
  idempresa?: number,
): Promise<CandidateRow[]> {
  const rows = await db
    .select({
      idfornecedor: fornecedores.idfornecedor,
      idempresa: fornecedores.idempresa,
      slug: fornecedores.slug,
      nome: fornecedores.nome,
      tags: fornecedores.tags,
      tema: fornecedores.tema,
    })
    .from(fornecedores)
    .where(idempresa === undefined ? undefined : eq(fornecedores.idempresa, idempresa))
    .orderBy(asc(fornecedores.nome));
  return rows.map(({ tema, ...row }) => ({ ...row, logo: tema.logo }));
}

/** A service area row (spec §3 Service area): polygon and CEP prefixes. */
export interface ServiceAreaRow {
  idfornecedor: string;
  coordenadas: { lat: number; lng: number }[];
  prefixosCep: string[];
}

/** The service areas of the given suppliers (tenant-scoped by the id list), by id. */
export async function listServiceAreas(
  db: DbOrTx,
  idfornecedores: readonly string[],
): Promise<ServiceAreaRow[]> {
  if (idfornecedores.length === 0) return [];
  return db
    .select({
      idfornecedor: areasAtendimento.idfornecedor,
      coordenadas: areasAtendimento.coordenadas,
      prefixosCep: areasAtendimento.prefixosCep,
    })
    .from(areasAtendimento)
    .where(inArray(areasAtendimento.idfornecedor, [...idfornecedores]))
    .orderBy(asc(areasAtendimento.idarea));
}

/** Where an active DELIVERY form of a supplier applies: its polygons and CEP ranges. */
export interface DeliveryCoverageRow {
  idfornecedor: string;
  poligonos: { lat: number; lng: number }[][];
  faixasCep: { inicio: string; fim: string }[];
}

/** The coverage of the active DELIVERY forms of the given suppliers (tenant-scoped by the id list). */
export async function listDeliveryCoverage(
  db: DbOrTx,
  idfornecedores: readonly string[],
): Promise<DeliveryCoverageRow[]> {
  if (idfornecedores.length === 0) return [];
  return db
    .select({
      idfornecedor: formasEntrega.idfornecedor,
      poligonos: formasEntrega.poligonos,
      faixasCep: formasEntrega.faixasCep,
    })
    .from(formasEntrega)
    .where(
      and(
        inArray(formasEntrega.idfornecedor, [...idfornecedores]),
        eq(formasEntrega.tipo, 'DELIVERY'),
        eq(formasEntrega.ativo, true),
      ),
    )
    .orderBy(asc(formasEntrega.ordem), asc(formasEntrega.idformaentrega));
}

/** The active stores of the given suppliers (tenant-scoped by the id list), lowest id first. */
export async function listActiveStoresOf(
  db: DbOrTx,
  idfornecedores: readonly string[],
): Promise<StoreRow[]> {
  if (idfornecedores.length === 0) return [];
  return db
    .select()
    .from(lojas)
    .where(and(inArray(lojas.idfornecedor, [...idfornecedores]), eq(lojas.ativo, true)))
    .orderBy(asc(lojas.idloja));
}

/** A new service area of a supplier. */
export interface ServiceAreaInput {
  idfornecedor: string;
  nome: string;
  coordenadas: { lat: number; lng: number }[];
  prefixosCep: string[];
}

/**
 * Saves a service area after checking it: a polygon, when given, must be valid (three distinct
 * vertices or more, within range, with an area) and prefixes must be 1–8 digits. Nothing is
 * written when it is not.
 * @throws InvalidInputError 'Área de atendimento inválida' (campo coordenadas or prefixos_cep).
 */
export async function insertServiceArea(db: DbOrTx, area: ServiceAreaInput): Promise<number> {
  if (area.coordenadas.length > 0 && !isValidPolygon(area.coordenadas))
    throw new InvalidInputError(SUPPLIERS_API_MSG.invalidServiceArea, 'coordenadas');
  if (area.coordenadas.length === 0 && area.prefixosCep.length === 0)
    throw new InvalidInputError(SUPPLIERS_API_MSG.invalidServiceArea, 'coordenadas');
  if (!area.prefixosCep.every((p) => /^\d{1,8}$/.test(p)))
    throw new InvalidInputError(SUPPLIERS_API_MSG.invalidServiceArea, 'prefixos_cep');
  const [row] = await db
    .insert(areasAtendimento)
    .values(area)
    .returning({ idarea: areasAtendimento.idarea });
  return row!.idarea;
}
