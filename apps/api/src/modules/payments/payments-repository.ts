import { and, desc, eq } from 'drizzle-orm';
import type { Centavos } from '@vitrine/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  clientes,
  formasPagamento,
  formasPagamentoGateway,
  fornecedores,
  pagamentos,
  pedidoItens,
  pedidos,
  produtos,
} from '../../db/schema/index.ts';

/**
 * An order of the customer at the supplier (tenant-scoped: another customer's or another
 * supplier's order is null), with its payment method (type, gateway settings), the supplier's
 * Pix data and the customer's payer data.
 */
export async function findOrderForPayment(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  numpedido: number,
) {
  const [row] = await db
    .select({
      numpedido: pedidos.numpedido,
      idfornecedor: pedidos.idfornecedor,
      idcliente: pedidos.idcliente,
      idformapagto: pedidos.idformapagto,
      status: pedidos.status,
      tipoEntrega: pedidos.tipoEntrega,
      totalCentavos: pedidos.totalCentavos,
      enderecoFaturamento: pedidos.enderecoFaturamento,
      enderecoEntrega: pedidos.enderecoEntrega,
      formaTipo: formasPagamento.tipo,
      pagamentoAntecipado: formasPagamento.exigePagamentoAntecipado,
      fornecedorNome: fornecedores.nome,
      pixChave: fornecedores.pixChave,
      pixCidade: fornecedores.pixCidade,
      gatewayAtivo: formasPagamentoGateway.gatewayAtivo,
      maxParcelas: formasPagamentoGateway.maxParcelas,
      parcelaMinimaCentavos: formasPagamentoGateway.parcelaMinimaCentavos,
      clienteNome: clientes.nome,
      clienteEmail: clientes.email,
      clienteCpf: clientes.cpf,
    })
    .from(pedidos)
    .innerJoin(formasPagamento, eq(formasPagamento.idformapagto, pedidos.idformapagto))
    .innerJoin(fornecedores, eq(fornecedores.idfornecedor, pedidos.idfornecedor))
    .innerJoin(clientes, eq(clientes.idcliente, pedidos.idcliente))
    .leftJoin(formasPagamentoGateway, eq(formasPagamentoGateway.idformapagto, pedidos.idformapagto))
    .where(
      and(
        eq(pedidos.numpedido, numpedido),
        eq(pedidos.idfornecedor, idfornecedor),
        eq(pedidos.idcliente, idcliente),
      ),
    );
  return row ?? null;
}
export type OrderForPayment = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>;

/** The order's lines with their products' quantity step (for the pre-authorisation rule). */
export async function orderLinesForWeighing(db: DbOrTx, numpedido: number) {
  return db
    .select({
      quantidadeMilli: pedidoItens.quantidadeMilli,
      granularidadeMilli: produtos.granularidadeMilli,
    })
    .from(pedidoItens)
    .innerJoin(produtos, eq(produtos.idproduto, pedidoItens.idproduto))
    .where(eq(pedidoItens.numpedido, numpedido));
}

/** A supplier's payment method with its gateway settings; null when not the supplier's. */
export async function findPaymentMethodWithGateway(
  db: DbOrTx,
  idfornecedor: string,
  idformapagto: number,
) {
  const [row] = await db
    .select({
      idformapagto: formasPagamento.idformapagto,
      tipo: formasPagamento.tipo,
      ativo: formasPagamento.ativo,
      gatewayAtivo: formasPagamentoGateway.gatewayAtivo,
      maxParcelas: formasPagamentoGateway.maxParcelas,
      parcelaMinimaCentavos: formasPagamentoGateway.parcelaMinimaCentavos,
    })
    .from(formasPagamento)
    .leftJoin(
      formasPagamentoGateway,
      eq(formasPagamentoGateway.idformapagto, formasPagamento.idformapagto),
    )
    .where(
      and(
        eq(formasPagamento.idformapagto, idformapagto),
        eq(formasPagamento.idfornecedor, idfornecedor),
      ),
    );
  return row ?? null;
}

/**
 * The order's latest payment, locked (`FOR UPDATE`) until the transaction ends so two
 * concurrent payment requests run one after the other. Null when the order has no payment row.
 */
export async function lockLatestPayment(tx: Tx, numpedido: number) {
  const [row] = await tx
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.numpedido, numpedido))
    .orderBy(desc(pagamentos.idpagamento))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The order's latest payment (not locked); null when none. */
export async function findLatestPayment(db: DbOrTx, numpedido: number) {
  const [row] = await db
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.numpedido, numpedido))
    .orderBy(desc(pagamentos.idpagamento))
    .limit(1);
  return row ?? null;
}

/** Stores the static Pix code on the order's pending payment. Run inside a transaction. */
export async function savePixOnPayment(
  tx: Tx,
  idpagamento: number,
  pix: { pixTxid: string; pixCopiaECola: string; expiraEm: Date },
): Promise<void> {
  await tx.update(pagamentos).set(pix).where(eq(pagamentos.idpagamento, idpagamento));
}

/** Sets or clears (null) the payment's stored error message (spec §8 Payment). */
export async function setPaymentError(
  db: DbOrTx,
  idpagamento: number,
  mensagemErro: string | null,
): Promise<void> {
  await db.update(pagamentos).set({ mensagemErro }).where(eq(pagamentos.idpagamento, idpagamento));
}

/**
 * Opens the PENDENTE payment of an order that had none (a pay-later boleto order, or the boleto
 * of an invoice-credit order's fatura): `valorCentavos` (default the order's total), its payment
 * method. Run inside a transaction.
 */
export async function insertPendingPayment(
  tx: Tx,
  order: OrderForPayment,
  valorCentavos: Centavos = order.totalCentavos,
) {
  const [row] = await tx
    .insert(pagamentos)
    .values({
      numpedido: order.numpedido,
      idformapagto: order.idformapagto,
      tipo: order.formaTipo,
      status: 'PENDENTE',
      valorCentavos,
    })
    .returning();
  return row!;
}
