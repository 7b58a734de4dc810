import type { CarrinhoNegociado, HistoricoNegociacao, LinhaNegociada } from '@vitrine/contract';
import {
  APP_MSG,
  ATTENDANT_MSG,
  centavosToReais,
  isAcaoNegociacao,
  milliToQuantity,
  type AcaoNegociacao,
  type Centavos,
  type Milli,
} from '@vitrine/domain';
import type { PricedCart, PricedCartLine } from '../cart/cart-pricing.ts';
import type { NegotiationCustomer } from './attendants-repository.ts';
import type { HistoryRow, NegotiatedCartRow } from './negotiation-repository.ts';

const reais = (c: Centavos | null) => (c === null ? null : centavosToReais(c));
const quantity = (m: Milli | null) => (m === null ? null : milliToQuantity(m));

/** A priced line at the JSON edge: reais and decimal quantities (spec §5 precedence applied). */
function toLinhaNegociada(line: PricedCartLine): LinhaNegociada {
  return {
    id: line.row.idproduto,
    nome: line.row.nome,
    unidade: line.row.unidade,
    quantidade: milliToQuantity(line.quantidadeMilli),
    preco: centavosToReais(line.row.precoCentavos),
    precoatendente: reais(line.precoatendenteCentavos),
    precoUnitario: centavosToReais(line.price.precoUnitario),
    regraPreco: line.price.regra,
    total: centavosToReais(line.price.total),
  };
}

/** A stored action; anything else is a corrupt row (500, logged), never shown as another action. */
function acaoOf(value: string): AcaoNegociacao {
  if (!isAcaoNegociacao(value)) throw new Error(`acao de histórico desconhecida: ${value}`);
  return value;
}

/** A history row at the JSON edge: the author named, the date ISO 8601, money in reais. */
function toHistorico(row: HistoryRow): HistoricoNegociacao {
  return {
    acao: acaoOf(row.acao),
    autor: row.nomeAtendente ?? ATTENDANT_MSG.customerAuthor,
    idatendente: row.idatendente,
    data: row.criadoEm.toISOString(),
    idproduto: row.idproduto,
    nomeProduto: row.nomeProduto,
    precoAnterior: reais(row.precoAnteriorCentavos),
    precoNovo: reais(row.precoNovoCentavos),
    quantidadeAnterior: quantity(row.quantidadeAnteriorMilli),
    quantidadeNova: quantity(row.quantidadeNovaMilli),
  };
}

/**
 * The pt-BR warning for what the server changed in what was asked: products dropped (by id: an
 * unknown id has no name) and quantities corrected by the product rules; undefined when none.
 */
export function negotiationWarning(priced: PricedCart): string | undefined {
  const parts: string[] = [];
  if (priced.droppedIds.length > 0)
    parts.push(`${ATTENDANT_MSG.productsDropped} ${priced.droppedIds.join(', ')}.`);
  if (priced.adjustedNames.length > 0)
    parts.push(`${APP_MSG.cartQuantitiesAdjusted} ${priced.adjustedNames.join(', ')}.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * The negotiated cart reply (contract `CarrinhoNegociado`) from the stored header (null: no cart
 * yet), its priced lines and its history; `reported` is the pricing whose dropped ids and
 * corrected quantities are reported (a save's request, or the stored lines themselves).
 * @see spec §3 Cart (bloqueio_atendimento), §5 price precedence, §6 Attendant
 */
export function toCarrinhoNegociado(
  idfornecedor: string,
  customer: NegotiationCustomer,
  cart: NegotiatedCartRow | null,
  priced: PricedCart,
  history: readonly HistoryRow[],
  reported: PricedCart,
): CarrinhoNegociado {
  const mensagem = negotiationWarning(reported);
  return {
    idfornecedor,
    cliente: { idcliente: customer.idcliente, nome: customer.nome },
    produtosSelecionados: priced.lines.map(toLinhaNegociada),
    totalCompras: centavosToReais(priced.totals.totalItens),
    bloqueio_atendimento: cart?.bloqueioAtendimento ?? false,
    atendente: cart?.bloqueioAtendimento ? cart.atendente : null,
    historico: history.map(toHistorico),
    produtosRemovidos: reported.droppedIds,
    ...(mensagem === undefined ? {} : { mensagem }),
  };
}
