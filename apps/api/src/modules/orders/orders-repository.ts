import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { StatusPagamento, TipoFormaPagamento } from '@vitrine/contract';
import type { CanalOrigem, Centavos, StatusPedido } from '@vitrine/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { preparedStatement, runPreparedSql } from '../../db/prepared.ts';
import { storedCartJson, storedCartOf, type StoredCart } from '../cart/cart-repository.ts';
import type { PaymentMethodRow } from '../suppliers/suppliers-repository.ts';
import {
  carrinhoItens,
  carrinhos,
  clientes,
  formasPagamento,
  notasFiscais,
  pagamentos,
  pedidoAvaliacoes,
  pedidoItens,
  pedidos,
  pedidoStatusHistorico,
} from '../../db/schema/index.ts';

type PedidoInsert = typeof pedidos.$inferInsert;
/** An order line as the order stores it (priced; the invoiced quantity comes later). */
type ItemInsert = Omit<
  typeof pedidoItens.$inferInsert,
  'numpedido' | 'idpedidoitem' | 'quantidadeFaturadaMilli'
>;

/**
 * Locks the customer row (`SELECT … FOR UPDATE`) until the transaction ends, so two submissions
 * of the same customer run one after the other and the duplicate check of the second sees the
 * first one's order. The customer row is locked rather than the cart row because an order can
 * be placed without a stored cart. A statement of its own: the order's reads come after it, in
 * statements whose snapshots are taken once the lock is held.
 */
export async function lockCustomer(tx: Tx, idcliente: number): Promise<void> {
  await preparedStatement(tx, 'vitrine_order_lock_customer', (d) =>
    lockCustomerQuery(d).prepare('vitrine_order_lock_customer'),
  ).execute({ idcliente });
}

/** The customer-lock query, with its placeholder (exported for the plan test). */
export function lockCustomerQuery(db: DbOrTx) {
  return db
    .select({ id: clientes.idcliente })
    .from(clientes)
    .where(eq(clientes.idcliente, sql.placeholder('idcliente')))
    .for('update');
}

/**
 * The customer's stored cart at the supplier, latest order there and the payment method the
 * order names, as an order reads them.
 */
export interface OrderStart {
  stored: StoredCart | null;
  /** For the duplicate check (spec §5); null before the customer's first order. */
  latest: { fingerprint: string; createdAt: Date } | null;
  /** The supplier's active method `idformapagto`; null when unknown, inactive or another's. */
  forma: PaymentMethodRow | null;
}

/**
 * The order-start query, with placeholders (exported for the plan test): the customer's row
 * (always there, and locked by the order), its cart at the supplier with the cart's lines, the
 * payment method and the customer's latest order there — one row whether or not a cart, a
 * method or an order exists.
 */
export function orderStartQuery(db: DbOrTx) {
  // LIMIT 1 written out, not bound (`.limit(1)` sends it as a parameter): with an unknown limit
  // PostgreSQL costs the generic plan for a tenth of the customer's orders, above the custom
  // plan of a customer with a hundred orders, and planned the statement again for every order.
  const latest = sql`(SELECT fingerprint, criado_em FROM ${pedidos}
    WHERE idfornecedor = ${sql.placeholder('idfornecedor')} AND idcliente = ${clientes.idcliente}
    ORDER BY criado_em DESC, numpedido DESC LIMIT 1) AS latest`;
  return db
    .select({
      cart: storedCartJson(sql.placeholder('idfornecedor'), clientes.idcliente),
      latestFingerprint: sql<string | null>`latest.fingerprint`,
      latestCreatedAt: sql<Date | null>`latest.criado_em`.mapWith(pedidos.criadoEm),
      forma: {
        idformapagto: formasPagamento.idformapagto,
        descricao: formasPagamento.descricao,
        tipo: formasPagamento.tipo,
        exigePagamentoAntecipado: formasPagamento.exigePagamentoAntecipado,
      },
    })
    .from(clientes)
    .leftJoin(
      formasPagamento,
      and(
        eq(formasPagamento.idfornecedor, sql.placeholder('idfornecedor')),
        eq(formasPagamento.idformapagto, sql.placeholder('idformapagto')),
        eq(formasPagamento.ativo, true),
      ),
    )
    .leftJoinLateral(latest, sql`true`)
    .where(eq(clientes.idcliente, sql.placeholder('idcliente')));
}

/**
 * What an order reads once the customer is locked, in one statement: the stored cart (a
 * negotiated one is what the order is made of; its coupon choice applies), the latest order
 * (the duplicate check, newest by criado_em then numpedido) and the payment method
 * `idformapagto` (tenant-scoped, active only). Three statements before ADR 0071.
 */
export async function findOrderStart(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  idformapagto: number,
): Promise<OrderStart> {
  const [row] = await preparedStatement(db, 'vitrine_order_start', (d) =>
    orderStartQuery(d).prepare('vitrine_order_start'),
  ).execute({ idfornecedor, idcliente, idformapagto });
  if (!row) return { stored: null, latest: null, forma: null };
  return {
    stored: storedCartOf(row.cart),
    latest:
      row.latestFingerprint === null || row.latestCreatedAt === null
        ? null
        : { fingerprint: row.latestFingerprint, createdAt: row.latestCreatedAt },
    forma: row.forma,
  };
}

/** What a new order row holds: its columns, with the defaulted ones given explicitly. */
export type NewOrder = PedidoInsert &
  Required<Pick<PedidoInsert, 'canalVenda' | 'canalOrigem' | 'descontoCentavos' | 'criadoEm'>>;

/** Values of {@link orderStatement}, by placeholder name (exported for the plan test). */
export function orderValues(
  pedido: NewOrder,
  itens: readonly ItemInsert[],
  pagamento: { tipo: TipoFormaPagamento; valorCentavos: Centavos } | null,
  emptiedCart: { atualizadoEm: Date } | null,
): Record<string, unknown> {
  const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
  return {
    idfornecedor: pedido.idfornecedor,
    idcliente: pedido.idcliente,
    status: pedido.status,
    tipoEntrega: pedido.tipoEntrega,
    canalVenda: pedido.canalVenda,
    canalOrigem: pedido.canalOrigem,
    idformapagto: pedido.idformapagto,
    anotacoes: pedido.anotacoes ?? null,
    numPedidoCliente: pedido.numPedidoCliente ?? null,
    enderecoEntrega: json(pedido.enderecoEntrega),
    lojaRetira: json(pedido.lojaRetira),
    formaEntrega: json(pedido.formaEntrega),
    idformaentrega: pedido.idformaentrega ?? null,
    idjanela: pedido.idjanela ?? null,
    dataEntrega: pedido.dataEntrega ?? null,
    enderecoFaturamento: json(pedido.enderecoFaturamento),
    totalItens: pedido.totalItensCentavos,
    taxaEntrega: pedido.taxaEntregaCentavos,
    desconto: pedido.descontoCentavos,
    codigoCupom: pedido.codigoCupom ?? null,
    total: pedido.totalCentavos,
    fingerprint: pedido.fingerprint,
    idrepresentante: pedido.idrepresentante ?? null,
    idusuarioVinculado: pedido.idusuarioVinculado ?? null,
    idapikeys: pedido.idapikeys ?? null,
    caracteristicas: json(pedido.caracteristicas),
    criadoEm: pedido.criadoEm,
    itemIds: itens.map((i) => i.idproduto),
    itemNomes: itens.map((i) => i.nome),
    itemUnidades: itens.map((i) => i.unidade),
    itemQuantidades: itens.map((i) => i.quantidadeMilli),
    itemPrecos: itens.map((i) => i.precoUnitarioCentavos),
    itemRegras: itens.map((i) => i.regraPreco),
    itemEmbalar: itens.map((i) => i.embalarParaPresente ?? false),
    itemEmbalagens: itens.map((i) => i.totalEmbalagemCentavos ?? 0),
    itemTotais: itens.map((i) => i.totalCentavos),
    pagamentoTipo: pagamento?.tipo ?? null,
    pagamentoValor: pagamento?.valorCentavos ?? null,
    esvaziarCarrinho: emptiedCart !== null,
    carrinhoAtualizadoEm: emptiedCart?.atualizadoEm ?? pedido.criadoEm,
  };
}

/**
 * The order statement: the order row, its lines (in the given order) and first status, the
 * pending payment when `pagamentoTipo` is set, and the customer's cart at the supplier emptied
 * when `esvaziarCarrinho` (header reset — lock lifted, coupon choice back to automatic — and
 * lines deleted, as after every order). One statement: the sub-statements touch different rows,
 * and the lines' and status' foreign keys are checked at its end, when the order row exists.
 * Exported for the plan test.
 */
export function orderStatement(): SQL {
  const p = (name: string) => sql.placeholder(name);
  return sql`
    WITH pedido AS (
      INSERT INTO ${pedidos} (idfornecedor, idcliente, status, tipo_entrega, canal_venda,
        canal_origem, idformapagto, anotacoes, num_pedido_cliente, endereco_entrega, loja_retira,
        forma_entrega, idformaentrega, idjanela, data_entrega, endereco_faturamento,
        total_itens_centavos, taxa_entrega_centavos, desconto_centavos, codigo_cupom,
        total_centavos, fingerprint, idrepresentante, idusuario_vinculado, idapikeys,
        caracteristicas, criado_em)
      VALUES (${p('idfornecedor')}::uuid, ${p('idcliente')}::int, ${p('status')}::text,
        ${p('tipoEntrega')}::text, ${p('canalVenda')}::text, ${p('canalOrigem')}::text,
        ${p('idformapagto')}::int, ${p('anotacoes')}::text, ${p('numPedidoCliente')}::text,
        ${p('enderecoEntrega')}::jsonb, ${p('lojaRetira')}::jsonb, ${p('formaEntrega')}::jsonb,
        ${p('idformaentrega')}::int, ${p('idjanela')}::int, ${p('dataEntrega')}::text,
        ${p('enderecoFaturamento')}::jsonb, ${p('totalItens')}::int, ${p('taxaEntrega')}::int,
        ${p('desconto')}::int, ${p('codigoCupom')}::text, ${p('total')}::int,
        ${p('fingerprint')}::text, ${p('idrepresentante')}::int,
        ${p('idusuarioVinculado')}::int, ${p('idapikeys')}::int, ${p('caracteristicas')}::jsonb,
        ${p('criadoEm')}::timestamptz)
      RETURNING numpedido),
    itens AS (
      INSERT INTO ${pedidoItens} (numpedido, idproduto, nome, unidade, quantidade_milli,
        preco_unitario_centavos, regra_preco, embalar_para_presente, total_embalagem_centavos,
        total_centavos)
      SELECT pedido.numpedido, l.idproduto, l.nome, l.unidade, l.quantidade_milli, l.preco,
        l.regra, l.embalar, l.embalagem, l.total
      FROM pedido, unnest(${p('itemIds')}::int[], ${p('itemNomes')}::text[],
        ${p('itemUnidades')}::text[], ${p('itemQuantidades')}::int[], ${p('itemPrecos')}::int[],
        ${p('itemRegras')}::text[], ${p('itemEmbalar')}::boolean[],
        ${p('itemEmbalagens')}::int[], ${p('itemTotais')}::int[])
        WITH ORDINALITY AS l(idproduto, nome, unidade, quantidade_milli, preco, regra, embalar,
          embalagem, total, n)
      ORDER BY l.n),
    historico AS (
      INSERT INTO ${pedidoStatusHistorico} (numpedido, status, criado_em)
      SELECT numpedido, ${p('status')}::text, ${p('criadoEm')}::timestamptz FROM pedido),
    pagamento AS (
      INSERT INTO ${pagamentos} (numpedido, idformapagto, tipo, status, valor_centavos)
      SELECT numpedido, ${p('idformapagto')}::int, ${p('pagamentoTipo')}::text, 'PENDENTE',
        ${p('pagamentoValor')}::int
      FROM pedido WHERE ${p('pagamentoTipo')}::text IS NOT NULL),
    carrinho AS (
      UPDATE ${carrinhos} SET observacao = NULL, num_pedido_cliente = NULL, codigo_cupom = NULL,
        cupom_aplicacao_automatica = true, bloqueio_atendimento = false, idatendente = NULL,
        atualizado_em = ${p('carrinhoAtualizadoEm')}::timestamptz
      WHERE ${p('esvaziarCarrinho')}::boolean AND idfornecedor = ${p('idfornecedor')}::uuid
        AND idcliente = ${p('idcliente')}::int
      RETURNING idcarrinho),
    linhas_carrinho AS (
      DELETE FROM ${carrinhoItens} i USING carrinho WHERE i.idcarrinho = carrinho.idcarrinho)
    SELECT numpedido FROM pedido`;
}

/**
 * Inserts an order with its lines, first status and (for up-front methods) a pending payment,
 * and when `emptiedCart` is given empties the customer's cart at the supplier (an order placed
 * from it), all in one prepared statement — one round trip in the caller's transaction.
 * @returns the order's numpedido.
 */
export async function insertOrder(
  tx: Tx,
  pedido: NewOrder,
  itens: readonly ItemInsert[],
  pagamento: { tipo: TipoFormaPagamento; valorCentavos: Centavos } | null,
  emptiedCart: { atualizadoEm: Date } | null = null,
): Promise<number> {
  const [row] = await runPreparedSql<{ numpedido: number }>(
    tx,
    'vitrine_order_insert',
    orderStatement,
    orderValues(pedido, itens, pagamento, emptiedCart),
  );
  return Number(row!.numpedido);
}

/** The order list's filters, resolved (instants, not days). */
export interface OrderListFilter {
  status?: StatusPedido;
  canalOrigem?: CanalOrigem;
  /** Orders placed at or after. */
  from?: Date | null;
  /** Orders placed before. */
  to?: Date | null;
}

function listConditions(idfornecedor: string, idcliente: number, filter: OrderListFilter) {
  const conditions = [eq(pedidos.idfornecedor, idfornecedor), eq(pedidos.idcliente, idcliente)];
  if (filter.status) conditions.push(eq(pedidos.status, filter.status));
  if (filter.canalOrigem) conditions.push(eq(pedidos.canalOrigem, filter.canalOrigem));
  if (filter.from) conditions.push(gte(pedidos.criadoEm, filter.from));
  if (filter.to) conditions.push(lt(pedidos.criadoEm, filter.to));
  return and(...conditions);
}

/**
 * The customer's orders at the supplier matching `filter`, newest first, one page (`offset`,
 * `limit`), with their payment method, item count, latest payment state, rating flag.
 */
export async function listOrders(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  filter: OrderListFilter = {},
  page: { offset: number; limit: number } = { offset: 0, limit: 200 },
) {
  return db
    .select({
      numpedido: pedidos.numpedido,
      status: pedidos.status,
      tipoEntrega: pedidos.tipoEntrega,
      canalOrigem: pedidos.canalOrigem,
      totalCentavos: pedidos.totalCentavos,
      taxaEntregaCentavos: pedidos.taxaEntregaCentavos,
      descontoCentavos: pedidos.descontoCentavos,
      codigoErp: pedidos.codigoErp,
      chaveNfe: pedidos.chaveNfe,
      criadoEm: pedidos.criadoEm,
      idformapagto: formasPagamento.idformapagto,
      formaDescricao: formasPagamento.descricao,
      formaTipo: formasPagamento.tipo,
      pagamentoAntecipado: formasPagamento.exigePagamentoAntecipado,
      quantidadeItens: sql<number>`(select count(*)::int from ${pedidoItens} where ${pedidoItens.numpedido} = ${pedidos.numpedido})`,
      statusPagamento: sql<StatusPagamento | null>`(select ${pagamentos.status} from ${pagamentos} where ${pagamentos.numpedido} = ${pedidos.numpedido} order by ${pagamentos.idpagamento} desc limit 1)`,
      avaliado: sql<boolean>`exists (select 1 from ${pedidoAvaliacoes} where ${pedidoAvaliacoes.numpedido} = ${pedidos.numpedido})`,
    })
    .from(pedidos)
    .innerJoin(formasPagamento, eq(formasPagamento.idformapagto, pedidos.idformapagto))
    .where(listConditions(idfornecedor, idcliente, filter))
    .orderBy(desc(pedidos.criadoEm), desc(pedidos.numpedido))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many of the customer's orders at the supplier match `filter`. */
export async function countOrders(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  filter: OrderListFilter = {},
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pedidos)
    .where(listConditions(idfornecedor, idcliente, filter));
  return row?.n ?? 0;
}

/**
 * One order of the customer at the supplier with lines, history and payment; null if not theirs.
 * `idcliente` null: any customer's order at the supplier (the supplier's staff).
 */
export async function findOrder(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number | null,
  numpedido: number,
) {
  const [pedido] = await db
    .select({ pedido: pedidos, forma: formasPagamento })
    .from(pedidos)
    .innerJoin(formasPagamento, eq(formasPagamento.idformapagto, pedidos.idformapagto))
    .where(
      and(
        eq(pedidos.numpedido, numpedido),
        eq(pedidos.idfornecedor, idfornecedor),
        idcliente === null ? undefined : eq(pedidos.idcliente, idcliente),
      ),
    );
  if (!pedido) return null;
  const [itens, historico, [pagamento], [avaliacao], [nota]] = await Promise.all([
    db
      .select()
      .from(pedidoItens)
      .where(eq(pedidoItens.numpedido, numpedido))
      .orderBy(asc(pedidoItens.nome)),
    db
      .select()
      .from(pedidoStatusHistorico)
      .where(eq(pedidoStatusHistorico.numpedido, numpedido))
      .orderBy(asc(pedidoStatusHistorico.criadoEm), asc(pedidoStatusHistorico.id)),
    db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.numpedido, numpedido))
      .orderBy(desc(pagamentos.idpagamento))
      .limit(1),
    db.select().from(pedidoAvaliacoes).where(eq(pedidoAvaliacoes.numpedido, numpedido)),
    db
      .select({
        numero: notasFiscais.numero,
        serie: notasFiscais.serie,
        chave: notasFiscais.chave,
        ambiente: notasFiscais.ambiente,
        emitidaEm: notasFiscais.emitidaEm,
      })
      .from(notasFiscais)
      .where(eq(notasFiscais.numpedido, numpedido)),
  ]);
  return {
    ...pedido,
    itens,
    historico,
    pagamento: pagamento ?? null,
    avaliacao: avaliacao ?? null,
    notaFiscal: nota ?? null,
  };
}
