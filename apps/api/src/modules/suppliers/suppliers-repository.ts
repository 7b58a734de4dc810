import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { formasPagamento, fornecedores, lojas } from '../../db/schema/index.ts';

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
  const [row] = await db
    .select(paymentMethodColumns)
    .from(formasPagamento)
    .where(
      and(
        eq(formasPagamento.idfornecedor, idfornecedor),
        eq(formasPagamento.idformapagto, idformapagto),
        eq(formasPagamento.ativo, true),
      ),
    );
  return row ?? null;
}

/** The supplier's active pickup stores, lowest id (creation order) first. */
export async function listActiveStores(db: DbOrTx, idfornecedor: string): Promise<StoreRow[]> {
  return db
    .select()
    .from(lojas)
    .where(and(eq(lojas.idfornecedor, idfornecedor), eq(lojas.ativo, true)))
    .orderBy(asc(lojas.idloja));
}
