import { and, eq, sql } from 'drizzle-orm';
import {
  addDaysIso,
  centavos,
  invoiceNumber,
  milli,
  saoPauloNow,
  SUPPLIER_TAGS,
  type Centavos,
} from '@vitrine/domain';
import type { Tx } from '../client.ts';
import {
  cadastrosCliente,
  clientes,
  creditosConsumidos,
  faturas,
  formasPagamento,
  fornecedores,
  lojas,
  pedidoItens,
  pedidos,
  pedidoStatusHistorico,
  produtos,
} from '../schema/index.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from './demo-ids.ts';
import { issueNfe } from '../../modules/fiscal/nfe-service.ts';

/** Days from issue to due date of the demo's invoice credit ("Faturado 28 dias"). */
const DEMO_TERM_DAYS = 28;

/** Pix discount at the price-variance demo supplier (casa-do-pao): −5 %, in basis points. */
export const DEMO_PIX_ADJUSTMENT_BP = -500;

/** A past invoiced order of the demo: how many days ago, its amount, and whether it was paid. */
interface PastInvoice {
  daysAgo: number;
  valor: Centavos;
  paga: boolean;
}

/**
 * Ana's past invoiced orders at serra-verde: one paid, one overdue (due 12 days ago) and one
 * open (due in 23 days), relative to the day the demo is seeded.
 */
const ANA_INVOICES: readonly PastInvoice[] = [
  { daysAgo: 60, valor: centavos(32050), paga: true },
  { daysAgo: 40, valor: centavos(18590), paga: false },
  { daysAgo: 5, valor: centavos(41230), paga: false },
];

/**
 * Invoice credit and price-variance demo data (issue 10 §4, §5): the FATURADO method of
 * serra-verde gets its 28-day term; Ana has three past orders there paid by invoice credit,
 * each with its fatura (paid, overdue, open), and the open ones hold her credit (R$ 2.000,00
 * total). casa-do-pao gets the tag support-price-variance-by-payment with a 5 % Pix discount,
 * and Ana a registration there to try it. Idempotent: it does nothing when Ana already has
 * faturas, so `upgradeDemo` may call it on every start.
 */
export async function seedInvoices(tx: Tx, now: Date = new Date()): Promise<void> {
  const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
  const [ana] = await tx
    .select({ id: clientes.idcliente })
    .from(clientes)
    .where(eq(clientes.cpf, DEMO_CUSTOMERS.ana.cpf));
  if (!ana) return;
  const [existing] = await tx
    .select({ id: faturas.idfatura })
    .from(faturas)
    .where(and(eq(faturas.idfornecedor, A), eq(faturas.idcliente, ana.id)))
    .limit(1);
  if (existing) return;

  const [faturado] = await tx
    .update(formasPagamento)
    .set({ prazoDias: DEMO_TERM_DAYS })
    .where(and(eq(formasPagamento.idfornecedor, A), eq(formasPagamento.tipo, 'FATURADO')))
    .returning({ id: formasPagamento.idformapagto });
  const [produto] = await tx
    .select()
    .from(produtos)
    .where(eq(produtos.idfornecedor, A))
    .orderBy(produtos.idproduto)
    .limit(1);
  const [loja] = await tx.select().from(lojas).where(eq(lojas.idfornecedor, A)).limit(1);
  if (!faturado || !produto || !loja) return;
  const lojaRetira = {
    idloja: loja.idloja,
    nome: loja.nome,
    descricao_endereco_loja: loja.descricaoEnderecoLoja,
    coordenadas_loja: { latitude: loja.latitude, longitude: loja.longitude },
  };

  const today = saoPauloNow(now).data;
  let held = 0;
  for (const [i, past] of ANA_INVOICES.entries()) {
    const criadoEm = new Date(now.getTime() - past.daysAgo * 86_400_000);
    const emissao = addDaysIso(today, -past.daysAgo);
    const [pedido] = await tx
      .insert(pedidos)
      .values({
        idfornecedor: A,
        idcliente: ana.id,
        status: 'ENTREGUE',
        tipoEntrega: 'RETIRADA',
        idformapagto: faturado.id,
        totalItensCentavos: past.valor,
        taxaEntregaCentavos: centavos(0),
        totalCentavos: past.valor,
        fingerprint: `demo-faturado-${i + 1}`,
        lojaRetira,
        criadoEm,
      })
      .returning({ numpedido: pedidos.numpedido });
    const numpedido = pedido!.numpedido;
    await tx.insert(pedidoItens).values({
      numpedido,
      idproduto: produto.idproduto,
      nome: produto.nome,
      unidade: produto.unidade,
      quantidadeMilli: milli(1000),
      precoUnitarioCentavos: past.valor,
      regraPreco: 'REGULAR',
      totalCentavos: past.valor,
    });
    // The lifecycle a pickup order goes through (ADR 0019); picked and invoiced (NF-e) on the
    // day it was placed, collected the next day.
    const hoursLater = (h: number) => new Date(criadoEm.getTime() + h * 3_600_000);
    await tx.insert(pedidoStatusHistorico).values([
      { numpedido, status: 'ENVIADO', criadoEm },
      { numpedido, status: 'SEPARANDO', criadoEm: hoursLater(2) },
      { numpedido, status: 'PRONTO_RETIRADA', criadoEm: hoursLater(4) },
      { numpedido, status: 'ENTREGUE', criadoEm: hoursLater(24) },
    ]);
    await issueNfe(tx, numpedido, hoursLater(4));
    await tx.insert(creditosConsumidos).values({
      numpedido,
      idfornecedor: A,
      idcliente: ana.id,
      valorCentavos: past.valor,
      criadoEm,
      liberadoEm: past.paga ? new Date(criadoEm.getTime() + 20 * 86_400_000) : null,
    });
    await tx.insert(faturas).values({
      numero: invoiceNumber(numpedido),
      numpedido,
      idfornecedor: A,
      idcliente: ana.id,
      emissao,
      vencimento: addDaysIso(emissao, DEMO_TERM_DAYS),
      valorCentavos: past.valor,
      status: past.paga ? 'PAGA' : 'ABERTA',
      pagaEm: past.paga ? new Date(criadoEm.getTime() + 20 * 86_400_000) : null,
      criadoEm,
    });
    if (!past.paga) held += past.valor;
  }
  await tx
    .update(cadastrosCliente)
    .set({
      limiteCreditoDisponivelCentavos: sql`greatest(0, ${cadastrosCliente.limiteCreditoTotalCentavos} - ${held})`,
    })
    .where(and(eq(cadastrosCliente.idfornecedor, A), eq(cadastrosCliente.idcliente, ana.id)));

  await seedPriceVariance(tx, ana.id);
}

/** casa-do-pao varies prices by payment method: Pix 5 % off; Ana is registered there. */
async function seedPriceVariance(tx: Tx, idcliente: number): Promise<void> {
  const C = DEMO_SUPPLIERS.casaDoPao.idfornecedor;
  const tag = SUPPLIER_TAGS.SUPPORT_PRICE_VARIANCE_BY_PAYMENT;
  await tx
    .update(fornecedores)
    .set({ tags: sql`array_append(${fornecedores.tags}, ${tag})` })
    .where(and(eq(fornecedores.idfornecedor, C), sql`NOT (${tag} = ANY(${fornecedores.tags}))`));
  await tx
    .update(formasPagamento)
    .set({ ajustePrecoBp: DEMO_PIX_ADJUSTMENT_BP })
    .where(and(eq(formasPagamento.idfornecedor, C), eq(formasPagamento.tipo, 'PIX')));
  await tx
    .insert(cadastrosCliente)
    .values({ idcliente, idfornecedor: C, cadastroAprovado: true })
    .onConflictDoNothing();
}
