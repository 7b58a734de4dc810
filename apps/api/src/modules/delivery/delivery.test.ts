import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { enderecos, formasEntrega, janelasEntrega, lojas } from '../../db/schema/index.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { centavos } from '@vitrine/domain';
import { optionsFor } from './delivery-service.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor; // has-delivery + has-collect
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor; // has-collect only, two stores

const NOT_SERVED = 'O fornecedor não atende no endereço informado';
const NO_FORM =
  'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.';

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let anaHome: number; // seeded: CEP 05435-000, Pinheiros, with coordinates
let anaRio: number; // outside, with coordinates
let anaCepOnly: number; // no coordinates, CEP 01310-100 (Av. Paulista)
let padariaMooca: number; // beside Loja Mooca
let vinho: { idproduto: number };

async function addAddress(
  idcliente: number,
  over: Partial<typeof enderecos.$inferInsert>,
): Promise<number> {
  const [row] = await t.database.db
    .insert(enderecos)
    .values({
      idcliente,
      rua: 'Rua Teste',
      numero: '1',
      bairro: 'Centro',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01310100',
      ...over,
    })
    .returning();
  return row!.idendereco;
}

/** Saves Ana's cart with `units` bottles of wine; returns the items total in reais. */
async function anaCart(units: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web~${ana.idcliente}/usuario/${ana.idcliente}/cart?idfornecedor=${SERRA}`,
    headers: ana.headers,
    payload: { cartItens: units > 0 ? [{ id: vinho.idproduto, quantidade: units }] : [] },
  });
  expect(res.statusCode).toBe(200);
  return res.json().totalCompras;
}

function formas(s: DemoSession, idfornecedor: string, query: string, headers = s.headers) {
  return t.app.inject({
    url: `/v4/app/vitrine-web~${s.idcliente}/formas-entrega/${idfornecedor}?${query}`,
    headers,
  });
}

function quote(idfornecedor: string, cep: string, query: string, produtos: unknown[]) {
  return t.app.inject({
    method: 'POST',
    url: `/v4/app/formas-entrega/${idfornecedor}/${cep}?${query}`,
    payload: { produtos },
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

beforeAll(async () => {
  t = await createTestApp();
  await withoutAutomaticCoupons(t);
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  vinho = await productByName(t, SERRA, 'Vinho Tinto Miolo Seleção 750 ml');
  const [home] = await t.database.db
    .select()
    .from(enderecos)
    .where(and(eq(enderecos.idcliente, ana.idcliente), eq(enderecos.primario, true)));
  anaHome = home!.idendereco;
  anaRio = await addAddress(ana.idcliente, {
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    cep: '20040020',
    lat: -22.9035,
    lng: -43.2096,
  });
  anaCepOnly = await addAddress(ana.idcliente, { rua: 'Avenida Paulista', cep: '01310100' });
  padariaMooca = await addAddress(padaria.idcliente, {
    rua: 'Rua da Mooca',
    numero: '1400',
    bairro: 'Mooca',
    cep: '03104001',
    lat: -23.5585,
    lng: -46.6015,
  });
});
afterAll(() => t.close());

describe('GET /v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}', () => {
  it("DELIVERY: every form covering the address, priced for the customer's cart, with dates and open windows", async () => {
    const total = await anaCart(3);
    expect(total).toBeGreaterThanOrEqual(80);
    expect(total).toBeLessThan(250);
    const res = await formas(ana, SERRA, `idendereco=${anaHome}&tipoEntrega=DELIVERY`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tipoEntrega).toBe('DELIVERY');
    expect(body.lojas).toEqual([]);
    // CEP 05435-000 pays the 01600-000–05999-999 band; the store is ~200 m away: first band.
    expect(body.formas).toMatchObject([
      {
        nome: 'Entrega programada',
        taxaEntrega: 12.9,
        gratis: false,
        pedidoMinimo: 50,
        prazoDias: 1,
      },
      { nome: 'Entrega expressa', taxaEntrega: 9.9, gratis: false, pedidoMinimo: 80, prazoDias: 0 },
    ]);
    const programada = body.formas[0];
    expect(programada.id).toBe(String(programada.idformaentrega));
    expect(programada.datas).toHaveLength(5);
    expect(programada.datas).toEqual(programada.agendamentos.map((a: { data: string }) => a.data));
    for (const a of programada.agendamentos) {
      expect(a.data).toMatch(ISO_DATE);
      expect(new Date(`${a.data}T12:00:00Z`).getUTCDay()).not.toBe(0);
      expect(a.janelas.length).toBeGreaterThan(0);
      for (const j of a.janelas) expect(j.vagas).toBeGreaterThan(0);
    }
  });

  it('free above the form value; a form whose minimum the cart misses is left out', async () => {
    await anaCart(12);
    const rich = (await formas(ana, SERRA, `idendereco=${anaHome}&tipoEntrega=DELIVERY`)).json();
    expect(
      rich.formas.map((f: { taxaEntrega: number; gratis: boolean }) => [f.taxaEntrega, f.gratis]),
    ).toEqual([
      [0, true],
      [0, true],
    ]);
    const small = await anaCart(1);
    expect(small).toBeGreaterThanOrEqual(50);
    expect(small).toBeLessThan(80);
    const body = (await formas(ana, SERRA, `idendereco=${anaHome}&tipoEntrega=DELIVERY`)).json();
    expect(body.formas.map((f: { nome: string }) => f.nome)).toEqual(['Entrega programada']);
  });

  it(`an empty cart reaches no minimum → 422 '${NO_FORM}'`, async () => {
    await anaCart(0);
    const res = await formas(ana, SERRA, `idendereco=${anaHome}&tipoEntrega=DELIVERY`);
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe(NO_FORM);
  });

  it('an address without coordinates is served by CEP range only (not by the polygon-only express form)', async () => {
    await anaCart(3);
    const res = await formas(ana, SERRA, `idendereco=${anaCepOnly}&tipoEntrega=DELIVERY`);
    expect(res.statusCode).toBe(200);
    expect(res.json().formas).toMatchObject([{ nome: 'Entrega programada', taxaEntrega: 9.9 }]);
  });

  it(`outside every form → 422 '${NOT_SERVED}'`, async () => {
    const res = await formas(ana, SERRA, `idendereco=${anaRio}&tipoEntrega=DELIVERY`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ mensagem: NOT_SERVED });
  });

  it("another customer's address → 404; DELIVERY without idendereco → 400", async () => {
    const res = await formas(ana, SERRA, `idendereco=${padariaMooca}&tipoEntrega=DELIVERY`);
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe('Endereço não encontrado');
    const missing = await formas(ana, SERRA, 'tipoEntrega=DELIVERY');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().campo).toBe('idendereco');
  });

  it('RETIRADA: the free pickup form with its windows and the stores, nearest to the address first', async () => {
    const res = await formas(padaria, MAR, `idendereco=${padariaMooca}&tipoEntrega=RETIRADA`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tipoEntrega).toBe('RETIRADA');
    expect(body.formas).toMatchObject([
      { nome: 'Retirada no balcão', tipo: 'RETIRADA', taxaEntrega: 0, gratis: true },
    ]);
    expect(body.lojas.map((l: { nome: string }) => l.nome)).toEqual(['Loja Mooca', 'CD Cambuci']);
    expect(body.lojas[0].distanciaMetros).toBeLessThan(body.lojas[1].distanciaMetros);
    const withoutAddress = (await formas(padaria, MAR, '')).json();
    expect(withoutAddress.lojas.map((l: { distanciaMetros: null }) => l.distanciaMetros)).toEqual([
      null,
      null,
    ]);
  });

  it('a pickup-only supplier answers RETIRADA whatever was requested; no active store → 422', async () => {
    expect((await formas(padaria, MAR, 'tipoEntrega=DELIVERY')).json().tipoEntrega).toBe(
      'RETIRADA',
    );
    await t.database.db.update(lojas).set({ ativo: false }).where(eq(lojas.idfornecedor, MAR));
    t.suppliersChanged();
    const none = await formas(padaria, MAR, '');
    expect(none.statusCode).toBe(422);
    expect(none.json().mensagem).toBe(NO_FORM);
    await t.database.db.update(lojas).set({ ativo: true }).where(eq(lojas.idfornecedor, MAR));
    t.suppliersChanged();
  });

  it('401 without a session, 403 for another customer or supplier, 400 for bad ids or types', async () => {
    expect(
      (await formas(ana, SERRA, 'tipoEntrega=RETIRADA', {} as DemoSession['headers'])).statusCode,
    ).toBe(401);
    const other = await t.app.inject({
      url: `/v4/app/vitrine-web~${padaria.idcliente}/formas-entrega/${MAR}`,
      headers: ana.headers,
    });
    expect(other.statusCode).toBe(403);
    expect((await formas(ana, MAR, 'tipoEntrega=RETIRADA')).statusCode).toBe(403);
    expect((await formas(ana, 'serra-verde', '')).statusCode).toBe(400);
    expect((await formas(ana, SERRA, 'tipoEntrega=DRONE')).statusCode).toBe(400);
  });
});

describe('POST /v4/app/formas-entrega/{idfornecedor}/{cep} (visitor or customer)', () => {
  const pinheiros = 'lat=-23.5558&lng=-46.6896';

  it('prices the products sent for a CEP and point, without a session', async () => {
    const res = await quote(SERRA, '05435-000', `tipoEntrega=DELIVERY&${pinheiros}`, [
      { id: vinho.idproduto, quantidade: 3 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().formas.map((f: { nome: string; taxaEntrega: number }) => [f.nome, f.taxaEntrega]),
    ).toEqual([
      ['Entrega programada', 12.9],
      ['Entrega expressa', 9.9],
    ]);
    // Without lat/lng the CEP provider places the CEP (sandbox: its São Paulo sector).
    const byCep = (
      await quote(SERRA, '05435000', '', [{ id: vinho.idproduto, quantidade: 3 }])
    ).json();
    expect(byCep.formas.map((f: { nome: string }) => f.nome)).toEqual([
      'Entrega programada',
      'Entrega expressa',
    ]);
    // A CEP far from the express area (Santana, north zone): the scheduled delivery only.
    const santana = (
      await quote(SERRA, '02012000', '', [{ id: vinho.idproduto, quantidade: 3 }])
    ).json();
    expect(santana.formas.map((f: { nome: string }) => f.nome)).toEqual(['Entrega programada']);
  });

  it("outside every form → 422 with 'Infelizmente ainda não atendemos este endereço' in mensagem and Mensagem", async () => {
    const res = await quote(SERRA, '20040020', 'lat=-22.9035&lng=-43.2096', [
      { id: vinho.idproduto, quantidade: 3 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      mensagem: 'Infelizmente ainda não atendemos este endereço',
      Mensagem: 'Infelizmente ainda não atendemos este endereço',
    });
  });

  it('products the supplier does not sell count for nothing: no minimum reached → 422 no form', async () => {
    const farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
    const res = await quote(SERRA, '05435000', pinheiros, [
      { id: farinha.idproduto, quantidade: 10 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().Mensagem).toBe(NO_FORM);
  });

  it('refuses bad input with a pt-BR 400: invalid CEP, lat 999, a lone coordinate, an unknown supplier', async () => {
    const item = [{ id: vinho.idproduto, quantidade: 1 }];
    const cases: [string, string, string, string][] = [
      [SERRA, '00000000', '', 'CEP inválido'],
      [SERRA, '1234', '', 'CEP inválido'],
      [SERRA, '05435000', 'lat=999&lng=-46.6', 'Latitude inválida'],
      [SERRA, '05435000', 'lat=-23.5', 'Envie latitude e longitude juntas'],
    ];
    for (const [id, cep, query, mensagem] of cases) {
      const res = await quote(id, cep, query, item);
      expect(res.statusCode, `${cep} ${query}`).toBe(400);
      expect(res.json().mensagem).toBe(mensagem);
    }
    expect(
      (await quote('00000000-0000-4000-8000-000000000000', '05435000', '', item)).statusCode,
    ).toBe(404);
  });
});

describe('the by-CEP lookup is rate-limited per client', () => {
  it('answers 429 with the pt-BR text past the limit', async () => {
    const limited = await createTestApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: 2 });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `/v4/app/formas-entrega/${SERRA}/05435000`,
          payload: { produtos: [{ id: vinho.idproduto, quantidade: 3 }] },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().mensagem).toEqual(expect.any(String));
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('dates follow the São Paulo clock, the cut-off, closed days and holidays', () => {
  let serra: Tenant;
  beforeAll(async () => {
    const row = await t.database.db.query.fornecedores.findFirst({
      where: (f, { eq: is }) => is(f.idfornecedor, SERRA),
    });
    serra = { idfornecedor: SERRA, tags: row!.tags };
  });
  const home = { cep: '05435000', point: { lat: -23.5558, lng: -46.6896 } };
  /** The DELIVERY forms offered at home for R$ 100,00 at the instant `now`. */
  const offeredAt = async (now: string) =>
    (
      await optionsFor(
        t.database.db,
        serra,
        'DELIVERY',
        home,
        centavos(10_000),
        new Date(now),
        NOT_SERVED,
      )
    ).formas;
  const dates = async (now: string) =>
    Object.fromEntries(
      (await offeredAt(now)).map((f) => [f.rule.nome, f.agendamentos.map((a) => a.data)]),
    );

  it('express delivers the same day only when ordered by 11:00 in São Paulo', async () => {
    // Monday 2026-11-23: 10:59 and 11:01 in São Paulo (UTC−3).
    expect((await dates('2026-11-23T13:59:00Z'))['Entrega expressa']![0]).toBe('2026-11-23');
    expect((await dates('2026-11-23T14:01:00Z'))['Entrega expressa']![0]).toBe('2026-11-24');
  });

  it('skips Sundays, national holidays and the closed dates of the supplier', async () => {
    // Wednesday 2026-12-23 at 19:00 (past the 18:00 cut-off): 24 closed by the supplier,
    // 25 Christmas, 27 Sunday, 31 closed, 1 January a holiday.
    expect((await dates('2026-12-23T22:00:00Z'))['Entrega programada']).toEqual([
      '2026-12-26',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-02',
    ]);
  });

  it('offers the active windows of each form by start, read with the form; an inactive one never', async () => {
    const windowsOf = async () =>
      (await offeredAt('2026-11-23T12:00:00Z')).map((f) => [
        f.rule.nome,
        f.rule.janelas.map((j) => j.inicio),
      ]);
    const stored = await t.database.db
      .select()
      .from(janelasEntrega)
      .innerJoin(formasEntrega, eq(formasEntrega.idformaentrega, janelasEntrega.idformaentrega))
      .where(and(eq(formasEntrega.idfornecedor, SERRA), eq(formasEntrega.tipo, 'DELIVERY')));
    const startsOf = (nome: string) =>
      stored
        .filter((r) => r.formas_entrega.nome === nome && r.janelas_entrega.ativo)
        .map((r) => r.janelas_entrega.inicio)
        .sort();
    expect(startsOf('Entrega programada').length).toBeGreaterThan(1);
    expect(await windowsOf()).toEqual([
      ['Entrega programada', startsOf('Entrega programada')],
      ['Entrega expressa', startsOf('Entrega expressa')],
    ]);
    const [first] = stored
      .filter((r) => r.formas_entrega.nome === 'Entrega programada')
      .sort((a, b) => a.janelas_entrega.inicio.localeCompare(b.janelas_entrega.inicio));
    const { idjanela } = first!.janelas_entrega;
    await t.database.db
      .update(janelasEntrega)
      .set({ ativo: false })
      .where(eq(janelasEntrega.idjanela, idjanela));
    try {
      expect(await windowsOf()).toEqual([
        ['Entrega programada', startsOf('Entrega programada').slice(1)],
        ['Entrega expressa', startsOf('Entrega expressa')],
      ]);
    } finally {
      await t.database.db
        .update(janelasEntrega)
        .set({ ativo: true })
        .where(eq(janelasEntrega.idjanela, idjanela));
    }
  });

  it('an inactive form is never offered', async () => {
    await t.database.db
      .update(formasEntrega)
      .set({ ativo: false })
      .where(eq(formasEntrega.nome, 'Entrega expressa'));
    expect(Object.keys(await dates('2026-11-23T12:00:00Z'))).toEqual(['Entrega programada']);
    await t.database.db
      .update(formasEntrega)
      .set({ ativo: true })
      .where(eq(formasEntrega.nome, 'Entrega expressa'));
  });
});
