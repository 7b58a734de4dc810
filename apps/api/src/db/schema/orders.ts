import { centavos } from '@vitrine/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CanalOrigem,
  CanalVenda,
  RegraPreco,
  StatusPedido,
  TipoEntrega,
  Centavos,
  Milli,
  OrderEvent,
} from '@vitrine/domain';
import { produtos } from './catalog.ts';
import { clientes } from './customers.ts';
import { formasPagamento, fornecedores } from './suppliers.ts';

// The orders' payments (`pagamentos`) live in payments.ts (issue 10: owned by the payments area).

/** Delivery address snapshot stored on an order (spec §3 enderecoentrega). */
export interface EnderecoEntregaSnapshot {
  idendereco?: number;
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  complemento?: string | null;
  pais: string;
  coords?: { lat: number; lng: number } | null;
}
/** Pickup store snapshot stored on an order (spec §3 lojaRetira). */
export interface LojaRetiraSnapshot {
  idloja: number;
  nome: string;
  descricao_endereco_loja: string;
  coordenadas_loja: { latitude: number; longitude: number };
}

/** The delivery option chosen for an order (spec §3 formaEntrega). */
export interface FormaEntregaSnapshot {
  id: string;
  nome: string;
  data_de_entrega: string;
  /** The scheduling window, when the form has windows. */
  janela?: { idjanela: number; inicio: string; fim: string } | null;
}

/** Billing address stored on an order (spec §3 Order payload enderecofaturamento). */
export interface EnderecoFaturamentoSnapshot {
  descricao: string | null;
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  complemento: string | null;
  pais: string;
}

/** An order (spec §3 Order payload / response). Money in centavos. */
export const pedidos = pgTable(
  'pedidos',
  {
    numpedido: serial('numpedido').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    status: text('status').$type<StatusPedido>().notNull(),
    tipoEntrega: text('tipo_entrega').$type<TipoEntrega>().notNull(),
    canalVenda: text('canal_venda').$type<CanalVenda>().notNull().default('WEB'),
    /** Where the order came from (spec §9 channel list), the order list's channel filter. */
    canalOrigem: text('canal_origem').$type<CanalOrigem>().notNull().default('WEB_COMMERCE'),
    idformapagto: integer('idformapagto')
      .notNull()
      .references(() => formasPagamento.idformapagto),
    anotacoes: text('anotacoes'),
    numPedidoCliente: text('num_pedido_cliente'),
    enderecoEntrega: jsonb('endereco_entrega').$type<EnderecoEntregaSnapshot>(),
    lojaRetira: jsonb('loja_retira').$type<LojaRetiraSnapshot>(),
    formaEntrega: jsonb('forma_entrega').$type<FormaEntregaSnapshot>(),
    /** Booking of a delivery window: counted against janelas_entrega.capacidade per date. */
    idformaentrega: integer('idformaentrega'),
    idjanela: integer('idjanela'),
    dataEntrega: text('data_entrega'),
    enderecoFaturamento: jsonb('endereco_faturamento').$type<EnderecoFaturamentoSnapshot>(),
    totalItensCentavos: integer('total_itens_centavos').$type<Centavos>().notNull(),
    taxaEntregaCentavos: integer('taxa_entrega_centavos').$type<Centavos>().notNull(),
    descontoCentavos: integer('desconto_centavos').$type<Centavos>().notNull().default(centavos(0)),
    /** The coupon applied to the order (its use is in cupom_usos), null when none. */
    codigoCupom: text('codigo_cupom'),
    totalCentavos: integer('total_centavos').$type<Centavos>().notNull(),
    /** Canonical item list, to refuse an identical order placed seconds earlier (spec §5). */
    fingerprint: text('fingerprint').notNull(),
    codigoErp: text('codigo_erp'),
    chaveNfe: text('chave_nfe'),
    /** When picking ended with the weighed quantities and the NF-e was issued; null before. */
    faturadoEm: timestamp('faturado_em', { withTimezone: true }),
    /** Who issued the order for the customer (spec §3 Order: representante, usuarioVinculado, idapikeys). */
    idrepresentante: integer('idrepresentante'),
    idusuarioVinculado: integer('idusuario_vinculado'),
    idapikeys: integer('idapikeys'),
    /** The supplier's order characteristics as answered at checkout (spec §7 caracteristica-pedido). */
    caracteristicas: jsonb('caracteristicas'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pedidos_cliente_idx').on(t.idfornecedor, t.idcliente, t.criadoEm),
    index('pedidos_janela_idx').on(t.idjanela, t.dataEntrega),
  ],
);

/** An order line, priced and frozen at submission. */
export const pedidoItens = pgTable(
  'pedido_itens',
  {
    idpedidoitem: serial('idpedidoitem').primaryKey(),
    numpedido: integer('numpedido')
      .notNull()
      .references(() => pedidos.numpedido),
    idproduto: integer('idproduto')
      .notNull()
      .references(() => produtos.idproduto),
    nome: text('nome').notNull(),
    unidade: text('unidade').notNull(),
    quantidadeMilli: integer('quantidade_milli').$type<Milli>().notNull(),
    /** The quantity picked and weighed at invoicing (the line's total follows it); null before. */
    quantidadeFaturadaMilli: integer('quantidade_faturada_milli').$type<Milli>(),
    precoUnitarioCentavos: integer('preco_unitario_centavos').$type<Centavos>().notNull(),
    regraPreco: text('regra_preco').$type<RegraPreco>().notNull(),
    embalarParaPresente: boolean('embalar_para_presente').notNull().default(false),
    totalEmbalagemCentavos: integer('total_embalagem_centavos')
      .$type<Centavos>()
      .notNull()
      .default(centavos(0)),
    totalCentavos: integer('total_centavos').$type<Centavos>().notNull(),
  },
  (t) => [index('pedido_itens_pedido_idx').on(t.numpedido)],
);

/** Every status an order went through, oldest first. */
export const pedidoStatusHistorico = pgTable(
  'pedido_status_historico',
  {
    id: serial('id').primaryKey(),
    numpedido: integer('numpedido')
      .notNull()
      .references(() => pedidos.numpedido),
    status: text('status').$type<StatusPedido>().notNull(),
    /** Who made the change: the lifecycle event and the attendant (null: the buyer or the system). */
    evento: text('evento').$type<OrderEvent>(),
    idatendente: integer('idatendente'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pedido_status_pedido_idx').on(t.numpedido)],
);

/** The buyer's rating of a delivered order: one per order (spec §7 avaliar). */
export const pedidoAvaliacoes = pgTable('pedido_avaliacoes', {
  numpedido: integer('numpedido')
    .primaryKey()
    .references(() => pedidos.numpedido),
  idcliente: integer('idcliente')
    .notNull()
    .references(() => clientes.idcliente),
  /** 1 to 5. */
  estrelas: integer('estrelas').notNull(),
  comentario: text('comentario'),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lifecycle effect that failed after its status change was committed (a refund, a capture):
 * the status stays; this row is the record staff act on.
 */
export const pedidoEfeitosFalhos = pgTable(
  'pedido_efeitos_falhos',
  {
    id: serial('id').primaryKey(),
    numpedido: integer('numpedido')
      .notNull()
      .references(() => pedidos.numpedido),
    evento: text('evento').$type<OrderEvent>().notNull(),
    erro: text('erro').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pedido_efeitos_falhos_pedido_idx').on(t.numpedido)],
);
