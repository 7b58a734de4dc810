import type { PedidoDetalhe, PedidoResumo } from '@vitrine/contract';
import {
  CANAL_ORIGEM_LABEL,
  centavosToReais,
  customerOrderActions,
  milliToQuantity,
  statusText,
} from '@vitrine/domain';
import type { findOrder, listOrders } from './orders-repository.ts';

type ResumoRow = Awaited<ReturnType<typeof listOrders>>[number];
type DetalheRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** An order list row at the JSON edge (spec §3 Order list item: tipoentrega → tipoEntrega). */
export function toPedidoResumo(row: ResumoRow): PedidoResumo {
  return {
    numpedido: row.numpedido,
    status: row.status,
    statusTexto: statusText(row.status),
    tipoEntrega: row.tipoEntrega,
    totalpedido: centavosToReais(row.totalCentavos),
    data: row.criadoEm.toISOString(),
    quantidadeItens: row.quantidadeItens,
    formaPagamento: {
      idformapagto: row.idformapagto,
      descricao: row.formaDescricao,
      tipo: row.formaTipo,
    },
    canalOrigem: row.canalOrigem,
    canalOrigemTexto: CANAL_ORIGEM_LABEL[row.canalOrigem],
    statusPagamento: row.statusPagamento,
    acoes: customerOrderActions(
      { status: row.status, avaliado: row.avaliado, temNfe: row.chaveNfe !== null },
      { tipoEntrega: row.tipoEntrega, pagamentoAntecipado: row.pagamentoAntecipado },
    ),
  };
}

/**
 * A whole order at the JSON edge: money in reais, quantities decimal, status texts in pt-BR.
 * @param qrCode - the QR image of the pending Pix code, when there is one (built by the caller).
 */
export function toPedidoDetalhe(row: DetalheRow, qrCode: string | null = null): PedidoDetalhe {
  const p = row.pedido;
  return {
    numpedido: p.numpedido,
    idfornecedor: p.idfornecedor,
    status: p.status,
    statusTexto: statusText(p.status),
    tipoEntrega: p.tipoEntrega,
    canalVenda: p.canalVenda,
    data: p.criadoEm.toISOString(),
    itens: row.itens.map((i) => ({
      id: i.idproduto,
      nome: i.nome,
      unidade: i.unidade,
      quantidade: milliToQuantity(i.quantidadeMilli),
      quantidadeFaturada:
        i.quantidadeFaturadaMilli === null ? null : milliToQuantity(i.quantidadeFaturadaMilli),
      precoUnitario: centavosToReais(i.precoUnitarioCentavos),
      regraPreco: i.regraPreco,
      embalarParaPresente: i.embalarParaPresente,
      totalEmbalagem: centavosToReais(i.totalEmbalagemCentavos),
      total: centavosToReais(i.totalCentavos),
    })),
    totalItens: centavosToReais(p.totalItensCentavos),
    taxaentrega: centavosToReais(p.taxaEntregaCentavos),
    desconto: centavosToReais(p.descontoCentavos),
    codigoCupom: p.codigoCupom,
    totalpedido: centavosToReais(p.totalCentavos),
    anotacoes: p.anotacoes,
    numPedidoCliente: p.numPedidoCliente,
    enderecoentrega: p.enderecoEntrega ?? null,
    lojaRetira: p.lojaRetira ?? null,
    enderecofaturamento: p.enderecoFaturamento ?? null,
    formaEntrega: p.formaEntrega
      ? { ...p.formaEntrega, janela: p.formaEntrega.janela ?? null }
      : null,
    formaPagamento: {
      idformapagto: row.forma.idformapagto,
      descricao: row.forma.descricao,
      tipo: row.forma.tipo,
    },
    pagamento: row.pagamento
      ? {
          status: row.pagamento.status,
          tipo: row.pagamento.tipo,
          copiaECola: row.pagamento.pixCopiaECola,
          qrCode,
          expiraEm: row.pagamento.expiraEm ? row.pagamento.expiraEm.toISOString() : null,
        }
      : null,
    historico: row.historico.map((h) => ({
      status: h.status,
      statusTexto: statusText(h.status),
      data: h.criadoEm.toISOString(),
    })),
    codigoErp: p.codigoErp,
    chaveNfe: p.chaveNfe,
    canalOrigem: p.canalOrigem,
    canalOrigemTexto: CANAL_ORIGEM_LABEL[p.canalOrigem],
    acoes: customerOrderActions(
      { status: p.status, avaliado: row.avaliacao !== null, temNfe: row.notaFiscal !== null },
      { tipoEntrega: p.tipoEntrega, pagamentoAntecipado: row.forma.exigePagamentoAntecipado },
    ),
    avaliacao: row.avaliacao
      ? {
          estrelas: row.avaliacao.estrelas,
          comentario: row.avaliacao.comentario,
          data: row.avaliacao.criadoEm.toISOString(),
        }
      : null,
    notaFiscal: row.notaFiscal
      ? { ...row.notaFiscal, emitidaEm: row.notaFiscal.emitidaEm.toISOString() }
      : null,
  };
}
