import type { Centavos, Milli, TipoEntrega } from '@vitrine/domain';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { produtos } from './catalog.ts';
import { clientes } from './customers.ts';
import { fornecedores } from './suppliers.ts';

/** The server-side cart of one customer at one supplier (spec §3 Cart). */
export const carrinhos = pgTable(
  'carrinhos',
  {
    idcarrinho: serial('idcarrinho').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    observacao: text('observacao'),
    numPedidoCliente: text('num_pedido_cliente'),
    /** The manual coupon the customer applied (upper case), null when none. */
    codigoCupom: text('codigo_cupom'),
    /** False once the customer removed the automatic coupon (cupomAplicacaoAutomatica=false). */
    cupomAplicacaoAutomatica: boolean('cupom_aplicacao_automatica').notNull().default(true),
    /** Set when an attendant sent the negotiated cart: read-only for the customer (spec §4). */
    bloqueioAtendimento: boolean('bloqueio_atendimento').notNull().default(false),
    /** The attendant who sent it (see carrinho_negociacao_historico for every change). */
    idatendente: integer('idatendente'),
    /** The delivery the customer chose (spec §4 Delivery): type, address and form, for taxaEntrega. */
    tipoEntrega: text('tipo_entrega').$type<TipoEntrega>(),
    idenderecoEntrega: integer('idendereco_entrega'),
    idformaentrega: integer('idformaentrega'),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carrinhos_cliente_uq').on(t.idfornecedor, t.idcliente)],
);

/** A cart line. Quantity in milli; the attendant price (centavos) only when negotiated. */
export const carrinhoItens = pgTable(
  'carrinho_itens',
  {
    idcarrinho: integer('idcarrinho')
      .notNull()
      .references(() => carrinhos.idcarrinho, { onDelete: 'cascade' }),
    idproduto: integer('idproduto')
      .notNull()
      .references(() => produtos.idproduto),
    quantidadeMilli: integer('quantidade_milli').$type<Milli>().notNull(),
    embalarParaPresente: boolean('embalar_para_presente').notNull().default(false),
    precoatendenteCentavos: integer('precoatendente_centavos').$type<Centavos>(),
  },
  (t) => [primaryKey({ columns: [t.idcarrinho, t.idproduto] })],
);
