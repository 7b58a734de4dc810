import { and, eq, inArray, like, sql } from 'drizzle-orm';
import {
  centavos,
  CanalOrigem,
  lineTotal,
  milli,
  SUPPLIER_TAGS,
  StatusPedido,
  type CanalVenda,
  type Centavos,
  type Milli,
  type TipoEntrega,
} from '@vitrine/domain';
import type { Tx } from '../client.ts';
import {
  clientes,
  enderecos,
  formasPagamento,
  fornecedores,
  lojas,
  pedidoAvaliacoes,
  pedidoStatusHistorico,
  pedidos,
  produtos,
} from '../schema/index.ts';
import { insertOrder } from '../../modules/orders/orders-repository.ts';
import { repriceOrder } from '../../modules/orders/reprice-order.ts';
import { issueNfe } from '../../modules/fiscal/nfe-service.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from './demo-ids.ts';

/** The customer order number every seeded order carries (and how the upgrade finds them). */
export const DEMO_ORDER_PREFIX = 'DEMO-';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface SeedLine {
  produto: string;
  quantidade: Milli;
  /** The weighed quantity at invoicing, when it differs. */
  pesado?: Milli;
}

interface SeedOrder {
  ref: string;
  cliente: 'ana' | 'padaria';
  fornecedor: 'serraVerde' | 'marAzul';
  forma: string;
  tipoEntrega: TipoEntrega;
  canalVenda?: CanalVenda;
  canalOrigem: CanalOrigem;
  taxa: Centavos;
  linhas: SeedLine[];
  /** Statuses after the first, each with its age (ms before now); invoicing at PAGO/PRONTO_RETIRADA. */
  timeline: [StatusPedido, number][];
  /** Unit prices a supplier gave the quote, by product name. */
  precos?: Record<string, Centavos>;
  avaliacao?: { estrelas: number; comentario: string };
}

/**
 * The demo orders (issue 10 §5): for Ana at serra-verde a delivered, invoiced order to rate, one
 * out for delivery (invoiced, through an attendant), one just received (cancellable), a
 * cancelled one and an older delivered one already rated; for Padaria at mar-azul a priced quote
 * to accept, a new quote and a delivered pickup. Invoiced ones carry their NF-e (homologação).
 */
const ORDERS: SeedOrder[] = [
  {
    ref: 'A1',
    cliente: 'ana',
    fornecedor: 'serraVerde',
    forma: 'Boleto bancário',
    tipoEntrega: 'DELIVERY',
    canalOrigem: CanalOrigem.WEB_COMMERCE,
    taxa: centavos(990),
    linhas: [
      { produto: 'Maçã Fuji', quantidade: milli(1500), pesado: milli(1462) },
      { produto: 'Café Torrado e Moído Pilão 500 g', quantidade: milli(2000) },
    ],
    timeline: [
      [StatusPedido.ENVIADO, 10 * DAY],
      [StatusPedido.SEPARANDO, 10 * DAY - 2 * HOUR],
      [StatusPedido.PAGO, 10 * DAY - 4 * HOUR],
      [StatusPedido.EMENTREGA, 9 * DAY],
      [StatusPedido.ENTREGUE, 9 * DAY - 3 * HOUR],
    ],
  },
  {
    ref: 'A2',
    cliente: 'ana',
    fornecedor: 'serraVerde',
    forma: 'Faturado 28 dias',
    tipoEntrega: 'DELIVERY',
    canalVenda: 'MANUAL',
    canalOrigem: CanalOrigem.VENDA_MAIS_WEB,
    taxa: centavos(990),
    linhas: [
      { produto: 'Banana Prata', quantidade: milli(2000), pesado: milli(2115) },
      { produto: 'Açúcar Refinado União 1 kg', quantidade: milli(10000) },
    ],
    timeline: [
      [StatusPedido.ENVIADO, 2 * DAY],
      [StatusPedido.SEPARANDO, 2 * DAY - 3 * HOUR],
      [StatusPedido.PAGO, DAY + 20 * HOUR],
      [StatusPedido.EMENTREGA, 3 * HOUR],
    ],
  },
  {
    ref: 'A3',
    cliente: 'ana',
    fornecedor: 'serraVerde',
    forma: 'Boleto bancário',
    tipoEntrega: 'DELIVERY',
    canalOrigem: CanalOrigem.WEB_COMMERCE,
    taxa: centavos(990),
    linhas: [{ produto: 'Vinho Tinto Miolo Seleção 750 ml', quantidade: milli(2000) }],
    timeline: [[StatusPedido.ENVIADO, 5 * HOUR]],
  },
  {
    ref: 'A4',
    cliente: 'ana',
    fornecedor: 'serraVerde',
    forma: 'Boleto bancário',
    tipoEntrega: 'DELIVERY',
    canalOrigem: CanalOrigem.WEB_COMMERCE,
    taxa: centavos(990),
    linhas: [{ produto: 'Água Mineral Crystal 500 ml Caixa com 12', quantidade: milli(12000) }],
    timeline: [
      [StatusPedido.ENVIADO, 25 * DAY],
      [StatusPedido.CANCELADO, 25 * DAY - 6 * HOUR],
    ],
  },
  {
    ref: 'A5',
    cliente: 'ana',
    fornecedor: 'serraVerde',
    forma: 'Boleto bancário',
    tipoEntrega: 'RETIRADA',
    canalOrigem: CanalOrigem.WEB_COMMERCE,
    taxa: centavos(0),
    linhas: [{ produto: 'Café Torrado e Moído Pilão 500 g', quantidade: milli(6000) }],
    timeline: [
      [StatusPedido.ENVIADO, 40 * DAY],
      [StatusPedido.SEPARANDO, 40 * DAY - 2 * HOUR],
      [StatusPedido.PRONTO_RETIRADA, 40 * DAY - 3 * HOUR],
      [StatusPedido.ENTREGUE, 39 * DAY],
    ],
    avaliacao: { estrelas: 4, comentario: 'Retirada rápida, café bem embalado.' },
  },
  {
    ref: 'P1',
    cliente: 'padaria',
    fornecedor: 'marAzul',
    forma: 'Dinheiro na retirada',
    tipoEntrega: 'RETIRADA',
    canalOrigem: CanalOrigem.ORCAMENTO_WEB,
    taxa: centavos(0),
    linhas: [
      { produto: 'Farinha de Trigo Tipo 1 Dona Benta 25 kg', quantidade: milli(10000) },
      { produto: 'Fermento Biológico Seco Fleischmann 500 g', quantidade: milli(12000) },
    ],
    precos: {
      'Farinha de Trigo Tipo 1 Dona Benta 25 kg': centavos(10990),
      'Fermento Biológico Seco Fleischmann 500 g': centavos(1890),
    },
    timeline: [
      [StatusPedido.ORCAMENTO_NOVO, 3 * DAY],
      [StatusPedido.ORCAMENTO_PRECIFICADO, 2 * DAY],
    ],
  },
  {
    ref: 'P2',
    cliente: 'padaria',
    fornecedor: 'marAzul',
    forma: 'Pix',
    tipoEntrega: 'RETIRADA',
    canalOrigem: CanalOrigem.ORCAMENTO_WEB,
    taxa: centavos(0),
    linhas: [{ produto: 'Açúcar Cristal Caravelas 5 kg', quantidade: milli(36000) }],
    timeline: [[StatusPedido.ORCAMENTO_NOVO, 6 * HOUR]],
  },
  {
    ref: 'P3',
    cliente: 'padaria',
    fornecedor: 'marAzul',
    forma: 'Cartão na retirada',
    tipoEntrega: 'RETIRADA',
    canalOrigem: CanalOrigem.WEB_COMMERCE,
    taxa: centavos(0),
    linhas: [{ produto: 'Farinha de Trigo Tipo 1 Dona Benta 25 kg', quantidade: milli(4000) }],
    timeline: [
      [StatusPedido.ENVIADO, 15 * DAY],
      [StatusPedido.SEPARANDO, 15 * DAY - HOUR],
      [StatusPedido.PRONTO_RETIRADA, 15 * DAY - 2 * HOUR],
      [StatusPedido.ENTREGUE, 14 * DAY],
    ],
  },
];

const INVOICED: ReadonlySet<StatusPedido> = new Set([
  StatusPedido.PAGO,
  StatusPedido.PRONTO_RETIRADA,
]);

/** Adds `support-budget` to mar-azul (the demo supplier that receives quote requests). */
async function tagBudgetSupplier(tx: Tx): Promise<void> {
  await tx
    .update(fornecedores)
    .set({ tags: sql`array_append(${fornecedores.tags}, ${SUPPLIER_TAGS.SUPPORT_BUDGET})` })
    .where(
      and(
        eq(fornecedores.idfornecedor, DEMO_SUPPLIERS.marAzul.idfornecedor),
        sql`not (${SUPPLIER_TAGS.SUPPORT_BUDGET} = any(${fornecedores.tags}))`,
      ),
    );
}

async function seedOne(tx: Tx, o: SeedOrder, now: Date): Promise<void> {
  const idfornecedor = DEMO_SUPPLIERS[o.fornecedor].idfornecedor;
  const [cliente] = await tx
    .select({ id: clientes.idcliente })
    .from(clientes)
    .where(eq(clientes.cpf, DEMO_CUSTOMERS[o.cliente].cpf));
  const [forma] = await tx
    .select()
    .from(formasPagamento)
    .where(
      and(eq(formasPagamento.idfornecedor, idfornecedor), eq(formasPagamento.descricao, o.forma)),
    );
  if (!cliente || !forma) return;
  const rows = await tx
    .select()
    .from(produtos)
    .where(
      and(
        eq(produtos.idfornecedor, idfornecedor),
        inArray(
          produtos.nome,
          o.linhas.map((l) => l.produto),
        ),
      ),
    );
  const byName = new Map(rows.map((r) => [r.nome, r]));
  const lines = o.linhas.flatMap((l) => {
    const p = byName.get(l.produto);
    if (!p) return [];
    const preco = p.precoCentavos;
    return [
      {
        idproduto: p.idproduto,
        nome: p.nome,
        unidade: p.unidade,
        quantidadeMilli: l.quantidade,
        precoUnitarioCentavos: preco,
        regraPreco: 'REGULAR' as const,
        totalCentavos: lineTotal(preco, l.quantidade),
      },
    ];
  });
  if (lines.length === 0) return;
  const totalItens = centavos(lines.reduce((a, l) => a + l.totalCentavos, 0));
  const [first, ...rest] = o.timeline;
  const placedAt = new Date(now.getTime() - first![1]);
  let enderecoEntrega = null;
  let lojaRetira = null;
  if (o.tipoEntrega === 'DELIVERY') {
    const [e] = await tx
      .select()
      .from(enderecos)
      .where(eq(enderecos.idcliente, cliente.id))
      .limit(1);
    if (e)
      enderecoEntrega = {
        idendereco: e.idendereco,
        rua: e.rua,
        numero: e.numero,
        bairro: e.bairro,
        cidade: e.cidade,
        uf: e.uf,
        cep: e.cep,
        complemento: e.complemento,
        pais: 'Brasil',
        coords: e.lat !== null && e.lng !== null ? { lat: e.lat, lng: e.lng } : null,
      };
  } else {
    const [s] = await tx.select().from(lojas).where(eq(lojas.idfornecedor, idfornecedor)).limit(1);
    if (s)
      lojaRetira = {
        idloja: s.idloja,
        nome: s.nome,
        descricao_endereco_loja: s.descricaoEnderecoLoja,
        coordenadas_loja: { latitude: s.latitude, longitude: s.longitude },
      };
  }
  const numpedido = await insertOrder(
    tx,
    {
      idfornecedor,
      idcliente: cliente.id,
      status: first![0],
      tipoEntrega: o.tipoEntrega,
      canalVenda: o.canalVenda ?? 'WEB',
      canalOrigem: o.canalOrigem,
      idformapagto: forma.idformapagto,
      numPedidoCliente: `${DEMO_ORDER_PREFIX}${o.ref}`,
      enderecoEntrega,
      lojaRetira,
      totalItensCentavos: totalItens,
      taxaEntregaCentavos: o.taxa,
      descontoCentavos: centavos(0),
      totalCentavos: centavos(totalItens + o.taxa),
      fingerprint: `seed:${o.ref}`,
      criadoEm: placedAt,
    },
    lines,
    null,
  );
  let status = first![0];
  for (const [next, age] of rest) {
    const at = new Date(now.getTime() - age);
    if (next === StatusPedido.ORCAMENTO_PRECIFICADO && o.precos) {
      const precos = new Map(
        lines.map((l) => [
          l.idproduto,
          { precoUnitarioCentavos: o.precos![l.nome] ?? l.precoUnitarioCentavos },
        ]),
      );
      await repriceOrder(tx, numpedido, precos, 'price');
    }
    if (INVOICED.has(next)) {
      const pesos = new Map(
        o.linhas.flatMap((l) => {
          const p = byName.get(l.produto);
          return p && l.pesado ? [[p.idproduto, { quantidadeMilli: l.pesado }] as const] : [];
        }),
      );
      await repriceOrder(tx, numpedido, pesos, 'weigh');
      await issueNfe(tx, numpedido, at);
    }
    await tx.insert(pedidoStatusHistorico).values({ numpedido, status: next, criadoEm: at });
    status = next;
  }
  await tx.update(pedidos).set({ status }).where(eq(pedidos.numpedido, numpedido));
  if (o.avaliacao) {
    await tx.insert(pedidoAvaliacoes).values({
      numpedido,
      idcliente: cliente.id,
      ...o.avaliacao,
      criadoEm: new Date(now.getTime() - 38 * DAY),
    });
  }
}

/**
 * Seeds the demo orders once (skipped when a seeded order exists, so an upgraded database gets
 * them exactly once) and tags mar-azul `support-budget`.
 */
export async function seedDemoOrders(tx: Tx, now = new Date()): Promise<void> {
  await tagBudgetSupplier(tx);
  const [existing] = await tx
    .select({ n: pedidos.numpedido })
    .from(pedidos)
    .where(like(pedidos.numPedidoCliente, `${DEMO_ORDER_PREFIX}%`))
    .limit(1);
  if (existing) return;
  // Oldest first, so order numbers grow with the order date as they do in real use.
  const byAge = [...ORDERS].sort((a, b) => b.timeline[0]![1] - a.timeline[0]![1]);
  for (const order of byAge) await seedOne(tx, order, now);
}
