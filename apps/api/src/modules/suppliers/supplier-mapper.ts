import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import {
  type Fornecedor,
  type FormaPagamento,
  type MetaInfoFornecedor,
  type Rodape,
  TipoFormaPagamento,
} from '@vitrine/contract';
import { availableDeliveryTypes, resolveDeliveryType, type TipoEntrega } from '@vitrine/domain';
import type {
  PaymentMethodRow,
  StoreRow,
  SupplierRef,
  SupplierRow,
} from './suppliers-repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a supplier reference from the storefront: a UUID is an idfornecedor, anything else a
 * slug (spec §2 "The segment is a slug or an id"). Input is already trimmed and lower-cased.
 */
export function supplierRefOf(slugOrId: string): SupplierRef {
  return UUID.test(slugOrId) ? { idfornecedor: slugOrId.toLowerCase() } : { slug: slugOrId };
}

/**
 * The host names a storefront host may be registered under, most specific first:
 * "https://WWW.Loja.com.br:443/x" → ["www.loja.com.br", "loja.com.br"]. Empty when the value
 * is not a plausible host name.
 */
export function hostCandidates(dominio: string): string[] {
  const host = dominio
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) return [];
  return host.startsWith('www.') ? [host, host.slice(4)] : [host];
}

/** A payment-method row at the JSON edge; null for a row whose tipo is not a known kind. */
export function toFormaPagamento(row: PaymentMethodRow): FormaPagamento | null {
  const tipo = TipoFormaPagamento.safeParse(row.tipo);
  if (!tipo.success) return null;
  return {
    idformapagto: row.idformapagto,
    descricao: row.descricao,
    tipo: tipo.data,
    exigePagamentoAntecipado: row.exigePagamentoAntecipado,
  };
}

/** Payment-method rows at the JSON edge, dropping unknown kinds rather than failing the reply. */
export function toFormasPagamento(rows: readonly PaymentMethodRow[]): FormaPagamento[] {
  return rows.map(toFormaPagamento).filter((f): f is FormaPagamento => f !== null);
}

/**
 * The supplier's default store as `meta_info` shows it: the store named by
 * `meta_info.default_store` when it is active, else the first active store; when no active
 * store matches, the configured `meta_info` texts as they are.
 * @see spec §3 Supplier meta_info (default_store, descricao_endereco_loja)
 */
export function defaultStore(
  metaInfo: Record<string, unknown>,
  stores: readonly StoreRow[],
): MetaInfoFornecedor {
  const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
  const configured = text(metaInfo['default_store']);
  const store =
    (configured === null ? undefined : stores.find((s) => s.nome === configured)) ?? stores[0];
  if (store)
    return { default_store: store.nome, descricao_endereco_loja: store.descricaoEnderecoLoja };
  return {
    default_store: configured,
    descricao_endereco_loja: text(metaInfo['descricao_endereco_loja']),
  };
}

/**
 * A supplier at the JSON edge (spec §3 Supplier). `tiposEntrega` and `tipoEntregaPadrao` come
 * from the has-delivery / has-collect tags; a requested `tipoEntrega` the supplier offers
 * becomes the default.
 * @see spec §4 Delivery, §6 tags
 */
export function toFornecedor(
  row: SupplierRow,
  paymentMethods: readonly PaymentMethodRow[],
  stores: readonly StoreRow[],
  tipoEntrega?: TipoEntrega,
): Fornecedor {
  return {
    idfornecedor: row.idfornecedor,
    idempresa: row.idempresa,
    slug: row.slug,
    nome: row.nome,
    tag: row.tags,
    segmentos: row.segmentos,
    modulos: row.modulos,
    dominio: row.dominio,
    formasPagamento: toFormasPagamento(paymentMethods),
    ordenacoes_produto: row.ordenacoesProduto,
    tiposEntrega: availableDeliveryTypes(row.tags),
    tipoEntregaPadrao: resolveDeliveryType(row.tags, tipoEntrega),
    config: { tema: row.tema },
    meta_info: defaultStore(row.metaInfo, stores),
  };
}

/** The storefront footer (spec §7 rodape); the CNPJ falls back to the supplier's, formatted. */
export function toRodape(row: Pick<SupplierRow, 'rodape' | 'cnpj'>): Rodape {
  const { rodape } = row;
  return {
    texto: rodape.texto,
    telefone: rodape.telefone ?? null,
    email: rodape.email ?? null,
    endereco: rodape.endereco ?? null,
    cnpj: rodape.cnpj ?? (row.cnpj ? formatCnpj(row.cnpj) : null),
    links: rodape.links ?? [],
  };
}
