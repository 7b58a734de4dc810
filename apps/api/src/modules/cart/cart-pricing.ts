import type { Carrinho, ProdutoCarrinho } from '@vitrine/contract';
import {
  AcaoQuantidade,
  cartTotals,
  centavosToReais,
  changeQuantity,
  milliToQuantity,
  priceLine,
  RegraPreco,
  sortLinesByName,
  type Centavos,
  type Milli,
  type PricedLine,
  type PricedProduct,
  type QuantityRules,
  milli,
  centavos,
  ZERO_CENTAVOS,
  ZERO_MILLI,
} from '@vitrine/domain';
import { toProduto, type ProdutoRow } from '../catalog/product-mapper.ts';

/** A line as asked for (cart save or order): product, quantity in milli, gift wrap. */
export interface RequestedLine {
  idproduto: number;
  quantidadeMilli: Milli;
  embalarParaPresente: boolean;
  /** Negotiated by an attendant; never taken from a customer's request. */
  precoatendenteCentavos?: Centavos | null;
}

/** A line the server priced: the product row, the normalised quantity and the §5 price. */
export interface PricedCartLine {
  row: ProdutoRow;
  quantidadeMilli: Milli;
  embalarParaPresente: boolean;
  precoatendenteCentavos: Centavos | null;
  price: PricedLine;
}

/** Result of pricing a request: priced lines by name, and the names/ids the server changed. */
export interface PricedCart {
  lines: PricedCartLine[];
  /** Ids asked for that are not (or no longer) sold by this supplier. */
  droppedIds: number[];
  /** Names of lines whose quantity was corrected by the quantity rules. */
  adjustedNames: string[];
  totals: ReturnType<typeof cartTotals>;
}

/** The quantity rules of a product row (milli-units). */
export function rulesOf(row: ProdutoRow): QuantityRules {
  return {
    granularidade: row.granularidadeMilli,
    min_por_pedido: row.minPorPedidoMilli,
    maxporpedido: row.maxporpedidoMilli,
  };
}

/** The §5 pricing inputs of a product row (centavos, milli). */
export function pricedProductOf(row: ProdutoRow, precoatendente: Centavos | null): PricedProduct {
  return {
    preco: row.precoCentavos,
    precoatendente,
    precovendaatacado: row.precovendaatacadoCentavos,
    minvendaatacado: row.minvendaatacadoMilli,
    multiploincremento: row.multiploincremento,
    descontoProgressivo: row.descontoProgressivo,
    preco_embalagem: row.precoEmbalagemCentavos,
  };
}

/**
 * Prices what a customer asked for, with the server's rules only: each quantity is set through
 * the §4 quantity rules (`changeQuantity` SET: min, step, max), 0 removes the line, gift wrap
 * applies only where the product has a packaging price, and every price follows §5. Products
 * missing from `rows` (other supplier, inactive, unknown) are dropped and reported.
 * Duplicate ids are merged (quantities added).
 * @param rows - the supplier's active products for the requested ids.
 * @param taxaEntrega - delivery fee in centavos (0 in the cart; the order adds it).
 * @see spec §4 Quantity change, §5 price precedence and gift packaging
 */
export function priceRequestedLines(
  requested: readonly RequestedLine[],
  rows: readonly ProdutoRow[],
  supplierTags: readonly string[],
  taxaEntrega: Centavos = ZERO_CENTAVOS,
): PricedCart {
  const byId = new Map(rows.map((r) => [r.idproduto, r]));
  const merged = new Map<number, RequestedLine>();
  for (const line of requested) {
    const prev = merged.get(line.idproduto);
    merged.set(
      line.idproduto,
      prev
        ? { ...line, quantidadeMilli: milli(prev.quantidadeMilli + line.quantidadeMilli) }
        : line,
    );
  }
  const lines: PricedCartLine[] = [];
  const droppedIds: number[] = [];
  const adjustedNames: string[] = [];
  for (const line of merged.values()) {
    const row = byId.get(line.idproduto);
    if (!row) {
      droppedIds.push(line.idproduto);
      continue;
    }
    const quantidadeMilli = changeQuantity(
      ZERO_MILLI,
      AcaoQuantidade.SET,
      rulesOf(row),
      line.quantidadeMilli,
    );
    if (quantidadeMilli !== line.quantidadeMilli) adjustedNames.push(row.nome);
    if (quantidadeMilli === 0) continue;
    const embalar =
      line.embalarParaPresente &&
      row.precoEmbalagemCentavos !== null &&
      row.precoEmbalagemCentavos > 0;
    const precoatendente = line.precoatendenteCentavos ?? null;
    const price = priceLine(
      pricedProductOf(row, precoatendente),
      quantidadeMilli,
      supplierTags,
      embalar,
    );
    lines.push({
      row,
      quantidadeMilli,
      embalarParaPresente: embalar,
      precoatendenteCentavos: precoatendente,
      price,
    });
  }
  const sorted = sortLinesByName(lines.map((l) => ({ ...l, nome: l.row.nome }))).map(
    ({ nome: _n, ...l }) => l,
  );
  return {
    lines: sorted,
    droppedIds,
    adjustedNames,
    totals: cartTotals(
      sorted.map((l) => l.price),
      taxaEntrega,
    ),
  };
}

/**
 * The same priced lines with a delivery fee in the totals (domain `cartTotals`): an order adds
 * the server's fee to what it priced once, without pricing the lines again.
 * @param taxaEntrega - delivery fee in centavos.
 */
export function withDeliveryFee(priced: PricedCart, taxaEntrega: Centavos): PricedCart {
  return {
    ...priced,
    totals: cartTotals(
      priced.lines.map((l) => l.price),
      taxaEntrega,
    ),
  };
}

/** A priced line at the JSON edge (reais, decimal quantities). */
export function toProdutoCarrinho(line: PricedCartLine): ProdutoCarrinho {
  return {
    ...toProduto(line.row),
    quantidade: milliToQuantity(line.quantidadeMilli),
    precoUnitario: centavosToReais(line.price.precoUnitario),
    regraPreco: line.price.regra,
    usaAtacado: line.price.regra === RegraPreco.ATACADO,
    precoatendente:
      line.precoatendenteCentavos === null ? null : centavosToReais(line.precoatendenteCentavos),
    embalarParaPresente: line.embalarParaPresente,
    totalEmbalagem: centavosToReais(line.price.totalEmbalagem),
    total: centavosToReais(line.price.total),
  };
}

/** The whole cart reply (spec §3 Cart) from a priced cart. */
export function toCarrinho(
  idfornecedor: string,
  priced: PricedCart,
  extra: { observacao: string | null; numPedidoCliente: string | null; mensagem?: string },
): Carrinho {
  const totalEmbalagens = priced.lines.reduce((sum, l) => sum + l.price.totalEmbalagem, 0);
  return {
    idfornecedor,
    produtosSelecionados: priced.lines.map(toProdutoCarrinho),
    produtosParaPresente: priced.lines
      .filter((l) => l.embalarParaPresente)
      .map((l) => l.row.idproduto),
    totalCompras: centavosToReais(priced.totals.totalItens),
    totalEmbalagens: centavosToReais(centavos(totalEmbalagens)),
    taxaEntrega: centavosToReais(priced.totals.taxaEntrega),
    total: centavosToReais(priced.totals.total),
    observacao: extra.observacao,
    numPedidoCliente: extra.numPedidoCliente,
    codigoCupom: null,
    tipoDesconto: '%',
    bloqueio_atendimento: false,
    ...(extra.mensagem ? { mensagem: extra.mensagem } : {}),
  };
}
