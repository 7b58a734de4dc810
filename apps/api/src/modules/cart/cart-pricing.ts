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
  TipoDesconto,
  unitPriceAfterDiscount,
  type CanalVenda,
  type CartCouponChoice,
  type TipoEntrega,
} from '@vitrine/domain';
import { toProduto, type ProdutoRow } from '../catalog/product-mapper.ts';
import { absoluteOf, percentOf } from '../coupons/coupon-mapper.ts';
import type { CartDeliveryFee } from '../delivery/cart-delivery-fee.ts';

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
 * The same priced lines with a delivery fee and a discount in the totals (domain `cartTotals`):
 * an order adds the server's fee and coupon to what it priced once, without pricing again.
 * @param taxaEntrega - delivery fee in centavos.
 * @param desconto - coupon discount in centavos (capped by `cartTotals`).
 */
export function withDeliveryFee(
  priced: PricedCart,
  taxaEntrega: Centavos,
  desconto: Centavos = ZERO_CENTAVOS,
): PricedCart {
  return {
    ...priced,
    totals: cartTotals(
      priced.lines.map((l) => l.price),
      taxaEntrega,
      desconto,
    ),
  };
}

/** A priced line at the JSON edge (reais, decimal quantities), with its share of the coupon. */
export function toProdutoCarrinho(
  line: PricedCartLine,
  descontoCupom: Centavos = ZERO_CENTAVOS,
): ProdutoCarrinho {
  const discounted = descontoCupom > 0 && line.quantidadeMilli > 0;
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
    descontoCupom: centavosToReais(descontoCupom),
    preco_do_desconto: discounted
      ? centavosToReais(
          unitPriceAfterDiscount(
            centavos(line.price.total - line.price.totalEmbalagem - descontoCupom),
            line.quantidadeMilli,
          ),
        )
      : null,
    idcombopromocional_cabecalho: null,
    produtos: [],
  };
}

/** What the cart reply adds to the priced lines: header, coupon choice, lock, channel. */
export interface CartReplyExtra {
  observacao: string | null;
  numPedidoCliente: string | null;
  mensagem?: string;
  tipoEntrega: TipoEntrega;
  /** The chosen delivery's fee (already in the totals), what it is for, and why not. */
  delivery: Pick<CartDeliveryFee, 'entrega' | 'mensagemEntrega'>;
  canalVenda: CanalVenda;
  choice: CartCouponChoice;
  automaticEnabled: boolean;
  locked: boolean;
  atendente: string | null;
}

/**
 * The whole cart reply (spec §3 Cart) from a priced cart whose totals already carry the coupon
 * discount: every §3 field, empty values where there is none yet.
 */
export function toCarrinho(
  idfornecedor: string,
  priced: PricedCart,
  extra: CartReplyExtra,
): Carrinho {
  const totalEmbalagens = priced.lines.reduce((sum, l) => sum + l.price.totalEmbalagem, 0);
  const applied = extra.choice.applied;
  const shares = applied?.discount.descontoPorProduto ?? new Map<number, Centavos>();
  const produtosSelecionados = priced.lines.map((l) =>
    toProdutoCarrinho(l, shares.get(l.row.idproduto) ?? ZERO_CENTAVOS),
  );
  const coupon = applied?.coupon ?? null;
  return {
    idfornecedor,
    produtosSelecionados,
    produtosParaPresente: produtosSelecionados.filter((l) => l.embalarParaPresente),
    totalCompras: centavosToReais(priced.totals.totalItens),
    totalEmbalagens: centavosToReais(centavos(totalEmbalagens)),
    taxaEntrega: centavosToReais(priced.totals.taxaEntrega),
    entrega: extra.delivery.entrega,
    mensagemEntrega: extra.delivery.mensagemEntrega,
    total: centavosToReais(priced.totals.total),
    observacao: extra.observacao,
    numPedidoCliente: extra.numPedidoCliente,
    tipoEntrega: extra.tipoEntrega,
    canalVenda: extra.canalVenda,
    codigoCupom: coupon?.codigo ?? null,
    descricaoCupom: coupon?.descricao || null,
    valorDescontoPercentual: coupon ? percentOf(coupon) : null,
    valorDescontoAbsoluto: coupon ? absoluteOf(coupon) : null,
    tipoDesconto: coupon?.tipoDesconto ?? TipoDesconto.PERCENTUAL,
    cupomAutomatico: coupon?.automatico ?? false,
    cupomAplicacaoAutomatica: extra.automaticEnabled,
    codigoCupomAutomatico: extra.choice.automatic?.coupon.codigo ?? null,
    produtosComDesconto: applied?.discount.produtosComDesconto ?? [],
    naoUsarCupomComPolitica: coupon?.naoUsarCupomComPolitica ?? false,
    habilitarVisualizacaoDesconto: coupon?.habilitarVisualizacaoDesconto ?? false,
    totalDescontoEspecifico: centavosToReais(priced.totals.desconto),
    mensagemCupom: extra.choice.manualRefused?.mensagem ?? null,
    meta_info: { hasRecorrencia: false, recorrencia: { mensagem: null } },
    assinaturas: { tipos: [], label: '' },
    assinaturaSelecionada: null,
    bloqueio_atendimento: extra.locked,
    atendente: extra.locked && extra.atendente ? { nome: extra.atendente } : null,
    ...(extra.mensagem ? { mensagem: extra.mensagem } : {}),
  };
}
