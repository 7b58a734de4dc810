import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AreaAtendimento, Fornecedor, FornecedoresPorLocal } from '@vitrine/contract';
import { MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo, type DemoSession } from '../../../test/session.ts';
import { databaseFingerprint } from '../../../test/generated/fingerprint.ts';
import { areasAtendimento, enderecos, lojas } from '../../db/schema/index.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { InvalidInputError } from '../../errors/app-errors.ts';
import { insertServiceArea } from './suppliers-repository.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde;
const MAR = DEMO_SUPPLIERS.marAzul;
const HORTA = DEMO_SUPPLIERS.hortaViva;
const PAO = DEMO_SUPPLIERS.casaDoPao;

/** Points the tests use (the demo areas are in seed-demo.ts and location-suppliers-seed.ts). */
const PAULISTA = { lat: -23.5614, lng: -46.6559 };
const VILA_MADALENA = { lat: -23.5558, lng: -46.6896 };
const MOOCA = { lat: -23.5582, lng: -46.6007 };
const RIO = { lat: -22.9068, lng: -43.1729 };

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let anaAddress: number;
let padariaRio: number;

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  const [a] = await t.database.db
    .select({ id: enderecos.idendereco })
    .from(enderecos)
    .where(eq(enderecos.idcliente, ana.idcliente));
  anaAddress = a!.id;
  const [p] = await t.database.db
    .insert(enderecos)
    .values({
      idcliente: padaria.idcliente,
      rua: 'Rua do Ouvidor',
      numero: '50',
      bairro: 'Centro',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
      cep: '20040030',
      lat: RIO.lat,
      lng: RIO.lng,
    })
    .returning({ id: enderecos.idendereco });
  padariaRio = p!.id;
});

afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as unknown };
}

const at = (p: { lat: number; lng: number }) => `lat=${p.lat}&lng=${p.lng}`;
const list = (body: unknown) => body as FornecedoresPorLocal;
const slugs = (body: unknown) => list(body).fornecedores.map((f) => f.slug);

describe('GET /v2/app/{apptoken}/fornecedor by location', () => {
  it('lists every supplier serving a point, nearest store first, with how each serves it', async () => {
    const { status, body } = await get(`/v2/app/vitrine-web/fornecedor?${at(PAULISTA)}`);
    expect(status).toBe(200);
    const found = list(body).fornecedores;
    expect(new Set(found.map((f) => f.slug))).toEqual(
      new Set([SERRA.slug, MAR.slug, HORTA.slug, PAO.slug]),
    );
    const distances = found.map((f) => f.distanciaMetros!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found[0]).toMatchObject({
      slug: PAO.slug,
      atendeEntrega: true,
      atendeRetirada: false,
      lojaMaisProxima: { nome: 'Casa do Pão Bela Vista' },
      logo: '/imagens/fornecedores/casa-do-pao.svg',
    });
    const mar = found.find((f) => f.slug === MAR.slug)!;
    expect(mar).toMatchObject({ atendeEntrega: false, atendeRetirada: true });
    expect(mar.lojaMaisProxima?.nome).toBe('CD Cambuci');
    expect(list(body).local).toEqual({ cep: null, ...PAULISTA, idendereco: null });
    expect(list(body).enderecoCnpjInvalido).toBe(false);
  });

  it('limits the candidates to one company with idempresa', async () => {
    const { body } = await get(`/v2/app/vitrine-web/fornecedor?${at(PAULISTA)}&idempresa=1`);
    expect(new Set(slugs(body))).toEqual(new Set([SERRA.slug, HORTA.slug, PAO.slug]));
    const none = await get(`/v2/app/vitrine-web/fornecedor?${at(PAULISTA)}&idempresa=99`);
    expect(slugs(none.body)).toEqual([]);
  });

  it('pickup (queryPoligonoDeColeta or RETIRADA) lists only stores within the radius', async () => {
    for (const q of ['queryPoligonoDeColeta=true', 'tipoEntrega=RETIRADA']) {
      const { body } = await get(`/v2/app/vitrine-web/fornecedor?${at(MOOCA)}&${q}`);
      const found = list(body).fornecedores;
      expect(found[0]).toMatchObject({
        slug: MAR.slug,
        atendeRetirada: true,
        lojaMaisProxima: { nome: 'Loja Mooca' },
      });
      expect(found[0]!.distanciaMetros).toBeLessThan(200);
      // Casa do Pão delivers only; nobody delivers in pickup mode.
      expect(found.map((f) => f.slug)).not.toContain(PAO.slug);
      expect(found.every((f) => f.atendeRetirada && !f.atendeEntrega)).toBe(true);
    }
  });

  it('delivery only (tipoEntrega=DELIVERY) leaves pickup-only suppliers out', async () => {
    const { body } = await get(`/v2/app/vitrine-web/fornecedor?${at(MOOCA)}&tipoEntrega=DELIVERY`);
    expect(slugs(body)).not.toContain(MAR.slug);
    expect(slugs(body)).toContain(SERRA.slug);
    expect(list(body).fornecedores.every((f) => f.atendeEntrega && !f.atendeRetirada)).toBe(true);
  });

  it('answers an empty list far from every area and store', async () => {
    const { status, body } = await get(`/v2/app/vitrine-web/fornecedor?${at(RIO)}`);
    expect(status).toBe(200);
    expect(slugs(body)).toEqual([]);
  });

  it('finds suppliers by CEP: CEP prefixes, and the CEP’s point for stores nearby', async () => {
    const { body } = await get('/v2/app/vitrine-web/fornecedor?cep=01310-100');
    expect(new Set(slugs(body))).toEqual(new Set([SERRA.slug, MAR.slug, HORTA.slug, PAO.slug]));
    expect(list(body).local.cep).toBe('01310100');
    expect(list(body).local.lat).not.toBeNull();
    // A CEP the placeholder cannot place still matches Serra Verde's prefixes (01–05).
    const far = await get('/v2/app/vitrine-web/fornecedor?cep=20040-020');
    expect(slugs(far.body)).toEqual([]);
  });

  it('uses a saved address of the session’s customer (idendereco)', async () => {
    const { status, body } = await get(
      `/v2/app/vitrine-web~${ana.idcliente}/fornecedor?idendereco=${anaAddress}`,
      ana.headers,
    );
    expect(status).toBe(200);
    expect(slugs(body)).toContain(SERRA.slug);
    expect(slugs(body)).toContain(HORTA.slug);
    expect(slugs(body)).not.toContain(PAO.slug);
    expect(list(body).local).toMatchObject({ idendereco: anaAddress, cep: '05435000' });
    // Without a session, and with another customer's address.
    const anon = await get(`/v2/app/vitrine-web/fornecedor?idendereco=${anaAddress}`);
    expect(anon.status).toBe(401);
    const other = await get(
      `/v2/app/vitrine-web~${padaria.idcliente}/fornecedor?idendereco=${anaAddress}`,
      padaria.headers,
    );
    expect(other).toMatchObject({ status: 404, body: { mensagem: 'Endereço não encontrado' } });
  });

  it('flags a business customer’s address that no supplier serves (invalid CNPJ address)', async () => {
    const url = `/v2/app/vitrine-web~${padaria.idcliente}/fornecedor?idendereco=${padariaRio}`;
    const { status, body } = await get(url, padaria.headers);
    expect(status).toBe(200);
    expect(list(body)).toMatchObject({ fornecedores: [], enderecoCnpjInvalido: true });
    const one = await get(`${url}&idfornecedor=${MAR.slug}`, padaria.headers);
    expect(one).toMatchObject({
      status: 422,
      body: { mensagem: MSG.supplierDoesNotServeAddress, codigo: 'INVALID_CNPJ_ADDRESS' },
    });
  });
});

describe('GET /v2/app/{apptoken}/fornecedor with a supplier and a location', () => {
  it('answers the supplier when it serves the location', async () => {
    const { status, body } = await get(
      `/v2/app/vitrine-web/fornecedor?idfornecedor=${PAO.slug}&${at(PAULISTA)}`,
    );
    expect(status).toBe(200);
    expect(body as Fornecedor).toMatchObject({ slug: PAO.slug, tiposEntrega: ['DELIVERY'] });
  });

  it("answers 422 'O fornecedor não atende no endereço informado' when it does not", async () => {
    for (const query of [
      `idfornecedor=${PAO.slug}&${at(VILA_MADALENA)}`,
      `idfornecedor=${HORTA.slug}&${at(RIO)}`,
      `idfornecedor=${MAR.slug}&${at(PAULISTA)}&tipoEntrega=DELIVERY`,
      `idfornecedor=${SERRA.slug}&cep=20040020`,
    ]) {
      const res = await get(`/v2/app/vitrine-web/fornecedor?${query}`);
      expect(res, query).toMatchObject({
        status: 422,
        body: {
          mensagem: 'O fornecedor não atende no endereço informado',
          codigo: 'ADDRESS_NOT_SERVED',
        },
      });
    }
  });

  it('keeps the by-slug reply unchanged when no location is given', async () => {
    const a = await get(`/v2/app/vitrine-web/fornecedor?idfornecedor=${SERRA.slug}`);
    const b = await get(
      `/v2/app/vitrine-web/fornecedor?idfornecedor=${SERRA.slug}&device=web&queryPoligonoDeColeta=`,
    );
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(Object.keys(a.body as object)).not.toContain('fornecedores');
  });
});

describe('bad location input: 400 in pt-BR, nothing written', () => {
  it.each([
    ['lat=999&lng=-46.6', 'lat', 'Latitude inválida'],
    ['lat=-23.5&lng=540', 'lng', 'Longitude inválida'],
    ['lat=abc&lng=-46.6', 'lat', 'Latitude inválida'],
    ['lat=-23.5', 'lng', 'Longitude inválida'],
    ['lng=-46.6', 'lat', 'Latitude inválida'],
    ['cep=123', 'cep', 'CEP inválido'],
    ['cep=00000-000', 'cep', 'CEP inválido'],
    ['cep=0131010a', 'cep', 'CEP inválido'],
    [`idfornecedor=${SERRA.slug}&lat=999&lng=0`, 'lat', 'Latitude inválida'],
    [`${at(PAULISTA)}&queryPoligonoDeColeta=sim`, 'queryPoligonoDeColeta', 'Use true ou false'],
    [`${at(PAULISTA)}&idempresa=-1`, 'idempresa', 'Identificador inválido'],
    [`${at(PAULISTA)}&tipoEntrega=DRONE`, 'tipoEntrega', undefined],
  ])('%s → 400 on %s', async (query, campo, mensagem) => {
    const before = await databaseFingerprint(t.database.db);
    const res = await get(`/v2/app/vitrine-web/fornecedor?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(mensagem ? { campo, mensagem } : { campo });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('refuses a service area whose polygon has one point, or bad prefixes, writing nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(areasAtendimento))[0]!.n;
    const before = await count();
    for (const area of [
      { coordenadas: [{ lat: -23.5, lng: -46.6 }], prefixosCep: [] },
      {
        coordenadas: [
          { lat: -23.5, lng: -46.6 },
          { lat: -23.6, lng: -46.7 },
          { lat: -23.7, lng: -46.8 },
        ],
        prefixosCep: [],
      },
      { coordenadas: [], prefixosCep: [] },
      { coordenadas: [], prefixosCep: ['01x'] },
      {
        coordenadas: [
          { lat: 999, lng: -46.6 },
          { lat: -23.6, lng: -46.7 },
          { lat: -23.7, lng: -46.6 },
        ],
        prefixosCep: [],
      },
    ]) {
      await expect(
        insertServiceArea(t.database.db, { idfornecedor: SERRA.idfornecedor, nome: 'x', ...area }),
      ).rejects.toBeInstanceOf(InvalidInputError);
    }
    expect(await count()).toBe(before);
  });
});

describe('GET /v2/app/{apptoken}/fornecedor/areaatendimento', () => {
  it('answers the polygons and the stores of a supplier, by slug or id', async () => {
    for (const id of [SERRA.slug, SERRA.idfornecedor]) {
      const { status, body } = await get(
        `/v2/app/vitrine-web/fornecedor/areaatendimento?idfornecedor=${id}`,
      );
      expect(status).toBe(200);
      expect(body as AreaAtendimento).toEqual({
        coordenadas: [
          [
            { lat: -23.45, lng: -46.8 },
            { lat: -23.45, lng: -46.5 },
            { lat: -23.7, lng: -46.5 },
            { lat: -23.7, lng: -46.8 },
          ],
        ],
        coordenadas_lojas: [
          {
            idloja: expect.any(Number),
            lat: -23.5569,
            lng: -46.6912,
            nome: 'Loja Vila Madalena',
            descricao_endereco_loja: 'Rua Harmonia, 500 - Vila Madalena, São Paulo/SP',
          },
        ],
      });
    }
  });

  it("names a store without a name 'Loja do Fornecedor'; a pickup-only supplier has no polygon", async () => {
    await t.database.db.insert(lojas).values({
      idfornecedor: MAR.idfornecedor,
      descricaoEnderecoLoja: 'Rua Sem Nome, 1 - Brás, São Paulo/SP',
      latitude: -23.545,
      longitude: -46.615,
    });
    t.suppliersChanged();
    const { body } = await get(
      `/v2/app/vitrine-web/fornecedor/areaatendimento?idfornecedor=${MAR.slug}`,
    );
    const area = body as AreaAtendimento;
    expect(area.coordenadas).toEqual([]);
    expect(area.coordenadas_lojas.map((l) => l.nome)).toEqual([
      'CD Cambuci',
      'Loja Mooca',
      MSG.defaultStoreName,
    ]);
  });

  it('never mixes suppliers: each reply holds only that supplier’s stores', async () => {
    const h = await get(
      `/v2/app/vitrine-web/fornecedor/areaatendimento?idfornecedor=${HORTA.slug}`,
    );
    expect((h.body as AreaAtendimento).coordenadas_lojas.map((l) => l.nome)).toEqual([
      'Horta Viva Pinheiros',
      'Horta Viva Moema',
    ]);
    expect((h.body as AreaAtendimento).coordenadas).toHaveLength(1);
  });

  it('404 for an unknown supplier, 400 without one, 401 for a wrong app token', async () => {
    expect(
      await get('/v2/app/vitrine-web/fornecedor/areaatendimento?idfornecedor=nao-existe'),
    ).toMatchObject({ status: 404, body: { mensagem: 'Fornecedor não encontrado' } });
    expect(await get('/v2/app/vitrine-web/fornecedor/areaatendimento')).toMatchObject({
      status: 400,
      body: { campo: 'idfornecedor' },
    });
    expect(
      (await get(`/v2/app/outro-app/fornecedor/areaatendimento?idfornecedor=${SERRA.slug}`)).status,
    ).toBe(401);
  });
});

describe('demo location suppliers', () => {
  it('horta-viva carries both access gates; casa-do-pao delivers only', async () => {
    const h = await get(`/v2/app/vitrine-web/fornecedor?idfornecedor=${HORTA.slug}`);
    expect((h.body as Fornecedor).tag).toEqual([
      'has-delivery',
      'has-collect',
      'requires-address-to-access',
      'requires-supplier-to-access',
      'hide-price-for-logged-out-customers',
    ]);
    const p = await get(`/v2/app/vitrine-web/fornecedor?idfornecedor=${PAO.slug}`);
    expect(p.body as Fornecedor).toMatchObject({
      tiposEntrega: ['DELIVERY'],
      meta_info: { default_store: 'Casa do Pão Bela Vista' },
    });
  });
});
