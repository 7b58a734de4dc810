import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer, type TestCustomer } from '../../../test/customers.ts';
import { productByName } from '../../../test/session.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  enderecos,
  formasEntrega,
  formasPagamento,
  janelasEntrega,
  pedidos,
} from '../../db/schema/index.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;

let t: TestApp;
let vinho: { idproduto: number; precoCentavos: number };
let boleto: number;
let programada: { id: string; janelas: { idjanela: number; inicio: string }[] };
let expressa: { id: string; janelas: { idjanela: number }[] };
let retirada: { id: string; janelas: { idjanela: number }[] };
let customers = 0;

/** The minimum text (Intl puts a no-break space after R$). */
const BELOW_EXPRESS_MINIMUM = expect.stringMatching(
  /^Pedido mínimo para esta forma de entrega: R\$\s80,00$/,
);

async function customer(): Promise<TestCustomer> {
  customers += 1;
  return createCustomer(t, SERRA, {
    nome: `Cliente Entrega ${customers}`,
    email: `entrega${customers}@exemplo.com.br`,
    cpf: generateCpf(),
  });
}

async function formOf(nome: string) {
  const [form] = await t.database.db
    .select()
    .from(formasEntrega)
    .where(eq(formasEntrega.nome, nome));
  const janelas = await t.database.db
    .select()
    .from(janelasEntrega)
    .where(eq(janelasEntrega.idformaentrega, form!.idformaentrega))
    .orderBy(janelasEntrega.inicio);
  return { id: String(form!.idformaentrega), janelas };
}

/** The dates and windows the lookup offers `c` for a form, with `units` bottles in the cart. */
async function offered(c: TestCustomer, units: number, formId: string) {
  await t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web~${c.idcliente}/usuario/${c.idcliente}/cart?idfornecedor=${SERRA}`,
    headers: c.headers,
    payload: { cartItens: [{ id: vinho.idproduto, quantidade: units }] },
  });
  const res = await t.app.inject({
    url: `/v4/app/vitrine-web~${c.idcliente}/formas-entrega/${SERRA}?idendereco=${c.idendereco}&tipoEntrega=DELIVERY`,
    headers: c.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().formas.find((f: { id: string }) => f.id === formId) as {
    taxaEntrega: number;
    agendamentos: { data: string; janelas: { idjanela: number; vagas: number }[] }[];
  };
}

/** Places `c`'s order of `units` bottles, by boleto, to their address; `extra` adds body fields. */
function order(
  c: TestCustomer,
  units: number,
  formaEntrega: object | undefined,
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${c.idcliente}/pedido`,
    headers: c.headers,
    payload: {
      itens: [{ id: vinho.idproduto, quantidade: units }],
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: c.idendereco },
      formaEntrega,
      formaPagamento: { idformapagto: boleto },
      canalVenda: 'WEB',
      ...extra,
    },
  });
}

const orderCount = async () => (await t.database.db.select().from(pedidos)).length;

beforeAll(async () => {
  t = await createTestApp();
  await withoutAutomaticCoupons(t);
  vinho = await productByName(t, SERRA, 'Vinho Tinto Miolo Seleção 750 ml');
  const [b] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(eq(formasPagamento.descricao, 'Boleto bancário'));
  boleto = b!.idformapagto;
  programada = await formOf('Entrega programada');
  expressa = await formOf('Entrega expressa');
  retirada = await formOf('Retirada na loja');
});
afterAll(() => t.close());

describe('an order re-checks its delivery inside the order transaction (spec §4 Delivery)', () => {
  it('books the chosen window: the fee, form, date and window are the server’s, and the lookup counts the place', async () => {
    const ana = await customer();
    const form = await offered(ana, 3, programada.id);
    const day = form.agendamentos[1]!;
    const janela = day.janelas[1]!;
    const res = await order(ana, 3, {
      id: programada.id,
      data_de_entrega: day.data,
      idjanela: janela.idjanela,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().taxaentrega).toBe(12.9);
    const detail = await t.app.inject({
      url: `/v4/app/orders/get-order/${res.json().numpedido}`,
      headers: ana.headers,
    });
    expect(detail.json().formaEntrega).toMatchObject({
      id: programada.id,
      nome: 'Entrega programada',
      data_de_entrega: day.data,
      janela: { idjanela: janela.idjanela },
    });
    const other = await customer();
    const after = await offered(other, 3, programada.id);
    const sameWindow = after.agendamentos
      .find((a) => a.data === day.data)!
      .janelas.find((j) => j.idjanela === janela.idjanela)!;
    expect(sameWindow.vagas).toBe(janela.vagas - 1);
  });

  it("refuses a window that filled meanwhile with 'O horário de entrega escolhido esgotou. Escolha outro horário.', writing nothing", async () => {
    const [first, second] = [await customer(), await customer()];
    const day = (await offered(first, 3, programada.id)).agendamentos[2]!;
    const idjanela = programada.janelas[0]!.idjanela;
    await offered(second, 4, programada.id);
    await t.database.db
      .update(janelasEntrega)
      .set({ capacidade: 1 })
      .where(eq(janelasEntrega.idjanela, idjanela));
    try {
      const chosen = { id: programada.id, data_de_entrega: day.data, idjanela };
      expect((await order(first, 3, chosen)).statusCode).toBe(200);
      const before = await orderCount();
      const late = await order(second, 4, chosen);
      expect(late.statusCode).toBe(422);
      expect(late.json()).toMatchObject({
        mensagem: 'O horário de entrega escolhido esgotou. Escolha outro horário.',
        campo: 'formaEntrega.idjanela',
      });
      expect(await orderCount()).toBe(before);
      // The lookup no longer offers it on that date.
      const now = await offered(second, 4, programada.id);
      const offeredDay = now.agendamentos.find((a) => a.data === day.data);
      expect(offeredDay?.janelas.map((j) => j.idjanela) ?? []).not.toContain(idjanela);
    } finally {
      await t.database.db
        .update(janelasEntrega)
        .set({ capacidade: 20 })
        .where(eq(janelasEntrega.idjanela, idjanela));
    }
  });

  it('gives the last place of a window to exactly one of two racing orders', async () => {
    const [a, b] = [await customer(), await customer()];
    const day = (await offered(a, 3, programada.id)).agendamentos[3]!;
    await offered(b, 3, programada.id);
    const idjanela = programada.janelas[1]!.idjanela;
    await t.database.db
      .update(janelasEntrega)
      .set({ capacidade: 1 })
      .where(eq(janelasEntrega.idjanela, idjanela));
    try {
      const chosen = { id: programada.id, data_de_entrega: day.data, idjanela };
      const results = await Promise.all([order(a, 3, chosen), order(b, 3, chosen)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const booked = await t.database.db
        .select()
        .from(pedidos)
        .where(eq(pedidos.idjanela, idjanela));
      expect(booked.filter((p) => p.dataEntrega === day.data)).toHaveLength(1);
    } finally {
      await t.database.db
        .update(janelasEntrega)
        .set({ capacidade: 20 })
        .where(eq(janelasEntrega.idjanela, idjanela));
    }
  });

  it('refuses a date the form does not offer, a window of another form and a form below its minimum', async () => {
    const c = await customer();
    await offered(c, 3, programada.id);
    const before = await orderCount();
    const past = await order(c, 3, { id: programada.id, data_de_entrega: '2020-01-02' });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      mensagem: 'Data de entrega indisponível. Escolha uma das datas oferecidas.',
      campo: 'formaEntrega.data_de_entrega',
    });
    const day = (await offered(c, 3, programada.id)).agendamentos[0]!.data;
    const foreignWindow = await order(c, 3, {
      id: programada.id,
      data_de_entrega: day,
      idjanela: retirada.janelas[0]!.idjanela,
    });
    expect(foreignWindow.statusCode).toBe(422);
    expect(foreignWindow.json().mensagem).toBe(
      'Horário de entrega inválido para esta forma de entrega.',
    );
    // One bottle is under the express form's R$ 80,00 minimum.
    const small = await order(c, 1, { id: expressa.id });
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({
      mensagem: BELOW_EXPRESS_MINIMUM,
      campo: 'formaEntrega.id',
    });
    const unknown = await order(c, 3, { id: '999999' });
    expect(unknown.statusCode).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it('without a form, date or window: the first form offered, its first date and first window', async () => {
    const c = await customer();
    const first = (await offered(c, 3, programada.id)).agendamentos[0]!;
    const res = await order(c, 3, undefined);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.numpedido, res.json().numpedido));
    expect(row).toMatchObject({
      idformaentrega: Number(programada.id),
      dataEntrega: first.data,
      idjanela: first.janelas[0]!.idjanela,
      taxaEntregaCentavos: 1290,
    });
  });

  it('free above the form value: no fee on the order', async () => {
    const c = await customer();
    await offered(c, 12, programada.id);
    const res = await order(c, 12, { id: programada.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().taxaentrega).toBe(0);
  });
});

describe('the billing address travels with the order (spec §3 enderecofaturamento)', () => {
  const billing = {
    descricao: 'Matriz',
    rua: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'sp',
    cep: '01310-100',
    complemento: 'Conj. 52',
  };

  it('stores it on the order (CEP without dash) and saves it as the customer’s billing address', async () => {
    const c = await customer();
    await offered(c, 3, programada.id);
    const res = await order(c, 3, undefined, { enderecofaturamento: billing });
    expect(res.statusCode).toBe(200);
    const detail = await t.app.inject({
      url: `/v4/app/orders/get-order/${res.json().numpedido}`,
      headers: c.headers,
    });
    expect(detail.json().enderecofaturamento).toEqual({
      ...billing,
      uf: 'SP',
      cep: '01310100',
      pais: 'Brasil',
    });
    const saved = await t.app.inject({
      url: `/v2/app/vitrine-web~${c.idcliente}/enderecos/${c.idendereco}/faturamento`,
      headers: c.headers,
    });
    expect(saved.json()).toMatchObject({ rua: 'Avenida Paulista', cep: '01310100', salvo: true });
  });

  it('refuses an invalid billing address with a pt-BR 400 and writes nothing', async () => {
    const c = await customer();
    await offered(c, 3, programada.id);
    const before = await orderCount();
    const res = await order(c, 3, undefined, {
      enderecofaturamento: { ...billing, cep: '00000-000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      mensagem: 'CEP inválido',
      campo: 'enderecofaturamento.cep',
    });
    expect(await orderCount()).toBe(before);
  });
});

describe("the cart's taxaEntrega is the chosen delivery's fee (spec §3 Cart)", () => {
  const cartUrl = (c: TestCustomer, query: string) =>
    `/v2/app/vitrine-web~${c.idcliente}/usuario/${c.idcliente}/cart?idfornecedor=${SERRA}&${query}`;

  it('a save stores the choice; every read prices it; totals include it', async () => {
    const c = await customer();
    const saved = await t.app.inject({
      method: 'POST',
      url: cartUrl(
        c,
        `tipoentrega=DELIVERY&idendereco=${c.idendereco}&idformaentrega=${programada.id}`,
      ),
      headers: c.headers,
      payload: { cartItens: [{ id: vinho.idproduto, quantidade: 3 }] },
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({
      taxaEntrega: 12.9,
      entrega: {
        idformaentrega: Number(programada.id),
        nome: 'Entrega programada',
        idendereco: c.idendereco,
        gratis: false,
      },
      mensagemEntrega: null,
    });
    expect(body.total).toBeCloseTo(body.totalCompras + 12.9, 2);
    const read = (await t.app.inject({ url: cartUrl(c, ''), headers: c.headers })).json();
    expect(read.taxaEntrega).toBe(12.9);
    // Pickup: the pickup form is free; the delivery choice does not apply to it.
    const pickup = (
      await t.app.inject({
        url: cartUrl(c, `tipoentrega=RETIRADA&idformaentrega=${retirada.id}`),
        headers: c.headers,
      })
    ).json();
    expect(pickup).toMatchObject({
      taxaEntrega: 0,
      entrega: { nome: 'Retirada na loja', gratis: true },
    });
  });

  it('says why a chosen delivery does not apply and charges nothing for it', async () => {
    const c = await customer();
    const stranger = await customer();
    const foreign = await t.app.inject({
      url: cartUrl(
        c,
        `tipoentrega=DELIVERY&idendereco=${stranger.idendereco}&idformaentrega=${programada.id}`,
      ),
      headers: c.headers,
    });
    expect(foreign.json()).toMatchObject({
      taxaEntrega: 0,
      entrega: null,
      mensagemEntrega: 'Endereço não encontrado',
    });
    await t.app.inject({
      method: 'POST',
      url: cartUrl(c, ''),
      headers: c.headers,
      payload: { cartItens: [{ id: vinho.idproduto, quantidade: 1 }] },
    });
    const small = (
      await t.app.inject({
        url: cartUrl(
          c,
          `tipoentrega=DELIVERY&idendereco=${c.idendereco}&idformaentrega=${expressa.id}`,
        ),
        headers: c.headers,
      })
    ).json();
    expect(small).toMatchObject({
      taxaEntrega: 0,
      entrega: null,
      mensagemEntrega: BELOW_EXPRESS_MINIMUM,
    });
    const [rio] = await t.database.db
      .insert(enderecos)
      .values({
        idcliente: c.idcliente,
        rua: 'Rua do Ouvidor',
        numero: '50',
        bairro: 'Centro',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
        cep: '20040030',
      })
      .returning();
    const outside = (
      await t.app.inject({
        url: cartUrl(
          c,
          `tipoentrega=DELIVERY&idendereco=${rio!.idendereco}&idformaentrega=${programada.id}`,
        ),
        headers: c.headers,
      })
    ).json();
    expect(outside).toMatchObject({
      taxaEntrega: 0,
      mensagemEntrega: 'Esta forma de entrega não atende o endereço informado.',
    });
  });
});
