/**
 * Order read shapes (docs/team-notes.md "Orders": order list, get-order, generate-receipt).
 * Mirrors packages/contract pedidos.ts until that file lands. Money in reais, quantities decimal.
 */

export type FormaPagamentoPedido = { idformapagto?: number; descricao: string; tipo: string };

/** An item of `GET /v4/app/pedido/cliente/{idcliente}`. */
export type PedidoResumo = {
  numpedido: number;
  status: string;
  statusTexto: string;
  tipoEntrega: 'DELIVERY' | 'RETIRADA' | string;
  totalpedido: number;
  /** ISO instant. */
  data: string;
  quantidadeItens: number;
  formaPagamento: FormaPagamentoPedido | string | null;
};

export type ItemPedido = {
  id: number;
  nome: string;
  unidade: string;
  quantidade: number;
  precoUnitario: number;
  regraPreco: string;
  embalarParaPresente: boolean;
  totalEmbalagem: number;
  total: number;
};

export type EnderecoPedido = {
  textoendereco?: string | null;
  rua?: string;
  numero?: string;
  complemento?: string | null;
  bairro?: string;
  cidade?: string;
  uf?: string;
  cep?: string;
  apelido?: string | null;
};

export type LojaPedido = { nome: string; descricao_endereco_loja: string };

export type PagamentoPedido = {
  status: string;
  tipo: string;
  copiaECola?: string | null;
  qrCode?: string | null;
};

/** `GET /v4/app/orders/get-order/{numpedido}`. */
export type PedidoDetalhe = {
  numpedido: number;
  status: string;
  statusTexto: string;
  tipoEntrega: 'DELIVERY' | 'RETIRADA' | string;
  canalVenda: string;
  data: string;
  itens: ItemPedido[];
  totalItens: number;
  taxaentrega: number;
  desconto: number;
  totalpedido: number;
  anotacoes: string | null;
  numPedidoCliente: string | null;
  enderecoentrega: EnderecoPedido | null;
  lojaRetira: LojaPedido | null;
  formaEntrega: { id?: string; nome?: string; data_de_entrega?: string | null } | null;
  formaPagamento: FormaPagamentoPedido | null;
  pagamento: PagamentoPedido | null;
  historico: { status: string; statusTexto: string; data: string }[];
  codigoErp: string | null;
  chaveNfe: string | null;
};

/** `POST /v4/payment/generate-receipt/{numorder}/{idclient}` for Pix. */
export type PixRecibo = {
  numpedido: number;
  tipo: 'PIX';
  valor: number;
  copiaECola: string;
  /** data:image/png;base64,… */
  qrCode: string;
  txid?: string;
  expiraEm?: string | null;
};
