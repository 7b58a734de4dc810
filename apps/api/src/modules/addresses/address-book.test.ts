import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADDRESS_MSG } from '@vitrine/domain';
import { EnderecoFaturamentoBody } from '@vitrine/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { enderecos, enderecosFaturamento, fornecedores } from '../../db/schema/index.ts';
import { findDefaultAddress } from './addresses-repository.ts';
import { saveBillingAddress } from './billing-repository.ts';

/**
 * Issue 9: billing address, supplier tags, CEP autocomplete and geocoding — on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. No test reaches the network: the geocoder is disabled under
 * NODE_ENV=test, and the "real" adapters are pointed at a local fake server.
 */

interface Session {
  idcliente: number;
  token: string;
}

let t: TestApp;
let ana: Session;
let padaria: Session;

async function login(app: TestApp, cpf: string, idfornecedor: string): Promise<Session> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/v1/app/vitrine-web/usuario/autenticar',
    payload: { cpf, senha: DEMO_PASSWORD, idfornecedor },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t, DEMO_CUSTOMERS.ana.cpf, DEMO_SUPPLIERS.serraVerde.idfornecedor);
  padaria = await login(t, DEMO_CUSTOMERS.padaria.email, DEMO_SUPPLIERS.marAzul.idfornecedor);
});
afterAll(async () => {
  await t.close();
});

const seg = (s: Session) => `vitrine-web~${s.idcliente}`;
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });
const create = (s: Session, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/v1/app/${seg(s)}/enderecos`, headers: auth(s), payload });
const billing = (s: Session, idendereco: number) =>
  t.app.inject({
    url: `/v2/app/${seg(s)}/enderecos/${idendereco}/faturamento`,
    headers: auth(s),
  });
const countRows = async () =>
  (await t.database.db.select({ id: enderecos.idendereco }).from(enderecos)).length;

const copacabana = {
  rua: 'Avenida Atlântica',
  numero: '1702',
  bairro: 'Copacabana',
  cidade: 'Rio de Janeiro',
  uf: 'RJ',
  cep: '22021-001',
  apelido: 'Hotel',
  coords: { lat: -22.9671, lng: -43.1786 },
};

describe('billing address', () => {
  it('derives it from the delivery address until one is saved, then answers the saved one', async () => {
    const address = (await create(ana, copacabana)).json();
    const derived = await billing(ana, address.idendereco);
    expect(derived.statusCode).toBe(200);
    expect(derived.json()).toEqual({
      descricao: 'Hotel',
      rua: 'Avenida Atlântica',
      numero: '1702',
      bairro: 'Copacabana',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
      cep: '22021001',
      complemento: null,
      pais: 'Brasil',
      salvo: false,
    });

    const body = EnderecoFaturamentoBody.parse({
      descricao: ' Matriz ',
      rua: 'Rua Quinze de Novembro',
      numero: 300,
      bairro: 'Centro',
      cidade: 'Curitiba',
      uf: 'pr',
      cep: '80020-310',
      complemento: '',
    });
    expect(body.cep).toBe('80020310');
    await t.database.db.transaction((tx) => saveBillingAddress(tx, ana.idcliente, body));
    // Saving again replaces it: one billing address per customer.
    await saveBillingAddress(t.database.db, ana.idcliente, { ...body, numero: '301' });
    const saved = (await billing(ana, address.idendereco)).json();
    expect(saved).toEqual({
      descricao: 'Matriz',
      rua: 'Rua Quinze de Novembro',
      numero: '301',
      bairro: 'Centro',
      cidade: 'Curitiba',
      uf: 'PR',
      cep: '80020310',
      complemento: null,
      pais: 'Brasil',
      salvo: true,
    });
    const rows = await t.database.db
      .select()
      .from(enderecosFaturamento)
      .where(eq(enderecosFaturamento.idcliente, ana.idcliente));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another customer's address, 403 for another customer's path", async () => {
    const theirs = (await create(padaria, { ...copacabana, numero: '1' })).json();
    const res = await billing(ana, theirs.idendereco);
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe('Endereço não encontrado');
    const other = await t.app.inject({
      url: `/v2/app/${seg(padaria)}/enderecos/${theirs.idendereco}/faturamento`,
      headers: auth(ana),
    });
    expect(other.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/v2/app/${seg(ana)}/enderecos/1/faturamento` })).statusCode,
    ).toBe(401);
  });

  it('refuses a billing body with a bad CEP or UF', () => {
    const bad = EnderecoFaturamentoBody.safeParse({ ...copacabana, cep: '2202100' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('CEP inválido');
    expect(EnderecoFaturamentoBody.safeParse({ ...copacabana, uf: 'XX' }).success).toBe(false);
  });
});

describe('bad address input writes nothing', () => {
  it('refuses lat 999 / lng -500, an invalid CEP and a 400 update with the server message', async () => {
    const before = await countRows();
    const lat = await create(ana, { ...copacabana, numero: '9', coords: { lat: 999, lng: 0 } });
    expect(lat.statusCode).toBe(400);
    expect(lat.json()).toMatchObject({ mensagem: 'Latitude inválida' });
    const lng = await create(ana, { ...copacabana, numero: '9', coords: null, lat: 1, lng: -500 });
    expect(lng.statusCode).toBe(400);
    expect(lng.json()).toMatchObject({ mensagem: 'Longitude inválida' });
    const cep = await create(ana, { ...copacabana, numero: '9', cep: '00000-000' });
    expect(cep.json()).toEqual({ mensagem: 'CEP inválido', campo: 'cep' });
    const mine = (await create(ana, { ...copacabana, numero: '10' })).json();
    const upd = await t.app.inject({
      method: 'POST',
      url: `/v1/app/${seg(ana)}/enderecosput`,
      headers: auth(ana),
      payload: { ...copacabana, idendereco: mine.idendereco, cep: '123' },
    });
    expect(upd.statusCode).toBe(400);
    expect(upd.json()).toEqual({ mensagem: 'CEP inválido', campo: 'cep' });
    const [row] = await t.database.db
      .select()
      .from(enderecos)
      .where(eq(enderecos.idendereco, mine.idendereco));
    expect(row!.cep).toBe('22021001');
    expect(await countRows()).toBe(before + 1);
  });
});

describe('supplier tags', () => {
  it('uses-single-address: a second address is refused with 409 and nothing is written', async () => {
    // The same app and database (another app would re-create the PostgreSQL schema under it).
    const marAzul = eq(fornecedores.idfornecedor, DEMO_SUPPLIERS.marAzul.idfornecedor);
    const [{ tags }] = (await t.database.db
      .select({ tags: fornecedores.tags })
      .from(fornecedores)
      .where(marAzul)) as [{ tags: string[] }];
    await t.database.db
      .update(fornecedores)
      .set({ tags: [...tags, 'uses-single-address'] })
      .where(marAzul);
    t.suppliersChanged();
    try {
      const owned = await t.database.db
        .select()
        .from(enderecos)
        .where(and(eq(enderecos.idcliente, padaria.idcliente), eq(enderecos.ativo, true)));
      if (owned.length === 0) expect((await create(padaria, copacabana)).statusCode).toBe(200);
      const before = await t.database.db.select().from(enderecos);
      const second = await create(padaria, { ...copacabana, numero: '2000' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ mensagem: ADDRESS_MSG.singleAddressOnly });
      expect(await t.database.db.select().from(enderecos)).toEqual(before);
      // Ana buys from serra-verde, which has no such tag: she may add more.
      expect((await create(ana, { ...copacabana, numero: '2000' })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(fornecedores).set({ tags }).where(marAzul);
      t.suppliersChanged();
    }
  });

  it('use-primary-address: the default address is the primary one', async () => {
    const first = (await create(ana, { ...copacabana, numero: '50', primario: false })).json();
    const primary = (await create(ana, { ...copacabana, numero: '51', primario: true })).json();
    expect(
      (await findDefaultAddress(t.database.db, ana.idcliente, ['use-primary-address']))!.idendereco,
    ).toBe(primary.idendereco);
    expect(first.idendereco).not.toBe(primary.idendereco);
    expect(await findDefaultAddress(t.database.db, ana.idcliente, [])).toBeNull();
  });
});

describe('CEP lookup', () => {
  const cep = (value: string) => t.app.inject({ url: `/v4/app/cep/${value}` });

  it('answers a known CEP with street, district, city, UF and coordinates (no login needed)', async () => {
    const res = await cep('01310-200');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '01310200',
      rua: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      lat: -23.5614,
      lng: -46.6559,
    });
  });

  it("answers another CEP of a capital with its city, and an unknown one with 404 'CEP não encontrado'", async () => {
    expect((await cep('30310000')).json()).toMatchObject({
      rua: '',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    });
    const unknown = await cep('13083970');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ mensagem: 'CEP não encontrado' });
  });

  it("refuses an invalid CEP with 400 'CEP inválido'", async () => {
    for (const value of ['1234567', '00000000', 'abcdefgh', '012345678']) {
      const res = await cep(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().mensagem, value).toBe('CEP inválido');
    }
  });
});

describe('geocoding', () => {
  const geocode = (app: TestApp, query: Record<string, string>) =>
    app.app.inject({ url: `/v4/app/geocodificacao?${new URLSearchParams(query)}` });
  const paulista = {
    rua: 'Avenida Paulista',
    numero: '1578',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01310200',
  };

  it("uses the CEP's coordinates when the geocoder is disabled (tests), 404 when there are none", async () => {
    const res = await geocode(t, paulista);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lat: -23.5614, lng: -46.6559, fonte: 'CEP' });
    const none = await geocode(t, { ...paulista, cep: '13083970', cidade: 'Campinas' });
    expect(none.statusCode).toBe(404);
    expect(none.json().mensagem).toBe('Endereço não localizado no mapa');
    const bad = await geocode(t, { ...paulista, uf: 'São Paulo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().mensagem).toBe('UF inválida');
  });

  describe('against a Nominatim and a BrasilAPI on this machine', () => {
    let server: Server;
    let base: string;
    const seen: string[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        seen.push(`${req.url} ${req.headers['user-agent']}`);
        const url = new URL(req.url ?? '/', 'http://x');
        res.setHeader('content-type', 'application/json');
        if (url.pathname === '/search') {
          const q = url.searchParams.get('q') ?? '';
          return res.end(
            q.includes('Paulista')
              ? JSON.stringify([{ lat: '-23.5617', lon: '-46.6562', display_name: q }])
              : '[]',
          );
        }
        res.statusCode = 500;
        res.end('{"message":"fora do ar"}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('places the address with the geocoder, falls back to the CEP, and answers 502 when the CEP service fails', async () => {
      const app = await createTestApp({
        GEOCODER_URL: base,
        GEOCODER_USER_AGENT: 'Vitrine-teste',
        CEP_PROVIDER: 'brasilapi',
        BRASILAPI_URL: base,
      });
      try {
        const found = await geocode(app, paulista);
        expect(found.json()).toEqual({ lat: -23.5617, lng: -46.6562, fonte: 'GEOCODER' });
        expect(seen.at(-1)).toMatch(/^\/search\?.*format=jsonv2.*countrycodes=br.* Vitrine-teste$/);
        // Not found by the geocoder, CEP service down: nowhere to put the pin.
        const lost = await geocode(app, { ...paulista, rua: 'Rua Inexistente' });
        expect(lost.statusCode).toBe(404);
        const down = await app.app.inject({ url: '/v4/app/cep/01310200' });
        expect(down.statusCode).toBe(502);
        expect(down.json()).toEqual({ mensagem: ADDRESS_MSG.cepServiceUnavailable });
      } finally {
        await app.close();
      }
    });

    it('falls back to the CEP when the geocoder cannot be reached', async () => {
      const app = await createTestApp({
        GEOCODER_URL: 'http://127.0.0.1:9',
        GEOCODER_TIMEOUT_MS: 500,
      });
      try {
        expect((await geocode(app, paulista)).json()).toEqual({
          lat: -23.5614,
          lng: -46.6559,
          fonte: 'CEP',
        });
      } finally {
        await app.close();
      }
    });
  });

  it('rate-limits the public lookups per client', async () => {
    const app = await createTestApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: 2 });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await app.app.inject({ url: '/v4/app/cep/01001000' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
