import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { StatusPagamento, TipoFormaPagamento } from '@vitrine/contract';
import type { CanalOrigem, Centavos, StatusPedido } from '@vitrine/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
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
 * be placed without a stored cart.
 */
export async function lockCustomer(tx: Tx, idcliente: number): Promise<void> {
  await tx
    .select({ id: clientes.idcliente })
    .from(clientes)
    .where(eq(clientes.idcliente, idcliente))
    .for('update');
}

/** The customer's latest order at the supplier (for the duplicate check), or null. */
export async function findLatestOrder(db: DbOrTx, idfornecedor: string, idcliente: number) {
  const [row] = await db
    .select({ fingerprint: pedidos.fingerprint, createdAt: pedidos.criadoEm })
    .from(pedidos)
    .where(and(eq(pedidos.idfornecedor, idfornecedor), eq(pedidos.idcliente, idcliente)))
    .orderBy(desc(pedidos.criadoEm), desc(pedidos.numpedido))
    .limit(1);
  return row ?? null;
}

/** Inserts an order with its lines, first status and (for up-front methods) a pending payment. */
export async function insertOrder(
  tx: Tx,
  pedido: PedidoInsert,
  itens: readonly ItemInsert[],
  pagamento: { tipo: TipoFormaPagamento; valorCentavos: Centavos } | null,
): Promise<number> {
  const [row] = await tx.insert(pedidos).values(pedido).returning({ numpedido: pedidos.numpedido });
  const numpedido = row!.numpedido;
  // Lines and first status in one statement (one round trip, whatever the number of lines).
  await tx.execute(sql`
    WITH itens AS (
      INSERT INTO ${pedidoItens} (numpedido, idproduto, nome, unidade, quantidade_milli,
        preco_unitario_centavos, regra_preco, embalar_para_presente, total_embalagem_centavos,
        total_centavos)
      SELECT ${numpedido}, l.idproduto, l.nome, l.unidade, l.quantidade_milli, l.preco, l.regra,
        l.embalar, l.embalagem, l.total
      FROM unnest(${sql.param(itens.map((i) => i.idproduto))}::int[],
        ${sql.param(itens.map((i) => i.nome))}::text[],
        ${sql.param(itens.map((i) => i.unidade))}::text[],
        ${sql.param(itens.map((i) => i.quantidadeMilli))}::int[],
        ${sql.param(itens.map((i) => i.precoUnitarioCentavos))}::int[],
        ${sql.param(itens.map((i) => i.regraPreco))}::text[],
        ${sql.param(itens.map((i) => i.embalarParaPresente ?? false))}::boolean[],
        ${sql.param(itens.map((i) => i.totalEmbalagemCentavos ?? 0))}::int[],
        ${sql.param(itens.map((i) => i.totalCentavos))}::int[])
        WITH ORDINALITY AS l(idproduto, nome, unidade, quantidade_milli, preco, regra, embalar,
          embalagem, total, n)
      ORDER BY l.n)
    INSERT INTO ${pedidoStatusHistorico} (numpedido, status, criado_em)
    VALUES (${numpedido}, ${pedido.status}, ${pedido.criadoEm ?? new Date()})`);
  if (pagamento) {
    await tx.insert(pagamentos).values({
      numpedido,
      idformapagto: pedido.idformapagto,
      tipo: pagamento.tipo,
      status: 'PENDENTE',
      valorCentavos: pagamento.valorCentavos,
    });
  }
  return numpedido;
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
