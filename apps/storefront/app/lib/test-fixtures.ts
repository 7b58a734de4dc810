import type { AcessoCliente, Carrinho, Produto, ProdutoCarrinho } from '@vitrine/contract';

/** A catalog product with the defaults of the demo seed; override what a test needs. */
export function produto(overrides: Partial<Produto> = {}): Produto {
  return {
    id: 1,
    nome: 'Arroz Branco 5 kg',
    marca: 'Camil',
    descricao: '',
    unidade: 'un',
    imagem: '/imagens/produtos/1.svg',
    codigo: 'SV-001',
    categoria: { idcategoria: 1, nome: 'Grãos' },
    preco: 10,
    preconf: null,
    precovendaatacado: null,
    minvendaatacado: null,
    multiploincremento: 1,
    granularidade: 1,
    min_por_pedido: 1,
    maxporpedido: null,
    preco_embalagem: null,
    efeitospoliticas: { descontoProgressivo: null },
    idcadastroextraproduto: null,
    ...overrides,
  };
}

/** A server cart line priced at the regular price. */
export function linhaServidor(p: Produto, quantidade: number): ProdutoCarrinho {
  return {
    ...p,
    quantidade,
    precoUnitario: p.preco,
    regraPreco: 'REGULAR',
    usaAtacado: false,
    precoatendente: null,
    embalarParaPresente: false,
    totalEmbalagem: 0,
    total: Math.round(p.preco * quantidade * 100) / 100,
    descontoCupom: 0,
    preco_do_desconto: null,
    idcombopromocional_cabecalho: null,
    produtos: [],
  };
}

/** A server cart of the given lines. */
export function carrinho(
  linhas: ProdutoCarrinho[] = [],
  overrides: Partial<Carrinho> = {},
): Carrinho {
  const total = linhas.reduce((sum, l) => sum + l.total, 0);
  return {
    idfornecedor: 'sup-1',
    produtosSelecionados: linhas,
    produtosParaPresente: [],
    totalCompras: total,
    totalEmbalagens: 0,
    taxaEntrega: 0,
    entrega: null,
    mensagemEntrega: null,
    total,
    observacao: null,
    numPedidoCliente: null,
    tipoEntrega: 'DELIVERY',
    canalVenda: 'WEB',
    codigoCupom: null,
    descricaoCupom: null,
    valorDescontoPercentual: null,
    valorDescontoAbsoluto: null,
    tipoDesconto: '%',
    cupomAutomatico: false,
    cupomAplicacaoAutomatica: true,
    codigoCupomAutomatico: null,
    produtosComDesconto: [],
    naoUsarCupomComPolitica: false,
    habilitarVisualizacaoDesconto: false,
    totalDescontoEspecifico: 0,
    mensagemCupom: null,
    meta_info: { hasRecorrencia: false, recorrencia: { mensagem: null } },
    assinaturas: { tipos: [], label: '' },
    assinaturaSelecionada: null,
    bloqueio_atendimento: false,
    atendente: null,
    ...overrides,
  };
}

/** A buyer's access state with nothing pending (approved, confirmed, terms accepted); override what a test needs. */
export function acessoCliente(overrides: Partial<AcessoCliente> = {}): AcessoCliente {
  return {
    cadastro_aprovado: true,
    cadastro_confirmado: true,
    aguardando_aprovacao: false,
    precos: 'visible',
    bloqueioPedido: null,
    termos: { versaoArquivo: 1, versaoAceita: 1, aceitoEm: null, pendente: false },
    ...overrides,
  };
}
