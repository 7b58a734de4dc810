import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { enderecos } from '../../db/schema/index.ts';

interface Session {
  idcliente: number;
  token: string;
}

let t: TestApp;
let ana: Session;
let padaria: Session;

async function login(cpf: string, idfornecedor: string): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/app/vitrine-web/usuario/autenticar',
    payload: { cpf, senha: DEMO_PASSWORD, idfornecedor },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(DEMO_CUSTOMERS.ana.cpf, DEMO_SUPPLIERS.serraVerde.idfornecedor);
  padaria = await login(DEMO_CUSTOMERS.padaria.email, DEMO_SUPPLIERS.marAzul.idfornecedor);
});
afterAll(async () => {
  await t.close();
});

const base = (s: Session) => `/v1/app/vitrine-web~${s.idcliente}`;
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });
const list = async (s: Session) => {
  const res = await t.app.inject({ url: `${base(s)}/enderecos`, headers: auth(s) });
  expect(res.statusCode).toBe(200);
  return res.json() as { idendereco: number; primario: boolean; rua: string }[];
};
const create = (s: Session, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${base(s)}/enderecos`, headers: auth(s), payload });
const update = (s: Session, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${base(s)}/enderecosput`, headers: auth(s), payload });
const remove = (s: Session, idendereco: number) =>
  t.app.inject({
    method: 'POST',
    url: `${base(s)}/cliente/enderecos/${idendereco}/excluir`,
    headers: auth(s),
    payload: {},
  });

const paulista = {
  rua: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'sp',
  cep: '01310-100',
  complemento: 'Conjunto 12',
  apelido: 'Escritório',
  pontoref: 'Perto do MASP',
  coords: { lat: -23.5614, lng: -46.6559 },
};

async function countRows(): Promise<number> {
  return (await t.database.db.select({ id: enderecos.idendereco }).from(enderecos)).length;
}

describe('addresses', () => {
  it('creates an address: cep without dash, coords stored, textoendereco derived', async () => {
    const res = await create(ana, paulista);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      rua: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01310100',
      complemento: 'Conjunto 12',
      pais: 'Brasil',
      apelido: 'Escritório',
      pontoref: 'Perto do MASP',
      lat: -23.5614,
      lng: -46.6559,
      cod_erp: null,
      textoendereco: 'Avenida Paulista, 1000 - Bela Vista, São Paulo/SP',
    });
    expect((await list(ana)).some((e) => e.idendereco === body.idendereco)).toBe(true);
  });

  it('keeps a single primary address: a new primary unsets the others', async () => {
    const first = (await create(ana, { ...paulista, rua: 'Rua Primeira', primario: true })).json();
    expect(first.primario).toBe(true);
    const second = (
      await create(ana, {
        ...paulista,
        rua: 'Rua Segunda',
        primario: true,
        coords: null,
        lat: -23.5,
        lng: -46.6,
      })
    ).json();
    expect(second).toMatchObject({ primario: true, lat: -23.5, lng: -46.6 });
    const all = await list(ana);
    expect(all.filter((e) => e.primario).map((e) => e.idendereco)).toEqual([second.idendereco]);
    expect(all[0]!.idendereco).toBe(second.idendereco);
  });

  it('updates an address through enderecosput', async () => {
    const created = (await create(ana, { ...paulista, rua: 'Rua Antiga' })).json();
    const res = await update(ana, {
      ...paulista,
      idendereco: created.idendereco,
      rua: 'Rua Nova',
      numero: 55,
      cep: '20040020',
      uf: 'RJ',
      cidade: 'Rio de Janeiro',
      coords: undefined,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      idendereco: created.idendereco,
      rua: 'Rua Nova',
      numero: '55',
      cep: '20040020',
      uf: 'RJ',
      textoendereco: 'Rua Nova, 55 - Bela Vista, Rio de Janeiro/RJ',
      lat: null,
      lng: null,
      primario: created.primario,
    });
    const promoted = await update(ana, {
      ...paulista,
      idendereco: created.idendereco,
      rua: 'Rua Nova',
      primario: true,
    });
    expect(promoted.json().primario).toBe(true);
    expect((await list(ana)).filter((e) => e.primario)).toHaveLength(1);
  });

  it('deletes an address; deleting it again is 404', async () => {
    const created = (await create(ana, { ...paulista, rua: 'Rua Descartável' })).json();
    const res = await remove(ana, created.idendereco);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(ana)).some((e) => e.idendereco === created.idendereco)).toBe(false);
    expect((await remove(ana, created.idendereco)).statusCode).toBe(404);
  });

  it('promotes another address when the primary one is deleted', async () => {
    const primary = (
      await create(ana, { ...paulista, rua: 'Rua Principal', primario: true })
    ).json();
    await remove(ana, primary.idendereco);
    const remaining = await list(ana);
    expect(remaining.filter((e) => e.primario)).toHaveLength(1);
  });

  it("refuses an invalid CEP with 400 'CEP inválido' and writes nothing", async () => {
    const before = await countRows();
    for (const cep of ['1234-567', '0131010', '01310-1000', 'abcde-fgh']) {
      const res = await create(ana, { ...paulista, cep });
      expect(res.statusCode, cep).toBe(400);
      expect(res.json()).toEqual({ mensagem: 'CEP inválido', campo: 'cep' });
    }
    expect(await countRows()).toBe(before);
  });

  it('requires the address fields with pt-BR messages', async () => {
    const { rua: _rua, ...withoutRua } = paulista;
    expect((await create(ana, withoutRua)).json()).toEqual({
      mensagem: 'Informe a rua',
      campo: 'rua',
    });
    expect((await create(ana, { ...paulista, numero: ' ' })).json()).toMatchObject({
      mensagem: 'Informe o número',
    });
    expect((await create(ana, { ...paulista, bairro: '' })).json()).toMatchObject({
      mensagem: 'Informe o bairro',
    });
    expect((await create(ana, { ...paulista, cidade: '' })).json()).toMatchObject({
      mensagem: 'Informe a cidade',
    });
    expect((await create(ana, { ...paulista, uf: 'XX' })).json()).toMatchObject({
      mensagem: 'UF inválida',
      campo: 'uf',
    });
    expect((await create(ana, { ...paulista, coords: { lat: 123, lng: 0 } })).statusCode).toBe(400);
  });

  it("answers 404 for another customer's address and leaves it untouched", async () => {
    const theirs = (await create(padaria, { ...paulista, rua: 'Rua da Padaria' })).json();
    const upd = await update(ana, { ...paulista, idendereco: theirs.idendereco, rua: 'Invadido' });
    expect(upd.statusCode).toBe(404);
    expect(upd.json().mensagem).toBe('Endereço não encontrado');
    expect((await remove(ana, theirs.idendereco)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(enderecos)
      .where(eq(enderecos.idendereco, theirs.idendereco));
    expect(row).toMatchObject({ rua: 'Rua da Padaria', ativo: true });
    expect((await list(ana)).some((e) => e.idendereco === theirs.idendereco)).toBe(false);
  });

  it('refuses the same address twice with 409, however it is typed, on create and on update', async () => {
    const casa = {
      ...paulista,
      rua: 'Rua São Bento',
      numero: '77',
      complemento: 'Casa 2',
      cep: '01011-100',
      primario: false,
    };
    const first = await create(ana, casa);
    expect(first.statusCode).toBe(200);
    const before = await countRows();
    // Case, accents, spacing and the CEP dash do not make another address; nickname and reference do not either.
    const again = await create(ana, {
      ...casa,
      rua: '  rua sao   bento ',
      complemento: 'CASA 2',
      cep: '01011100',
      apelido: 'Outro nome',
      pontoref: 'Outra',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ mensagem: 'Este endereço já está cadastrado.' });
    expect(await countRows()).toBe(before);
    // Another number or complement is another address.
    const neighbour = await create(ana, { ...casa, numero: '79' });
    expect(neighbour.statusCode).toBe(200);
    // Updating it into the first one is refused and changes nothing; saving it unchanged is fine.
    const clash = await update(ana, { ...casa, idendereco: neighbour.json().idendereco });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().mensagem).toBe('Este endereço já está cadastrado.');
    const [row] = await t.database.db
      .select()
      .from(enderecos)
      .where(eq(enderecos.idendereco, neighbour.json().idendereco));
    expect(row!.numero).toBe('79');
    expect(
      (
        await update(ana, {
          ...casa,
          numero: '79',
          apelido: 'Vizinho',
          idendereco: neighbour.json().idendereco,
        })
      ).statusCode,
    ).toBe(200);
    // Another customer may have the same address.
    expect((await create(padaria, casa)).statusCode).toBe(200);
    // A deleted address can be saved again.
    await remove(ana, first.json().idendereco);
    expect((await create(ana, casa)).statusCode).toBe(200);
  });

  it("answers 403 for another customer's path and 401 without a session", async () => {
    const other = await t.app.inject({ url: `${base(padaria)}/enderecos`, headers: auth(ana) });
    expect(other.statusCode).toBe(403);
    const anon = await t.app.inject({ url: `${base(ana)}/enderecos` });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().mensagem).toBe('Sessão expirada, efetue login novamente');
    const wrongApp = await t.app.inject({
      url: `/v1/app/outro~${ana.idcliente}/enderecos`,
      headers: auth(ana),
    });
    expect(wrongApp.statusCode).toBe(401);
  });
});
