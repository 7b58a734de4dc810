import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centavos, isChaveAcessoValida, OrderEvent } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { loginAttendant, type AttendantLogin } from '../../../test/attendant-session.ts';
import { createCustomer } from '../../../test/customers.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  cadastrosCliente,
  enderecos,
  faturas,
  formasPagamento,
  lojas,
  notasFiscais,
  pagamentos,
  pedidoAvaliacoes,
  pedidoEfeitosFalhos,
  pedidos,
  pedidoStatusHistorico,
} from '../../db/schema/index.ts';
import { runOrderEvent } from './order-operations.ts';

const SERRA: string = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR: string = DEMO_SUPPLIERS.marAzul.idfornecedor;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let carla: AttendantLogin;
let rafael: AttendantLogin;
let boleto: number;
let endereco: number;

const op = (
  s: AttendantLogin,
  idfornecedor: string,
  numpedido: number,
  path: string,
  payload?: object,
) =>
  t.app.inject({
    method: 'POST',
    url: `/v4/atendente/fornecedor/${idfornecedor}/pedido/${numpedido}/${path}`,
    headers: s.headers,
    payload: payload ?? {},
  });
const event = (numpedido: number, evento: string, who = carla, idfornecedor = SERRA) =>
  op(who, idfornecedor, numpedido, 'evento', { evento });
const detail = (s: DemoSession, numpedido: number) =>
  t.app.inject({ method: 'GET', url: `/v4/app/orders/get-order/${numpedido}`, headers: s.headers });
const statusOf = async (numpedido: number) =>
  (await t.database.db.select().from(pedidos).where(eq(pedidos.numpedido, numpedido)))[0]!;

async function placeAna(itens: { id: number; quantidade: number }[], extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
    headers: ana.headers,
    payload: {
      itens,
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: endereco },
      formaPagamento: { idformapagto: boleto },
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ numpedido: number }>().numpedido;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  carla = await loginAttendant(t, 'serraVerde');
  rafael = await loginAttendant(t, 'marAzul');
  const [b] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, 'BOLETO')));
  boleto = b!.idformapagto;
  const [e] = await t.database.db
    .select()
    .from(enderecos)
    .where(eq(enderecos.idcliente, ana.idcliente));
  endereco = e!.idendereco;
});
afterAll(() => t.close());

describe('fulfilment by the supplier staff, invoicing and the NF-e (ADR 0019, 0024, 0025)', () => {
  let numpedido: number;
  let maca: number;

  it('picks, weighs and invoices: lines repriced, NF-e issued with a valid key', async () => {
    maca = (await productByName(t, SERRA, 'Maçã Fuji')).idproduto;
    const cafe = (await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g')).idproduto;
    numpedido = await placeAna([
      { id: maca, quantidade: 2 },
      { id: cafe, quantidade: 2 },
    ]);
    // Not yet picking: finishing is refused and nothing changes.
    const early = await op(carla, SERRA, numpedido, 'concluir-separacao', { itens: [] });
    expect(early.statusCode).toBe(422);
    expect(early.json().mensagem).toBe(
      'Esta ação não é permitida para um pedido com a situação "Pedido recebido".',
    );
    expect((await event(numpedido, 'INICIAR_SEPARACAO')).json()).toMatchObject({
      status: 'SEPARANDO',
      statusTexto: 'Em separação',
    });
    const unknown = await op(carla, SERRA, numpedido, 'concluir-separacao', {
      itens: [{ id: 999999, quantidade: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect((await statusOf(numpedido)).status).toBe('SEPARANDO');

    const done = await op(carla, SERRA, numpedido, 'concluir-separacao', {
      itens: [{ id: maca, quantidade: 1.837 }],
    });
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json();
    expect(body.status).toBe('PAGO');
    expect(isChaveAcessoValida(body.chaveNfe)).toBe(true);
    expect(body.chaveNfe.slice(6, 20)).toBe('11444777000161');
    expect(body.codigoErp).toMatch(/^1-\d{8}$/);
    const d = (await detail(ana, numpedido)).json();
    const line = d.itens.find((i: { id: number }) => i.id === maca);
    expect(line).toMatchObject({ quantidade: 2, quantidadeFaturada: 1.837, total: 23.7 }); // 12.90 × 1.837
    expect(d.totalItens).toBe(61.68);
    expect(d.totalpedido).toBe(body.totalpedido);
    expect(d.notaFiscal).toMatchObject({ chave: body.chaveNfe, ambiente: 2, serie: 1 });
    expect(d.acoes).toMatchObject({ documentosFiscais: true, cancelar: true, avaliar: false });
    // The staff read the same order (any customer's, of their supplier only).
    const staff = await t.app.inject({
      method: 'GET',
      url: `/v4/atendente/fornecedor/${SERRA}/pedido/${numpedido}`,
      headers: carla.headers,
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ numpedido, chaveNfe: body.chaveNfe });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v4/atendente/fornecedor/${MAR}/pedido/${numpedido}`,
      headers: rafael.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(d.historico.map((h: { status: string }) => h.status)).toEqual([
      'ENVIADO',
      'SEPARANDO',
      'PAGO',
    ]);
  });

  it('serves the XML (homologação, SEM VALOR FISCAL, totals = order) and the DANFE to the buyer only', async () => {
    const xml = await t.app.inject({
      method: 'GET',
      url: `/v4/app/orders/${numpedido}/nfe-xml`,
      headers: ana.headers,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/application\/xml/);
    const nfe = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml.body);
    const inf = nfe.NFe.infNFe;
    const order = await statusOf(numpedido);
    expect(inf['@_Id']).toBe(`NFe${order.chaveNfe}`);
    expect(inf.ide.tpAmb).toBe('2');
    expect(inf.ide.mod).toBe('55');
    expect(inf.dest.xNome).toBe('NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL');
    expect(inf.infAdic.infCpl).toContain('SEM VALOR FISCAL');
    expect(Number(inf.total.ICMSTot.vNF)).toBeCloseTo(order.totalCentavos / 100, 2);
    expect(nfe.NFe['@_xmlns']).toBe('http://www.portalfiscal.inf.br/nfe');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v4/danfe/${numpedido}/${SERRA}`,
      headers: ana.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another customer of the supplier: 404; of another supplier: 403 (the path names serra-verde).
    const bruno = await createCustomer(t, SERRA, {
      nome: 'Bruno Lima',
      email: 'bruno.fiscal@exemplo.com.br',
      cpf: '39053344705',
    });
    for (const url of [`/v4/danfe/${numpedido}/${SERRA}`, `/v4/app/orders/${numpedido}/nfe-xml`]) {
      const other = await t.app.inject({ method: 'GET', url, headers: bruno.headers });
      expect(other.statusCode, url).toBe(404);
    }
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v4/danfe/${numpedido}/${SERRA}`,
      headers: padaria.headers,
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v4/app/orders/${numpedido}/nfe-xml`,
          headers: padaria.headers,
        })
      ).statusCode,
    ).toBe(404);
    const wrongSupplier = await t.app.inject({
      method: 'GET',
      url: `/v4/danfe/${numpedido}/${MAR}`,
      headers: ana.headers,
    });
    // The path names another supplier than the session's: refused before any lookup.
    expect(wrongSupplier.statusCode).toBe(403);
  });

  it('refuses the XML before invoicing, and other suppliers’ staff', async () => {
    const fresh = await placeAna([{ id: maca, quantidade: 4 }]);
    const xml = await t.app.inject({
      method: 'GET',
      url: `/v4/app/orders/${fresh}/nfe-xml`,
      headers: ana.headers,
    });
    expect(xml.statusCode).toBe(404);
    expect(xml.json().mensagem).toBe('A nota fiscal deste pedido ainda não foi emitida.');
    // Rafael (mar-azul) naming serra-verde: 403; naming his own supplier: no such order there.
    expect((await event(fresh, 'INICIAR_SEPARACAO', rafael, SERRA)).statusCode).toBe(403);
    expect((await event(fresh, 'INICIAR_SEPARACAO', rafael, MAR)).statusCode).toBe(404);
    expect((await statusOf(fresh)).status).toBe('ENVIADO');
  });

  it('refuses weights whose total would not fit, and changes nothing', async () => {
    const cafe = (await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g')).idproduto;
    const order = await placeAna([
      { id: maca, quantidade: 3 },
      { id: cafe, quantidade: 3 },
    ]);
    expect((await event(order, 'INICIAR_SEPARACAO')).statusCode).toBe(200);
    const before = await statusOf(order);
    const res = await op(carla, SERRA, order, 'concluir-separacao', {
      itens: [
        { id: maca, quantidade: 1_000_000 },
        { id: cafe, quantidade: 1_000_000 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe('O valor do pedido excede o limite permitido.');
    expect(await statusOf(order)).toEqual(before);
  });

  it('goes out, comes back, is delivered; the buyer cannot cancel once out; then rates once', async () => {
    expect((await event(numpedido, 'DESPACHAR')).json().status).toBe('EMENTREGA');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v4/app/orders/${numpedido}/cancelar`,
      headers: ana.headers,
    });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().mensagem).toBe(
      'Este pedido não pode mais ser cancelado: ele já saiu da loja ou foi concluído.',
    );
    expect((await event(numpedido, 'RETORNAR')).json().status).toBe('PAGO');
    expect((await event(numpedido, 'DESPACHAR')).json().status).toBe('EMENTREGA');
    const rateUrl = `/v1/app/${ana.idcliente}/pedido/${numpedido}/avaliar`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const early = await t.app.inject({
      method: 'POST',
      url: rateUrl,
      headers: { ...ana.headers, ...form },
      payload: 'estrelas=5',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().mensagem).toBe('Só é possível avaliar um pedido entregue.');
    expect((await event(numpedido, 'ENTREGAR')).json().status).toBe('ENTREGUE');
    expect((await event(numpedido, 'CANCELAR')).statusCode).toBe(422);

    const bad = await t.app.inject({
      method: 'POST',
      url: rateUrl,
      headers: { ...ana.headers, ...form },
      payload: 'estrelas=6',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().mensagem).toBe('Escolha de 1 a 5 estrelas.');
    const notMine = await t.app.inject({
      method: 'POST',
      url: rateUrl,
      headers: { ...padaria.headers, ...form },
      payload: 'estrelas=1',
    });
    expect(notMine.statusCode).toBe(403);
    const rated = await t.app.inject({
      method: 'POST',
      url: rateUrl,
      headers: { ...ana.headers, ...form },
      payload: `estrelas=5&comentario=${encodeURIComponent('Frutas ótimas, entrega no horário.')}`,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ estrelas: 5, mensagem: 'Obrigado pela avaliação!' });
    const again = await t.app.inject({
      method: 'POST',
      url: rateUrl,
      headers: { ...ana.headers, ...form },
      payload: 'estrelas=1',
    });
    expect(again.statusCode).toBe(409);
    const stored = await t.database.db
      .select()
      .from(pedidoAvaliacoes)
      .where(eq(pedidoAvaliacoes.numpedido, numpedido));
    expect(stored).toEqual([
      expect.objectContaining({ estrelas: 5, comentario: 'Frutas ótimas, entrega no horário.' }),
    ]);
    expect((await detail(ana, numpedido)).json()).toMatchObject({
      avaliacao: { estrelas: 5, comentario: 'Frutas ótimas, entrega no horário.' },
      acoes: { avaliar: false, cancelar: false },
    });
  });
});

describe('cancellation by the buyer and the lifecycle effects', () => {
  it('cancels an order that has not left, with the history; another customer gets 404', async () => {
    const maca = (await productByName(t, SERRA, 'Maçã Fuji')).idproduto;
    const numpedido = await placeAna([{ id: maca, quantidade: 4.5 }]);
    const url = `/v4/app/orders/${numpedido}/cancelar`;
    const other = await t.app.inject({ method: 'POST', url, headers: padaria.headers });
    expect(other.statusCode).toBe(404);
    expect((await statusOf(numpedido)).status).toBe('ENVIADO');
    const res = await t.app.inject({ method: 'POST', url, headers: ana.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELADO', statusTexto: 'Cancelado' });
    const history = await t.database.db
      .select()
      .from(pedidoStatusHistorico)
      .where(eq(pedidoStatusHistorico.numpedido, numpedido));
    expect(history.map((h) => [h.status, h.evento])).toEqual([
      ['ENVIADO', null],
      ['CANCELADO', 'CANCELAR'],
    ]);
    expect((await t.app.inject({ method: 'POST', url, headers: ana.headers })).statusCode).toBe(
      422,
    );
  });

  it('lets only one of two simultaneous cancellations through, and refuses an unknown event', async () => {
    const cafe = (await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g')).idproduto;
    const numpedido = await placeAna([{ id: cafe, quantidade: 4 }]);
    const url = `/v4/app/orders/${numpedido}/cancelar`;
    const replies = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: ana.headers }),
      event(numpedido, 'CANCELAR'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const history = await t.database.db
      .select()
      .from(pedidoStatusHistorico)
      .where(eq(pedidoStatusHistorico.numpedido, numpedido));
    expect(history.filter((h) => h.status === 'CANCELADO')).toHaveLength(1);
    const unknown = await event(numpedido, 'PRECIFICAR_ORCAMENTO');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().mensagem).toBe('Ação inválida para o pedido.');
  });

  it('runs effects in the transaction (a failure rolls back) and records after-commit failures', async () => {
    const maca = (await productByName(t, SERRA, 'Maçã Fuji')).idproduto;
    const numpedido = await placeAna([{ id: maca, quantidade: 5 }]);
    const seen: string[] = [];
    const failing = {
      db: t.database.db,
      log: t.app.log,
      effects: {
        inTransaction: async () => {
          throw new Error('crédito indisponível');
        },
      },
    };
    await expect(
      runOrderEvent(failing, { idfornecedor: SERRA, numpedido }, OrderEvent.CANCELAR),
    ).rejects.toThrow('crédito indisponível');
    expect((await statusOf(numpedido)).status).toBe('ENVIADO');

    const afterFails = {
      db: t.database.db,
      log: t.app.log,
      effects: {
        inTransaction: async (
          _tx: unknown,
          e: string,
          o: { totalCentavos: number },
          next: string,
        ) => {
          seen.push(`tx:${e}:${next}:${o.totalCentavos}`);
        },
        afterCommit: async () => {
          throw new Error('gateway fora do ar');
        },
      },
    };
    const applied = await runOrderEvent(
      afterFails,
      { idfornecedor: SERRA, numpedido },
      OrderEvent.CANCELAR,
    );
    expect(applied.next).toBe('CANCELADO');
    expect(seen).toEqual([`tx:CANCELAR:CANCELADO:${(await statusOf(numpedido)).totalCentavos}`]);
    expect((await statusOf(numpedido)).status).toBe('CANCELADO');
    const failures = await t.database.db
      .select()
      .from(pedidoEfeitosFalhos)
      .where(eq(pedidoEfeitosFalhos.numpedido, numpedido));
    expect(failures).toEqual([
      expect.objectContaining({ evento: 'CANCELAR', erro: 'gateway fora do ar' }),
    ]);
  });
});

describe('quotes (support-budget)', () => {
  it('takes a quote request at mar-azul, refuses one at serra-verde', async () => {
    const maca = (await productByName(t, SERRA, 'Maçã Fuji')).idproduto;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
      headers: ana.headers,
      payload: {
        itens: [{ id: maca, quantidade: 1 }],
        idfornecedor: SERRA,
        enderecoentrega: { idendereco: endereco },
        formaPagamento: { idformapagto: boleto },
        orcamento: true,
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().mensagem).toBe('Este fornecedor não recebe pedidos de orçamento.');
  });

  it('is priced by the attendant and accepted by the buyer into a prepaid order', async () => {
    const farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
    const [pix] = await t.database.db
      .select()
      .from(formasPagamento)
      .where(and(eq(formasPagamento.idfornecedor, MAR), eq(formasPagamento.tipo, 'PIX')));
    const [loja] = await t.database.db.select().from(lojas).where(eq(lojas.idfornecedor, MAR));
    const placed = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${padaria.idcliente}/pedido`,
      headers: padaria.headers,
      payload: {
        itens: [{ id: farinha.idproduto, quantidade: 3 }],
        idfornecedor: MAR,
        tipoEntrega: 'RETIRADA',
        lojaRetira: { idloja: loja!.idloja },
        formaPagamento: { idformapagto: pix!.idformapagto },
        orcamento: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const numpedido = placed.json().numpedido;
    const order = await statusOf(numpedido);
    expect(order).toMatchObject({ status: 'ORCAMENTO_NOVO', canalOrigem: 'ORCAMENTO_WEB' });
    expect(
      await t.database.db.select().from(pagamentos).where(eq(pagamentos.numpedido, numpedido)),
    ).toEqual([]);

    const accept = `/v4/app/orders/${numpedido}/aceitar-orcamento`;
    const early = await t.app.inject({ method: 'POST', url: accept, headers: padaria.headers });
    expect(early.statusCode).toBe(422);
    expect(early.json().mensagem).toBe('Este orçamento ainda não foi precificado pelo fornecedor.');

    const missing = await op(rafael, MAR, numpedido, 'precificar', {
      itens: [{ id: 999999, precoUnitario: 1 }],
    });
    expect(missing.statusCode).toBe(422);
    const priced = await op(rafael, MAR, numpedido, 'precificar', {
      itens: [{ id: farinha.idproduto, precoUnitario: 100.5 }],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    // The discount given at placement (the automatic coupon) stays; the items are repriced.
    const desconto = (await statusOf(numpedido)).descontoCentavos;
    const total = (30150 - desconto) / 100;
    expect(priced.json()).toMatchObject({ status: 'ORCAMENTO_PRECIFICADO', totalpedido: total });

    expect(
      (await t.app.inject({ method: 'POST', url: accept, headers: ana.headers })).statusCode,
    ).toBe(404);
    const accepted = await t.app.inject({ method: 'POST', url: accept, headers: padaria.headers });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'AGUARDANDOPAGAMENTO', totalpedido: total });
    const [payment] = await t.database.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.numpedido, numpedido));
    expect(payment).toMatchObject({
      status: 'PENDENTE',
      tipo: 'PIX',
      valorCentavos: 30150 - desconto,
    });
  });
});

describe('a quote paid by invoice credit', () => {
  it('reserves nothing for the request, and the priced total when the buyer accepts', async () => {
    const db = t.database.db;
    const farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
    const [faturado] = await db
      .insert(formasPagamento)
      .values({
        idfornecedor: MAR,
        descricao: 'Faturado 14 dias',
        tipo: 'FATURADO',
        exigePagamentoAntecipado: false,
        prazoDias: 14,
      })
      .returning();
    t.suppliersChanged();
    const padariaAtMar = and(
      eq(cadastrosCliente.idcliente, padaria.idcliente),
      eq(cadastrosCliente.idfornecedor, MAR),
    );
    await db
      .update(cadastrosCliente)
      .set({
        limiteCreditoTotalCentavos: centavos(100_000),
        limiteCreditoDisponivelCentavos: centavos(100_000),
      })
      .where(padariaAtMar);
    const available = async () =>
      (await db.select().from(cadastrosCliente).where(padariaAtMar))[0]!
        .limiteCreditoDisponivelCentavos;
    const [loja] = await db.select().from(lojas).where(eq(lojas.idfornecedor, MAR));
    const placed = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${padaria.idcliente}/pedido`,
      headers: padaria.headers,
      payload: {
        itens: [{ id: farinha.idproduto, quantidade: 2 }],
        idfornecedor: MAR,
        tipoEntrega: 'RETIRADA',
        lojaRetira: { idloja: loja!.idloja },
        formaPagamento: { idformapagto: faturado!.idformapagto },
        orcamento: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const numpedido = placed.json().numpedido;
    expect(await available()).toBe(100_000);
    expect(await db.select().from(faturas).where(eq(faturas.numpedido, numpedido))).toEqual([]);

    const priced = await op(rafael, MAR, numpedido, 'precificar', {
      itens: [{ id: farinha.idproduto, precoUnitario: 90 }],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const total = (await statusOf(numpedido)).totalCentavos;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/v4/app/orders/${numpedido}/aceitar-orcamento`,
      headers: padaria.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ENVIADO' });
    expect(await available()).toBe(100_000 - total);
    const [fatura] = await db.select().from(faturas).where(eq(faturas.numpedido, numpedido));
    expect(fatura).toMatchObject({ valorCentavos: total, status: 'ABERTA' });
  });
});

describe('order list filters, pagination and export', () => {
  const list = (query: string, s = ana) =>
    t.app.inject({
      method: 'GET',
      url: `/v4/app/pedido/cliente/${s.idcliente}?${query}`,
      headers: s.headers,
    });

  it('filters by status, channel and period, and pages', async () => {
    const all = (await list('porPagina=100')).json();
    expect(all.total).toBe(all.pedidos.length);
    const delivered = (await list('status=ENTREGUE')).json();
    expect(delivered.pedidos.length).toBeGreaterThan(0);
    expect(delivered.pedidos.every((p: { status: string }) => p.status === 'ENTREGUE')).toBe(true);
    const manual = (await list('canal=VENDA_MAIS_WEB')).json();
    expect(manual.pedidos.map((p: { canalOrigemTexto: string }) => p.canalOrigemTexto)).toEqual(
      manual.pedidos.map(() => 'Venda+ web'),
    );
    expect((await list('canal=TODOS')).json().total).toBe(all.total);
    const page = (await list('porPagina=2&pagina=2')).json();
    expect(page).toMatchObject({ pagina: 2, porPagina: 2, total: all.total });
    expect(page.pedidos.map((p: { numpedido: number }) => p.numpedido)).toEqual(
      all.pedidos.slice(2, 4).map((p: { numpedido: number }) => p.numpedido),
    );
    const far = (await list('de=2000-01-01&ate=2000-01-31')).json();
    expect(far).toMatchObject({ total: 0, pedidos: [] });
    const reversed = await list('de=2026-02-01&ate=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().mensagem).toBe(
      'Informe um período válido: a data inicial deve ser anterior à final.',
    );
    expect((await list('canal=XPTO')).statusCode).toBe(400);
    const withPayment = all.pedidos.find(
      (p: { statusPagamento: string | null }) => p.statusPagamento,
    );
    expect(withPayment ?? null).toBeDefined();
  });

  it('exports the filtered orders as XLSX and CSV, with pt-BR headers and BRL values', async () => {
    const url = `/v4/orders/export/${ana.idcliente}`;
    const xlsx = await t.app.inject({
      method: 'POST',
      url,
      headers: ana.headers,
      payload: { formato: 'xlsx', status: 'ENTREGUE' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/attachment; filename="pedidos-.*\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = book.getWorksheet('Pedidos')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Pedido');
    expect(sheet.getRow(1).getCell(11).value).toBe('Total (R$)');
    const delivered = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pedidos)
      .where(and(eq(pedidos.idcliente, ana.idcliente), eq(pedidos.status, 'ENTREGUE')));
    expect(sheet.rowCount - 1).toBe(delivered[0]!.n);
    expect(sheet.getColumn(11).numFmt).toBe('"R$" #,##0.00');

    const csv = await t.app.inject({
      method: 'POST',
      url,
      headers: ana.headers,
      payload: { formato: 'csv' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const text = csv.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\n')[0]).toContain('Pedido;Data;Situação;Canal de venda');
    expect(text).toMatch(/R\$\s?\d/);

    const other = await t.app.inject({
      method: 'POST',
      url,
      headers: padaria.headers,
      payload: {},
    });
    expect(other.statusCode).toBe(403);
  });

  it('builds exports asked for at the same time one after the other, a refused one not blocking the next', async () => {
    const url = `/v4/orders/export/${ana.idcliente}`;
    const ask = (payload: object) =>
      t.app.inject({ method: 'POST', url, headers: ana.headers, payload });
    const [reversed, xlsx, csv] = await Promise.all([
      ask({ formato: 'csv', de: '2026-05-10', ate: '2026-05-01' }),
      ask({ formato: 'xlsx' }),
      ask({ formato: 'csv' }),
    ]);
    expect(reversed.statusCode).toBe(400);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx"/);
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload.toString('utf8').split('\n')[0]).toContain('Pedido;Data;Situação');
  });

  it('seeded an invoiced delivered order with its NF-e and a priced quote', async () => {
    const seeded = await t.database.db
      .select()
      .from(pedidos)
      .where(like(pedidos.numPedidoCliente, 'DEMO-%'));
    expect(seeded.map((p) => p.status).sort()).toEqual(
      [
        'CANCELADO',
        'EMENTREGA',
        'ENTREGUE',
        'ENTREGUE',
        'ENTREGUE',
        'ENVIADO',
        'ORCAMENTO_NOVO',
        'ORCAMENTO_PRECIFICADO',
      ].sort(),
    );
    const notas = await t.database.db.select().from(notasFiscais);
    expect(notas.length).toBeGreaterThanOrEqual(4);
    expect(notas.every((n) => isChaveAcessoValida(n.chave))).toBe(true);
  });
});
