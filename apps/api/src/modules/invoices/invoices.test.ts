import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { centavos, formatBRL, INVOICE_MSG, OrderEvent, StatusPedido } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  cadastrosCliente,
  creditosConsumidos,
  faturas,
  formasPagamento,
  pedidos,
} from '../../db/schema/index.ts';
import { consumeCredit } from './credit-repository.ts';
import { creditLifecycleEffects } from './credit-lifecycle-effects.ts';
import { settleInvoice } from './settle-invoice.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let faturadoA: number;
let anaEndereco: number;
let vinho: Awaited<ReturnType<typeof productByName>>;
let cafe: Awaited<ReturnType<typeof productByName>>;

const faturasUrl = (s: DemoSession, idfornecedor = s.idfornecedor, idcliente = s.idcliente) =>
  `/v2/app/vitrine-web~${s.idcliente}/faturas-cliente/fornecedor/${idfornecedor}/cliente/${idcliente}`;
const getFaturas = (s: DemoSession, query = '', url = faturasUrl(s)) =>
  t.app.inject({ method: 'GET', url: url + query, headers: s.headers });

function order(itens: object[]) {
  return t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
    headers: ana.headers,
    payload: {
      itens,
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: anaEndereco },
      formaPagamento: { idformapagto: faturadoA },
      canalVenda: 'WEB',
    },
  });
}

async function available(): Promise<number> {
  const [row] = await t.database.db
    .select({ d: cadastrosCliente.limiteCreditoDisponivelCentavos })
    .from(cadastrosCliente)
    .where(
      and(eq(cadastrosCliente.idfornecedor, SERRA), eq(cadastrosCliente.idcliente, ana.idcliente)),
    );
  return row!.d;
}
async function setAvailable(d: number) {
  await t.database.db
    .update(cadastrosCliente)
    .set({ limiteCreditoDisponivelCentavos: centavos(d) })
    .where(
      and(eq(cadastrosCliente.idfornecedor, SERRA), eq(cadastrosCliente.idcliente, ana.idcliente)),
    );
}
const count = async (table: typeof pedidos | typeof faturas | typeof creditosConsumidos) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  await withoutAutomaticCoupons(t);
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  vinho = await productByName(t, SERRA, 'Vinho Tinto Miolo Seleção 750 ml');
  cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  const [f] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, 'FATURADO')));
  faturadoA = f!.idformapagto;
  const addresses = await t.app.inject({
    method: 'GET',
    url: `/v1/app/vitrine-web~${ana.idcliente}/enderecos`,
    headers: ana.headers,
  });
  anaEndereco = addresses.json()[0].idendereco;
});
afterAll(() => t.close());

describe('faturas (spec §3 Invoices, §7 Invoices)', () => {
  it("lists the demo's paid, overdue and open faturas with the credit limit", async () => {
    const res = await getFaturas(ana, '?completeInfo=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.limite_credito_total).toBe(2000);
    expect(body.limite_credito_disponivel).toBe(1401.8); // 2000 − 185,90 − 412,30
    expect(body.faturas.map((f: { status: string }) => f.status)).toEqual([
      'ABERTA',
      'VENCIDA',
      'PAGA',
    ]);
    expect(body.faturas.map((f: { statusTexto: string }) => f.statusTexto)).toEqual([
      'Em aberto',
      'Vencida',
      'Paga',
    ]);
    const open = body.faturas[0];
    expect(open).toMatchObject({ valor: 412.3, boleto: null });
    expect(open.numero).toBe(`FAT-${String(open.numpedido).padStart(6, '0')}`);
    const days = (Date.parse(open.vencimento) - Date.parse(open.emissao)) / 86_400_000;
    expect(days).toBe(28);
  });

  it('returns only the limit when completeInfo=false', async () => {
    const res = await getFaturas(ana, '?completeInfo=false');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      faturas: [],
      limite_credito_total: 2000,
      limite_credito_disponivel: 1401.8,
    });
  });

  it("never shows another customer's or another supplier's faturas", async () => {
    // Padaria's session asking for Ana's faturas, by path and by {sep} id.
    const other = await t.app.inject({
      method: 'GET',
      url: `/v2/app/vitrine-web~${ana.idcliente}/faturas-cliente/fornecedor/${SERRA}/cliente/${ana.idcliente}`,
      headers: padaria.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('FAT-');
    const mixed = await getFaturas(ana, '', faturasUrl(ana, SERRA, padaria.idcliente));
    expect(mixed.statusCode).toBe(403);
    const otherSupplier = await getFaturas(ana, '', faturasUrl(ana, MAR));
    expect(otherSupplier.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: faturasUrl(ana) });
    expect(anonymous.statusCode).toBe(401);
    // Padaria's own faturas at mar-azul: none, with her limit.
    const own = await getFaturas(padaria);
    expect(own.json()).toMatchObject({ faturas: [], limite_credito_total: 10000 });
  });
});

describe('ordering by invoice credit (issue 10 §4)', () => {
  it('consumes the credit and issues an open fatura due after the 28-day term', async () => {
    const before = await available();
    const res = await order([{ id: cafe.idproduto, quantidade: 3 }]);
    expect(res.statusCode).toBe(200);
    const { numpedido, totalpedido } = res.json();
    const total = Math.round(totalpedido * 100);
    expect(await available()).toBe(before - total);
    const [pedido] = await t.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.numpedido, numpedido));
    expect(pedido!.status).toBe('ENVIADO');
    const list = (await getFaturas(ana)).json();
    const fatura = list.faturas.find((f: { numpedido: number }) => f.numpedido === numpedido);
    expect(fatura).toMatchObject({ status: 'ABERTA', valor: totalpedido });
    expect((Date.parse(fatura.vencimento) - Date.parse(fatura.emissao)) / 86_400_000).toBe(28);
    expect(list.limite_credito_disponivel).toBe((before - total) / 100);
  });

  it('refuses an order above the available credit with the amounts, and writes nothing', async () => {
    await setAvailable(5000);
    const before = {
      disponivel: await available(),
      pedidos: await count(pedidos),
      faturas: await count(faturas),
      creditos: await count(creditosConsumidos),
    };
    const res = await order([{ id: vinho.idproduto, quantidade: 2 }]);
    expect(res.statusCode).toBe(422);
    const mensagem: string = res.json().mensagem;
    expect(mensagem).toContain('ultrapassa o seu limite de crédito disponível');
    expect(mensagem).toContain(formatBRL(centavos(before.disponivel)));
    expect({
      disponivel: await available(),
      pedidos: await count(pedidos),
      faturas: await count(faturas),
      creditos: await count(creditosConsumidos),
    }).toEqual(before);
  });

  it('refuses invoice credit to a customer without a limit', async () => {
    const saved = await available();
    await t.database.db
      .update(cadastrosCliente)
      .set({ limiteCreditoTotalCentavos: centavos(0) })
      .where(
        and(
          eq(cadastrosCliente.idfornecedor, SERRA),
          eq(cadastrosCliente.idcliente, ana.idcliente),
        ),
      );
    const res = await order([{ id: cafe.idproduto, quantidade: 4 }]);
    expect(res.json().mensagem).toBe(INVOICE_MSG.noCredit);
    expect(res.statusCode).toBe(422);
    await t.database.db
      .update(cadastrosCliente)
      .set({ limiteCreditoTotalCentavos: centavos(200000) })
      .where(
        and(
          eq(cadastrosCliente.idfornecedor, SERRA),
          eq(cadastrosCliente.idcliente, ana.idcliente),
        ),
      );
    expect(await available()).toBe(saved);
  });

  it('lets only one of two racing orders through when the credit covers one', async () => {
    // Each order (about R$ 110–130 with the fee) fits in R$ 200,00; both together do not.
    await setAvailable(20000);
    const results = await Promise.all([
      order([{ id: vinho.idproduto, quantidade: 2 }]),
      order([{ id: cafe.idproduto, quantidade: 6 }]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = results.find((r) => r.statusCode === 422)!;
    expect(loser.json().mensagem).toContain('ultrapassa o seu limite de crédito disponível');
    const winner = results.find((r) => r.statusCode === 200)!;
    expect(await available()).toBe(20000 - Math.round(winner.json().totalpedido * 100));
  });

  it('takes the credit atomically on concurrent connections (conditional UPDATE)', async () => {
    await setAvailable(1000);
    const db = t.database.db;
    const attempt = () =>
      db.transaction(async (tx) => {
        const ok = await consumeCredit(tx, SERRA, ana.idcliente, centavos(700));
        // Hold the row lock a moment so the other transaction really waits on it.
        await tx.execute(sql`select pg_sleep(0.05)`);
        return ok;
      });
    const results = await Promise.all([attempt(), attempt()]);
    expect(results.sort()).toEqual([false, true]);
    expect(await available()).toBe(300);
  });
});

describe('creditLifecycleEffects (cancellation releases the credit)', () => {
  it('gives the credit back once and cancels the open fatura', async () => {
    await setAvailable(100000);
    const res = await order([{ id: vinho.idproduto, quantidade: 3 }]);
    expect(res.statusCode).toBe(200);
    const { numpedido, totalpedido } = res.json();
    const total = centavos(Math.round(totalpedido * 100));
    expect(await available()).toBe(100000 - total);
    const effects = creditLifecycleEffects();
    const lifecycleOrder = {
      numpedido,
      idfornecedor: SERRA,
      idcliente: ana.idcliente,
      idformapagto: faturadoA,
      status: StatusPedido.ENVIADO,
      totalCentavos: total,
    };
    for (let i = 0; i < 2; i++) {
      await t.database.db.transaction((tx) =>
        effects.inTransaction!(tx, OrderEvent.CANCELAR, lifecycleOrder, StatusPedido.CANCELADO),
      );
    }
    expect(await available()).toBe(100000);
    const [fatura] = await t.database.db
      .select()
      .from(faturas)
      .where(eq(faturas.numpedido, numpedido));
    expect(fatura!.status).toBe('CANCELADA');
    // Other events leave the credit alone.
    await t.database.db.transaction((tx) =>
      effects.inTransaction!(tx, OrderEvent.ENTREGAR, lifecycleOrder, StatusPedido.ENTREGUE),
    );
    expect(await available()).toBe(100000);
  });
});

describe('settleInvoice (a paid fatura gives its credit back)', () => {
  it('marks the open fatura paid and releases its credit, once', async () => {
    await setAvailable(100000);
    const res = await order([{ id: vinho.idproduto, quantidade: 4 }]);
    expect(res.statusCode).toBe(200);
    const { numpedido } = res.json();
    const held = 100000 - (await available());
    expect(held).toBeGreaterThan(0);
    const target = { numpedido, idfornecedor: SERRA, idcliente: ana.idcliente };
    const first = await t.database.db.transaction((tx) => settleInvoice(tx, target));
    const second = await t.database.db.transaction((tx) => settleInvoice(tx, target));
    expect([first, second]).toEqual([true, false]);
    expect(await available()).toBe(100000);
    const list = (await getFaturas(ana)).json();
    const fatura = list.faturas.find((f: { numpedido: number }) => f.numpedido === numpedido);
    expect(fatura.status).toBe('PAGA');
    // Another customer's key settles nothing.
    const other = await t.database.db.transaction((tx) =>
      settleInvoice(tx, { ...target, idcliente: padaria.idcliente }),
    );
    expect(other).toBe(false);
  });
});
