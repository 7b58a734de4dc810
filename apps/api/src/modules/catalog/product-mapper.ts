import type { Produto } from '@vitrine/contract';
import { centavosToReais, milliToQuantity, type Centavos, type Milli } from '@vitrine/domain';
import { categorias, produtos } from '../../db/schema/index.ts';

/**
 * The columns every product reply needs, for `db.select(produtoSelect)`. The query must join
 * the category: `.from(produtos).innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))`.
 * Money stays in centavos and quantities in milli until {@link toProduto}.
 */
export const produtoSelect = {
  idproduto: produtos.idproduto,
  idfornecedor: produtos.idfornecedor,
  codigo: produtos.codigo,
  nome: produtos.nome,
  marca: produtos.marca,
  descricao: produtos.descricao,
  unidade: produtos.unidade,
  imagem: produtos.imagem,
  idcategoria: produtos.idcategoria,
  categoriaNome: categorias.nome,
  precoCentavos: produtos.precoCentavos,
  preconfCentavos: produtos.preconfCentavos,
  precovendaatacadoCentavos: produtos.precovendaatacadoCentavos,
  minvendaatacadoMilli: produtos.minvendaatacadoMilli,
  multiploincremento: produtos.multiploincremento,
  granularidadeMilli: produtos.granularidadeMilli,
  minPorPedidoMilli: produtos.minPorPedidoMilli,
  maxporpedidoMilli: produtos.maxporpedidoMilli,
  precoEmbalagemCentavos: produtos.precoEmbalagemCentavos,
  descontoProgressivo: produtos.descontoProgressivo,
  idcadastroextraproduto: produtos.idcadastroextraproduto,
  destaque: produtos.destaque,
  vendidos: produtos.vendidos,
  ativo: produtos.ativo,
};

/** A product row as selected by {@link produtoSelect}: centavos and milli integers. */
export interface ProdutoRow {
  idproduto: number;
  idfornecedor: string;
  codigo: string;
  nome: string;
  marca: string;
  descricao: string;
  unidade: string;
  imagem: string;
  idcategoria: number;
  categoriaNome: string;
  precoCentavos: Centavos;
  preconfCentavos: Centavos | null;
  precovendaatacadoCentavos: Centavos | null;
  minvendaatacadoMilli: Milli | null;
  multiploincremento: number;
  granularidadeMilli: Milli;
  minPorPedidoMilli: Milli;
  maxporpedidoMilli: Milli | null;
  precoEmbalagemCentavos: Centavos | null;
  descontoProgressivo: { quantidade: Milli; preco: Centavos }[] | null;
  idcadastroextraproduto: number | null;
  destaque: boolean;
  vendidos: number;
  ativo: boolean;
}

const reaisOrNull = (value: Centavos | null): number | null =>
  value === null ? null : centavosToReais(value);
const quantityOrNull = (value: Milli | null): number | null =>
  value === null ? null : milliToQuantity(value);

/**
 * The progressive discount map at the JSON edge: quantity threshold as text → unit price in
 * reais, e.g. `[{ quantidade: 6000, preco: 990 }]` → `{ "6": 9.9 }`. Null when the product has
 * no progressive discount (absent or empty list).
 * @see spec §3 Cart product efeitospoliticas.descontoProgressivo, §5 price precedence 2
 */
export function toDescontoProgressivo(
  faixas: readonly { quantidade: Milli; preco: Centavos }[] | null,
): Record<string, number> | null {
  if (!faixas || faixas.length === 0) return null;
  const map: Record<string, number> = {};
  for (const { quantidade, preco } of faixas)
    map[String(milliToQuantity(quantidade))] = centavosToReais(preco);
  return map;
}

/**
 * A product row as the API returns it (spec §3 Product): money in reais (2 decimals), quantities
 * with at most 3 decimals. Shared by the catalog, cart and order modules so `Produto` has one shape.
 * @throws RangeError when a stored money or quantity value is not a safe integer (corrupt row).
 */
export function toProduto(row: ProdutoRow): Produto {
  return {
    id: row.idproduto,
    nome: row.nome,
    marca: row.marca,
    descricao: row.descricao,
    unidade: row.unidade,
    imagem: row.imagem,
    codigo: row.codigo,
    categoria: { idcategoria: row.idcategoria, nome: row.categoriaNome },
    preco: centavosToReais(row.precoCentavos),
    preconf: reaisOrNull(row.preconfCentavos),
    precovendaatacado: reaisOrNull(row.precovendaatacadoCentavos),
    minvendaatacado: quantityOrNull(row.minvendaatacadoMilli),
    multiploincremento: row.multiploincremento,
    granularidade: milliToQuantity(row.granularidadeMilli),
    min_por_pedido: milliToQuantity(row.minPorPedidoMilli),
    maxporpedido: quantityOrNull(row.maxporpedidoMilli),
    preco_embalagem: reaisOrNull(row.precoEmbalagemCentavos),
    efeitospoliticas: { descontoProgressivo: toDescontoProgressivo(row.descontoProgressivo) },
    idcadastroextraproduto: row.idcadastroextraproduto,
  };
}
