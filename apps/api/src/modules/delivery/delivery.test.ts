import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { enderecos, lojas } from '../../db/schema/index.ts';
import { NotFoundError, RefusedError } from '../../errors/app-errors.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { deliveryOptions, resolveDeliveryFee } from './delivery-service.ts';

interface Session {
  idcliente: number;
  token: string;
}

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor; // has-delivery + has-collect, one area around São Paulo
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor; // has-collect only, two stores

let t: TestApp;
let ana: Session;
let padaria: Session;
let anaHome: number; // seeded, inside the area (Vila Madalena, with coordinates)
let anaRio: number; // outside, with coordinates
let anaCepOnlyInside: number; // no coordinates, CEP 01310100 (prefix 01)
let anaCepOnlyOutside: number; // no coordinates, CEP 20040020
let padariaAddress: number;

async function login(cpf: string, idfornecedor: string): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/app/vitrine-web/usuario/autenticar',
    payload: { cpf, senha: DEMO_PASSWORD, idfornecedor },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

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

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(DEMO_CUSTOMERS.ana.cpf, SERRA);
  padaria = await login(DEMO_CUSTOMERS.padaria.email, MAR);
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
  anaCepOnlyInside = await addAddress(ana.idcliente, { cep: '01310100' });
  anaCepOnlyOutside = await addAddress(ana.idcliente, {
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    cep: '20040020',
  });
  padariaAddress = await addAddress(padaria.idcliente, { rua: 'Rua da Mooca' });
});
afterAll(async () => {
  await t.close();
});

function formas(
  s: Session,
  idfornecedor: string,
  query: string,
  headers: Record<string, string> = { authorization: `Bearer ${s.token}` },
) {
  return t.app.inject({
    url: `/v4/app/vitrine-web~${s.idcliente}/formas-entrega/${idfornecedor}?${query}`,
    headers,
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('GET /v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}', () => {
  it("DELIVERY inside the service area: the area's fee in reais, lead time and 5 dates", async () => {
    const res = await formas(
      ana,
      SERRA,
      `idendereco=${anaHome}&tipoEntrega=DELIVERY&idformapagamento=1`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      tipoEntrega: 'DELIVERY',
      formas: [{ id: 'PADRAO', nome: 'Entrega padrão', taxaEntrega: 12.9, prazoDias: 1 }],
      lojas: [],
    });
    expect(body.formas[0].datas).toHaveLength(5);
    for (const d of body.formas[0].datas) {
      expect(d).toMatch(ISO_DATE);
      expect(new Date(`${d}T12:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });

  it('defaults to DELIVERY when the supplier offers both and no type is requested', async () => {
    const res = await formas(ana, SERRA, `idendereco=${anaHome}&tipoEntrega=`);
    expect(res.statusCode).toBe(200);
    expect(res.json().tipoEntrega).toBe('DELIVERY');
  });

  it('matches by CEP prefix when the address has no coordinates', async () => {
    expect(
      (await formas(ana, SERRA, `idendereco=${anaCepOnlyInside}&tipoEntrega=DELIVERY`)).statusCode,
    ).toBe(200);
    const outside = await formas(
      ana,
      SERRA,
      `idendereco=${anaCepOnlyOutside}&tipoEntrega=DELIVERY`,
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().mensagem).toBe('O fornecedor não atende no endereço informado');
  });

  it("DELIVERY outside the service area → 422 'O fornecedor não atende no endereço informado'", async () => {
    const res = await formas(ana, SERRA, `idendereco=${anaRio}&tipoEntrega=DELIVERY`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ mensagem: 'O fornecedor não atende no endereço informado' });
  });

  it("DELIVERY with another customer's address → 404; without idendereco → 400", async () => {
    const res = await formas(ana, SERRA, `idendereco=${padariaAddress}&tipoEntrega=DELIVERY`);
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe('Endereço não encontrado');
    const missing = await formas(ana, SERRA, 'tipoEntrega=DELIVERY');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().campo).toBe('idendereco');
  });

  it('RETIRADA lists the active stores with a free pickup option', async () => {
    const res = await formas(ana, SERRA, 'tipoEntrega=RETIRADA');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tipoEntrega).toBe('RETIRADA');
    expect(body.formas).toEqual([
      {
        id: 'RETIRADA',
        nome: 'Retirada na loja',
        taxaEntrega: 0,
        prazoDias: 1,
        datas: expect.any(Array),
      },
    ]);
    expect(body.lojas).toEqual([
      {
        idloja: expect.any(Number),
        nome: 'Loja Vila Madalena',
        descricao_endereco_loja: 'Rua Harmonia, 500 - Vila Madalena, São Paulo/SP',
        coordenadas_loja: { latitude: -23.5569, longitude: -46.6912 },
        horario: 'Seg a sáb, 8h às 20h',
      },
    ]);
  });

  it('a pickup-only supplier always answers RETIRADA, whatever was requested', async () => {
    for (const query of [
      'tipoEntrega=DELIVERY',
      '',
      `idendereco=${padariaAddress}&tipoEntrega=DELIVERY`,
    ]) {
      const res = await formas(padaria, MAR, query);
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      expect(body.tipoEntrega).toBe('RETIRADA');
      expect(body.formas.map((f: { id: string }) => f.id)).toEqual(['RETIRADA']);
      expect(body.lojas.map((l: { nome: string }) => l.nome)).toEqual(['CD Cambuci', 'Loja Mooca']);
    }
  });

  it('leaves inactive stores out; none at all → 422 no delivery method', async () => {
    await t.database.db.update(lojas).set({ ativo: false }).where(eq(lojas.nome, 'Loja Mooca'));
    expect((await formas(padaria, MAR, '')).json().lojas).toHaveLength(1);
    await t.database.db.update(lojas).set({ ativo: false }).where(eq(lojas.idfornecedor, MAR));
    const none = await formas(padaria, MAR, '');
    expect(none.statusCode).toBe(422);
    expect(none.json().mensagem).toBe(
      'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.',
    );
    await t.database.db.update(lojas).set({ ativo: true }).where(eq(lojas.idfornecedor, MAR));
  });

  it('answers 401 without or with an invalid token, or a wrong app token', async () => {
    const anon = await formas(ana, SERRA, 'tipoEntrega=RETIRADA', {});
    expect(anon.statusCode).toBe(401);
    expect(anon.json().mensagem).toBe('Sessão expirada, efetue login novamente');
    expect(
      (await formas(ana, SERRA, 'tipoEntrega=RETIRADA', { authorization: 'Bearer nao-existe' }))
        .statusCode,
    ).toBe(401);
    const wrongApp = await t.app.inject({
      url: `/v4/app/outro~${ana.idcliente}/formas-entrega/${SERRA}`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(wrongApp.statusCode).toBe(401);
  });

  it("answers 403 for another customer's path or another supplier than the session's", async () => {
    const otherCustomer = await t.app.inject({
      url: `/v4/app/vitrine-web~${padaria.idcliente}/formas-entrega/${MAR}`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(otherCustomer.statusCode).toBe(403);
    expect((await formas(ana, MAR, 'tipoEntrega=RETIRADA')).statusCode).toBe(403);
  });

  it('answers 400 for an invalid supplier id or delivery type', async () => {
    expect((await formas(ana, 'serra-verde', '')).statusCode).toBe(400);
    expect((await formas(ana, SERRA, 'tipoEntrega=DRONE')).statusCode).toBe(400);
  });
});

describe('resolveDeliveryFee (server-side fee for orders)', () => {
  const serra: Tenant = { idfornecedor: SERRA, tags: [] };
  const mar: Tenant = { idfornecedor: MAR, tags: [] };
  beforeAll(async () => {
    serra.tags = (await t.database.db.query.fornecedores.findFirst({
      where: (f, { eq: is }) => is(f.idfornecedor, SERRA),
    }))!.tags;
    mar.tags = (await t.database.db.query.fornecedores.findFirst({
      where: (f, { eq: is }) => is(f.idfornecedor, MAR),
    }))!.tags;
  });

  it('DELIVERY: the area fee in centavos and a snapshot of the address', async () => {
    const fee = await resolveDeliveryFee(t.database.db, serra, {
      idcliente: ana.idcliente,
      tipoEntrega: 'DELIVERY',
      idendereco: anaHome,
    });
    expect(fee).toMatchObject({
      tipoEntrega: 'DELIVERY',
      taxaEntregaCentavos: 1290,
      formaEntrega: { id: 'PADRAO', nome: 'Entrega padrão', prazoDias: 1 },
      enderecoSnapshot: {
        idendereco: anaHome,
        rua: 'Rua Harmonia',
        cep: '05435000',
        coords: { lat: -23.5558, lng: -46.6896 },
      },
      lojas: [],
      pedidoMinimoCentavos: 0,
    });
  });

  it('RETIRADA: no fee, no address, the stores to check lojaRetira against', async () => {
    const fee = await resolveDeliveryFee(t.database.db, mar, {
      idcliente: padaria.idcliente,
      tipoEntrega: 'DELIVERY',
      idendereco: null,
    });
    expect(fee).toMatchObject({
      tipoEntrega: 'RETIRADA',
      taxaEntregaCentavos: 0,
      enderecoSnapshot: null,
      formaEntrega: { id: 'RETIRADA' },
    });
    expect(fee.lojas).toHaveLength(2);
  });

  it('refuses an address outside the area and does not find a foreign address', async () => {
    const db = t.database.db;
    await expect(
      resolveDeliveryFee(db, serra, {
        idcliente: ana.idcliente,
        tipoEntrega: 'DELIVERY',
        idendereco: anaRio,
      }),
    ).rejects.toThrow(new RefusedError('O fornecedor não atende no endereço informado'));
    await expect(
      resolveDeliveryFee(db, serra, {
        idcliente: ana.idcliente,
        tipoEntrega: 'DELIVERY',
        idendereco: padariaAddress,
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("counts dates from São Paulo's calendar day and skips Sundays", async () => {
    // 02:00 UTC on Saturday 2025-01-04 is still Friday 2025-01-03 in São Paulo.
    const options = await deliveryOptions(
      t.database.db,
      serra,
      { idcliente: ana.idcliente, tipoEntrega: 'DELIVERY', idendereco: anaHome },
      new Date('2025-01-04T02:00:00Z'),
    );
    expect(options.formas[0]!.datas).toEqual([
      '2025-01-04',
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
      '2025-01-09',
    ]);
  });
});
