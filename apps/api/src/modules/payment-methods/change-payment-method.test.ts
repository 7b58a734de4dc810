import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PAYMENT_METHOD_CHANGE_MSG, centavos } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { createCustomer } from '../../../test/customers.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  cadastrosCliente,
  faturas,
  formasPagamento,
  fornecedores,
  pagamentos,
  pedidos,
  pedidoStatusHistorico,
} from '../../db/schema/index.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let cafe: Awaited<ReturnType<typeof productByName>>;
let anaEndereco: number;
const pay: Record<string, number> = {};

const vary = (preco: number, bp: number) => Math.floor((preco * (10_000 + bp) + 5_000) / 10_000);

async function methodOf(idfornecedor: string, tipo: string) {
  const [row] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(
      and(eq(formasPagamento.idfornecedor, idfornecedor), sql`${formasPagamento.tipo} = ${tipo}`),
    );
  return row!.idformapagto;
}

let quantity = 2;
/** A new Pix order of Ana (awaiting payment); each with one more unit, so never a duplicate. */
async function pixOrder(): Promise<{ numpedido: number; totalpedido: number }> {
  quantity += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
    headers: ana.headers,
    payload: {
      itens: [{ id: cafe.idproduto, quantidade: quantity }],
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: anaEndereco },
      formaPagamento: { idformapagto: pay.pix },
      canalVenda: 'WEB',
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const change = (
  s: { headers: Record<string, string> },
  numpedido: number,
  body: object,
  idfornecedor = SERRA,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/v4/orders/payment-method/${idfornecedor}/order/${numpedido}?idfornecedor=${idfornecedor}`,
    headers: s.headers,
    payload: body,
  });

async function state(numpedido: number) {
  const [pedido] = await t.database.db
    .select()
    .from(pedidos)
    .where(eq(pedidos.numpedido, numpedido));
  const rows = await t.database.db
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.numpedido, numpedido))
    .orderBy(desc(pagamentos.idpagamento));
  return { pedido: pedido!, pagamentos: rows };
}

beforeAll(async () => {
  t = await createTestApp();
  await withoutAutomaticCoupons(t);
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  for (const tipo of ['PIX', 'CARTAO', 'BOLETO', 'FATURADO'])
    pay[tipo.toLowerCase()] = await methodOf(SERRA, tipo);
  pay.pixMar = await methodOf(MAR, 'PIX');
  const addresses = await t.app.inject({
    method: 'GET',
    url: `/v1/app/vitrine-web~${ana.idcliente}/enderecos`,
    headers: ana.headers,
  });
  anaEndereco = addresses.json()[0].idendereco;
});
afterAll(() => t.close());

describe('PUT /v4/orders/payment-method/{idfornecedor}/order/{numpedido} (issue 10 §5)', () => {
  it('moves a Pix order to card: the pending Pix payment is cancelled, a card one is pending', async () => {
    const { numpedido, totalpedido } = await pixOrder();
    const res = await change(ana, numpedido, { idformapagto: pay.cartao, quantParcelas: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      numpedido,
      status: 'AGUARDANDOPAGAMENTO',
      formaPagamento: { idformapagto: pay.cartao, tipo: 'CARTAO' },
      quantParcelas: 3,
      totalpedido,
      mensagemSucesso: 'Forma de pagamento alterada para Cartão de crédito.',
    });
    const after = await state(numpedido);
    expect(after.pedido.idformapagto).toBe(pay.cartao);
    expect(after.pagamentos.map((p) => [p.tipo, p.status])).toEqual([
      ['CARTAO', 'PENDENTE'],
      ['PIX', 'CANCELADO'],
    ]);
    expect(after.pagamentos[0]!.valorCentavos).toBe(Math.round(totalpedido * 100));
    expect(after.pagamentos[0]!.quantParcelas).toBe(3);
  });

  it('moves an order to invoice credit: credit consumed, fatura issued, order sent on', async () => {
    const { numpedido, totalpedido } = await pixOrder();
    const total = Math.round(totalpedido * 100);
    const [before] = await t.database.db
      .select()
      .from(cadastrosCliente)
      .where(
        and(
          eq(cadastrosCliente.idfornecedor, SERRA),
          eq(cadastrosCliente.idcliente, ana.idcliente),
        ),
      );
    const res = await change(ana, numpedido, { idformapagto: pay.faturado, quantParcelas: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ENVIADO', statusTexto: 'Pedido recebido' });
    const [after] = await t.database.db
      .select()
      .from(cadastrosCliente)
      .where(
        and(
          eq(cadastrosCliente.idfornecedor, SERRA),
          eq(cadastrosCliente.idcliente, ana.idcliente),
        ),
      );
    expect(after!.limiteCreditoDisponivelCentavos).toBe(
      before!.limiteCreditoDisponivelCentavos - total,
    );
    const [fatura] = await t.database.db
      .select()
      .from(faturas)
      .where(eq(faturas.numpedido, numpedido));
    expect(fatura).toMatchObject({ status: 'ABERTA', valorCentavos: total });
    const history = await t.database.db
      .select()
      .from(pedidoStatusHistorico)
      .where(eq(pedidoStatusHistorico.numpedido, numpedido));
    expect(history.map((h) => h.status)).toEqual(['AGUARDANDOPAGAMENTO', 'ENVIADO']);
    expect((await state(numpedido)).pagamentos.map((p) => p.status)).toEqual(['CANCELADO']);
    // It no longer awaits payment: a second change is refused.
    const again = await change(ana, numpedido, { idformapagto: pay.pix, quantParcelas: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().mensagem).toBe(PAYMENT_METHOD_CHANGE_MSG.notAwaitingPayment);
  });

  it('refuses invoice credit above the limit and changes nothing', async () => {
    const { numpedido } = await pixOrder();
    await t.database.db
      .update(cadastrosCliente)
      .set({ limiteCreditoDisponivelCentavos: centavos(100) })
      .where(
        and(
          eq(cadastrosCliente.idfornecedor, SERRA),
          eq(cadastrosCliente.idcliente, ana.idcliente),
        ),
      );
    const before = await state(numpedido);
    const res = await change(ana, numpedido, { idformapagto: pay.faturado, quantParcelas: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toContain('ultrapassa o seu limite de crédito disponível');
    expect(await state(numpedido)).toEqual(before);
  });

  it('refuses bad changes with pt-BR messages and changes nothing', async () => {
    const { numpedido } = await pixOrder();
    const before = await state(numpedido);
    const installments = await change(ana, numpedido, {
      idformapagto: pay.boleto,
      quantParcelas: 2,
    });
    expect(installments.statusCode).toBe(422);
    expect(installments.json().mensagem).toBe(PAYMENT_METHOD_CHANGE_MSG.installmentsOnlyCard);
    const foreign = await change(ana, numpedido, { idformapagto: pay.pixMar, quantParcelas: 1 });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().mensagem).toBe('Forma de pagamento indisponível para este fornecedor');
    const tooMany = await change(ana, numpedido, { idformapagto: pay.cartao, quantParcelas: 13 });
    expect(tooMany.statusCode).toBe(400);
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: `/v4/orders/payment-method/${SERRA}/order/${numpedido}?idfornecedor=${MAR}`,
      headers: ana.headers,
      payload: { idformapagto: pay.cartao, quantParcelas: 1 },
    });
    expect([400, 403]).toContain(mismatch.statusCode);
    expect(await state(numpedido)).toEqual(before);
  });

  it("never touches another customer's order", async () => {
    const { numpedido } = await pixOrder();
    const before = await state(numpedido);
    const bruno = await createCustomer(t, SERRA, {
      nome: 'Bruno Lima',
      email: 'bruno.lima@exemplo.com.br',
      cpf: '39053344705',
    });
    const other = await change(bruno, numpedido, { idformapagto: pay.cartao, quantParcelas: 1 });
    expect(other.statusCode).toBe(404);
    const otherSupplier = await change(padaria, numpedido, {
      idformapagto: pay.cartao,
      quantParcelas: 1,
    });
    expect(otherSupplier.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/v4/orders/payment-method/${SERRA}/order/${numpedido}`,
      payload: { idformapagto: pay.cartao, quantParcelas: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await state(numpedido)).toEqual(before);
  });

  it('prices the order again where prices vary by payment method', async () => {
    await t.database.db
      .update(fornecedores)
      .set({ tags: sql`array_append(${fornecedores.tags}, 'support-price-variance-by-payment')` })
      .where(eq(fornecedores.idfornecedor, SERRA));
    await t.database.db
      .update(formasPagamento)
      .set({ ajustePrecoBp: -500 })
      .where(eq(formasPagamento.idformapagto, pay.pix!));
    t.suppliersChanged();
    const { numpedido } = await pixOrder();
    const pixItems = (await state(numpedido)).pedido.totalItensCentavos;
    const res = await change(ana, numpedido, { idformapagto: pay.cartao, quantParcelas: 1 });
    expect(res.statusCode).toBe(200);
    const after = await state(numpedido);
    // Same §5 rule (wholesale from 6 units), at the card's price instead of the Pix one.
    const cardUnit = after.pedido.totalItensCentavos / quantity;
    expect(Number.isInteger(cardUnit)).toBe(true);
    expect(pixItems).toBe(quantity * vary(cardUnit, -500));
    expect(pixItems).toBeLessThan(after.pedido.totalItensCentavos);
    expect(after.pedido.totalCentavos).toBe(
      after.pedido.totalItensCentavos +
        after.pedido.taxaEntregaCentavos -
        after.pedido.descontoCentavos,
    );
    expect(after.pagamentos[0]!.valorCentavos).toBe(after.pedido.totalCentavos);
    expect(Math.round(res.json().totalpedido * 100)).toBe(after.pedido.totalCentavos);
  });
});
