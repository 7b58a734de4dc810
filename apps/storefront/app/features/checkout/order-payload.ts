import { CanalVenda, TipoEntrega, milliToQuantity, type Milli } from '@vitrine/domain';
import type { Endereco, LojaRetirada } from '@vitrine/contract';
import type { PedidoPayload } from './types';

export interface OrderInput {
  idfornecedor: string;
  lines: ReadonlyArray<{ id: number; quantidade: Milli; embalarParaPresente: boolean }>;
  tipoEntrega: TipoEntrega;
  /** DELIVERY: the address, the delivery form and its date (YYYY-MM-DD). */
  endereco?: Endereco | null;
  formaEntrega?: { id: string; data_de_entrega: string } | null;
  /** RETIRADA: the pickup store. */
  loja?: LojaRetirada | null;
  idformapagto: number;
  anotacoes?: string;
  numPedidoCliente?: string;
}

/**
 * The order body of spec §3 (Order payload) from the checkout's choices: items as decimal
 * quantities, the address for DELIVERY or the store for RETIRADA, the payment method,
 * channel WEB, no coupon.
 */
export function buildOrderPayload(input: OrderInput): PedidoPayload {
  const payload: PedidoPayload = {
    itens: input.lines.map((line) => ({
      id: line.id,
      quantidade: milliToQuantity(line.quantidade),
      embalarParaPresente: line.embalarParaPresente,
    })),
    idfornecedor: input.idfornecedor,
    cupom: null,
    tipoEntrega: input.tipoEntrega,
    formaPagamento: { idformapagto: input.idformapagto, temForma: true },
    canalVenda: CanalVenda.WEB,
  };
  const anotacoes = input.anotacoes?.trim();
  if (anotacoes) payload.anotacoes = anotacoes;
  const numPedidoCliente = input.numPedidoCliente?.trim();
  if (numPedidoCliente) payload.numPedidoCliente = numPedidoCliente;
  if (input.formaEntrega) payload.formaEntrega = input.formaEntrega;

  if (input.tipoEntrega === TipoEntrega.DELIVERY && input.endereco) {
    const e = input.endereco;
    payload.enderecoentrega = {
      idendereco: e.idendereco,
      rua: e.rua,
      numero: e.numero,
      bairro: e.bairro,
      cidade: e.cidade,
      uf: e.uf,
      cep: e.cep,
      complemento: e.complemento,
      ...(e.lat !== null && e.lng !== null ? { coords: { lat: e.lat, lng: e.lng } } : {}),
    };
  }
  if (input.tipoEntrega === TipoEntrega.RETIRADA && input.loja) {
    const { idloja, nome, descricao_endereco_loja, coordenadas_loja } = input.loja;
    payload.lojaRetira = { idloja, nome, descricao_endereco_loja, coordenadas_loja };
  }
  return payload;
}
