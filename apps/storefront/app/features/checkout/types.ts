/**
 * Order submission shapes (spec §3 Order payload / Order response, docs/team-notes.md
 * "Orders"). Mirrors packages/contract pedidos.ts until that file lands. Type aliases, not
 * interfaces, so they fit react-router's JSON submit target.
 */
import type { TipoEntrega } from '@vitrine/domain';

export type PedidoItem = {
  id: number;
  quantidade: number;
  embalarParaPresente?: boolean;
};

export type EnderecoEntrega = {
  idendereco: number;
  rua?: string;
  numero?: string;
  bairro?: string;
  cidade?: string;
  uf?: string;
  cep?: string;
  complemento?: string | null;
  coords?: { lat: number; lng: number };
};

export type LojaRetira = {
  idloja: number;
  nome: string;
  descricao_endereco_loja: string;
  coordenadas_loja: { latitude: number; longitude: number };
};

/** Body of `POST …/pedido/duplicidade` and `POST …/pedido`. */
export type PedidoPayload = {
  itens: PedidoItem[];
  idfornecedor: string;
  anotacoes?: string;
  numPedidoCliente?: string;
  cupom: null;
  tipoEntrega: TipoEntrega;
  formaEntrega?: { id: string; data_de_entrega: string };
  enderecoentrega?: EnderecoEntrega;
  lojaRetira?: LojaRetira;
  formaPagamento: { idformapagto: number; temForma: true };
  canalVenda: 'WEB';
};

/** Reply of `POST …/pedido`. */
export type PedidoResposta = {
  numpedido: number;
  totalpedido: number;
  taxaentrega: number;
  idcliente: number;
  dadospedido?: { cupom: null };
  mensagemErro: string | null;
  mensagemSucesso: string;
  itensName: string[];
};

/** Reply of `POST …/pedido/duplicidade`. */
export type DuplicidadeResposta = {
  duplicado: boolean;
  mensagem?: string;
};

/** What the checkout action answers to an order submission. */
export type SubmitOrderResult =
  | { intent: 'submit-order'; ok: true; pedido: PedidoResposta }
  | { intent: 'submit-order'; ok: false; mensagem: string };
