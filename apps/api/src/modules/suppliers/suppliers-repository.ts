import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formasPagamento, fornecedores, lojas } from '../../db/schema/index.ts';

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

/** How a supplier is looked up: its UUID, its slug, or the host its storefront is served on. */
export type SupplierRef = { idfornecedor: string } | { slug: string } | { dominio: string };

/** An active payment method of a supplier. */
export interface PaymentMethodRow {
  idformapagto: number;
  descricao: string;
  tipo: string;
  exigePagamentoAntecipado: boolean;
}

/** An active pickup store of a supplier. */
export interface StoreRow {
  idloja: number;
  nome: string;
  descricaoEnderecoLoja: string;
}

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

function byRef(ref: SupplierRef): SQL {
  if ('idfornecedor' in ref) return eq(fornecedores.idfornecedor, ref.idfornecedor);
  if ('slug' in ref) return eq(fornecedores.slug, ref.slug);
  return eq(fornecedores.dominio, ref.dominio);
}

/**
 * Finds a supplier by UUID, slug or domain (exact match; callers normalise slug and host).
 * @returns null when no supplier matches.
 */
export async function findSupplier(db: Db, ref: SupplierRef): Promise<SupplierRow | null> {
  const [row] = await db.select(supplierColumns).from(fornecedores).where(byRef(ref)).limit(1);
  return row ?? null;
}

/** The supplier's active payment methods in display order (ordem, then id). */
export async function listPaymentMethods(db: Db, idfornecedor: string): Promise<PaymentMethodRow[]> {
  return db
    .select({
      idformapagto: formasPagamento.idformapagto,
      descricao: formasPagamento.descricao,
      tipo: formasPagamento.tipo,
      exigePagamentoAntecipado: formasPagamento.exigePagamentoAntecipado,
    })
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, idfornecedor), eq(formasPagamento.ativo, true)))
    .orderBy(asc(formasPagamento.ordem), asc(formasPagamento.idformapagto));
}

/** The supplier's active pickup stores, lowest id first. */
export async function listStores(db: Db, idfornecedor: string): Promise<StoreRow[]> {
  return db
    .select({ idloja: lojas.idloja, nome: lojas.nome, descricaoEnderecoLoja: lojas.descricaoEnderecoLoja })
    .from(lojas)
    .where(and(eq(lojas.idfornecedor, idfornecedor), eq(lojas.ativo, true)))
    .orderBy(asc(lojas.idloja));
}
