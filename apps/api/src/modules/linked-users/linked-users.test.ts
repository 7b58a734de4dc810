import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, ROLES_MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readOutbox } from '../../../test/outbox.ts';
import { login, roleCustomers, serraOrder, SERRA, MAR } from '../../../test/roles.ts';
import { newSession } from '../../../test/generated/actors.ts';
import { databaseFingerprint } from '../../../test/generated/fingerprint.ts';
import { pedidos, usuariosVinculados } from '../../db/schema/index.ts';
import { DEMO_LINKED_USER_PASSWORD, DEMO_LINKED_USERS } from '../../db/seed/roles-seed.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof roleCustomers>>;
const JOANA = DEMO_LINKED_USERS.serraVerde;

beforeAll(async () => {
  t = await createTestApp();
  ids = await roleCustomers(t);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a linked user (spec §6)', () => {
  it('logs in with its own e-mail and password, as the first linked client, not principal', async () => {
    const body = await login(t, JOANA.email, DEMO_LINKED_USER_PASSWORD, SERRA);
    expect(body).toMatchObject({
      idcliente: ids.ana,
      principal: false,
      loginAsUsuarioVinculado: true,
      usuario_vinculado_logado: { nome: JOANA.nome, email: JOANA.email },
    });
    expect(body.listaClientesVinculados.map((c: { idcliente: number }) => c.idcliente)).toEqual([
      ids.ana,
      ids.mercearia,
    ]);
    const session = await t.app.inject({
      method: 'GET',
      url: `/v1/app/vitrine-web~${ids.ana}/cliente`,
      headers: bearer(body.token),
    });
    expect(session.json()).toMatchObject({ principal: false, loginAsUsuarioVinculado: true });
  });

  it('logs in as the client it names in idcliente', async () => {
    const body = await login(t, JOANA.email, DEMO_LINKED_USER_PASSWORD, SERRA, {
      idcliente: ids.mercearia,
    });
    expect(body.idcliente).toBe(ids.mercearia);
  });

  it('is refused with a wrong password or at a supplier it has no client at', async () => {
    for (const [senha, idfornecedor] of [
      ['errada-123', SERRA],
      [DEMO_LINKED_USER_PASSWORD, MAR],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/app/vitrine-web/usuario/autenticar',
        payload: { cpf: JOANA.email, senha, idfornecedor },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().mensagem).toBe(MSG.invalidCredentials);
    }
  });

  it('switches client (GET /v1/app/usuario/{a}/{b}), the old session ending', async () => {
    const first = await login(t, JOANA.email, DEMO_LINKED_USER_PASSWORD, SERRA);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/app/usuario/vitrine-web/${ids.mercearia}?gerar_token_jwt=true`,
      headers: bearer(first.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ idcliente: ids.mercearia, principal: false });
    expect(res.json().jwttoken).toEqual(expect.any(String));
    const old = await t.app.inject({
      method: 'GET',
      url: `/v1/app/vitrine-web~${ids.ana}/cliente`,
      headers: bearer(first.token),
    });
    expect(old.statusCode).toBe(401);
    const noJwt = await t.app.inject({
      method: 'GET',
      url: `/v1/app/usuario/vitrine-web/${ids.ana}`,
      headers: bearer(res.json().token),
    });
    expect(noJwt.statusCode).toBe(200);
    expect(noJwt.json()).not.toHaveProperty('jwttoken');
  });

  it('cannot switch to a client it is not linked to, nor can a main customer (403, nothing changed)', async () => {
    const joana = await login(t, JOANA.email, DEMO_LINKED_USER_PASSWORD, SERRA);
    const ana = await newSession(t, ids.ana, SERRA);
    for (const [headers, target] of [
      [bearer(joana.token), ids.padaria],
      [ana.headers, ids.mercearia],
    ] as const) {
      const before = await databaseFingerprint(t.database.db);
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/app/usuario/vitrine-web/${target}`,
        headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().mensagem).toBe(ROLES_MSG.notLinkedToClient);
      expect(await databaseFingerprint(t.database.db)).toEqual(before);
    }
  });

  it('lists its clients (clientes-vinculados); a main customer gets none', async () => {
    const joana = await login(t, JOANA.email, DEMO_LINKED_USER_PASSWORD, SERRA);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/app/vitrine-web/usuario/${ids.ana}/clientes-vinculados`,
      headers: bearer(joana.token),
    });
    expect(res.json().clientes).toHaveLength(2);
    const ana = await newSession(t, ids.ana, SERRA);
    const own = await t.app.inject({
      method: 'POST',
      url: `/v1/app/vitrine-web/usuario/${ids.ana}/clientes-vinculados`,
      headers: ana.headers,
    });
    expect(own.json().clientes).toEqual([]);
  });

  it('cannot list, register or delete linked users (403, nothing changed)', async () => {
    const joana = await login(t, JOANA.email, DEMO_LINKED_USER_PASSWORD, SERRA);
    const [row] = await t.database.db
      .select()
      .from(usuariosVinculados)
      .where(eq(usuariosVinculados.email, JOANA.email));
    const calls = [
      { method: 'POST' as const, url: `/v1/app/vitrine-web/usuario/${ids.ana}/usuarios` },
      {
        method: 'POST' as const,
        url: `/v1/app/usuario/vitrine-web/${ids.ana}`,
        payload: { email: 'intruso@exemplo.com.br' },
      },
      {
        method: 'DELETE' as const,
        url: `/v1/app/usuario/vitrine-web/${ids.ana}/${row!.idusuarioVinculado}`,
      },
    ];
    for (const call of calls) {
      const before = await databaseFingerprint(t.database.db);
      const res = await t.app.inject({ ...call, headers: bearer(joana.token) });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().mensagem).toBe(ROLES_MSG.onlyMainCustomerManagesUsers);
      expect(await databaseFingerprint(t.database.db)).toEqual(before);
    }
  });

  it('orders for its client: the order carries usuarioVinculado', async () => {
    const joana = await login(t, JOANA.email, DEMO_LINKED_USER_PASSWORD, SERRA, {
      idcliente: ids.mercearia,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${ids.mercearia}/pedido`,
      headers: bearer(joana.token),
      payload: await serraOrder(t, ids.mercearia),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [pedido] = await t.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.numpedido, res.json().numpedido));
    expect(pedido!.idusuarioVinculado).toBe(joana.usuario_vinculado_logado.idusuario_vinculado);
    expect(pedido!.idcliente).toBe(ids.mercearia);
    const issuer = { usuarioVinculado: { nome: JOANA.nome }, representante: null };
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v4/app/orders/get-order/${pedido!.numpedido}`,
      headers: bearer(joana.token),
    });
    expect(detail.json()).toMatchObject(issuer);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v4/app/pedido/cliente/${ids.mercearia}`,
      headers: bearer(joana.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().pedidos[0]).toMatchObject({ numpedido: pedido!.numpedido, ...issuer });
  });
});

describe('the main customer manages linked users', () => {
  it('lists them', async () => {
    const ana = await newSession(t, ids.ana, SERRA);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/app/vitrine-web/usuario/${ids.ana}/usuarios`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().usuarios).toEqual([
      expect.objectContaining({ email: JOANA.email, convite_aceito: true }),
    ]);
  });

  it('registers one by e-mail: an invitation goes out, the link sets the password once, then it logs in', async () => {
    const ana = await newSession(t, ids.ana, SERRA);
    const email = 'novo.comprador@exemplo.com.br';
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/app/usuario/vitrine-web/${ids.ana}`,
      headers: ana.headers,
      payload: { email: 'Novo.Comprador@exemplo.com.br', nome: 'Novo Comprador' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      mensagem: ROLES_MSG.linkedUserInvited,
      usuario: { email, convite_aceito: false },
    });
    const [mail] = await readOutbox(t.app, email);
    expect(mail).toMatchObject({ tipo: 'convite-usuario', idfornecedor: SERRA });
    const token = decodeURIComponent(/\/convite\/([^\s]+)/.exec(mail!.texto)![1]!);
    // Before the invitation is accepted, the linked user cannot log in.
    const early = await t.app.inject({
      method: 'POST',
      url: '/v1/app/vitrine-web/usuario/autenticar',
      payload: { cpf: email, senha: 'qualquer-senha', idfornecedor: SERRA },
    });
    expect(early.statusCode).toBe(401);
    const accept = (senha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v4/usuario-vinculado/convite/aceitar',
        payload: { token, senha },
      });
    expect((await accept('curta')).statusCode).toBe(400);
    const accepted = await accept('senha-nova-123');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ email, mensagem: ROLES_MSG.passwordSet });
    const again = await accept('outra-senha-123');
    expect(again.statusCode).toBe(401);
    expect(again.json().mensagem).toBe(ROLES_MSG.invitationInvalid);
    const body = await login(t, email, 'senha-nova-123', SERRA);
    expect(body).toMatchObject({ idcliente: ids.ana, principal: false });
    // Registering it again is refused, and so is a customer's own e-mail.
    for (const payload of [{ email }, { email: 'ana.souza@exemplo.com.br' }]) {
      const dup = await t.app.inject({
        method: 'POST',
        url: `/v1/app/usuario/vitrine-web/${ids.ana}`,
        headers: ana.headers,
        payload,
      });
      expect(dup.statusCode).toBe(400);
    }
  });

  it('deletes one: its sessions for the customer end; 404 for a linked user of someone else', async () => {
    const padaria = await newSession(t, ids.padaria, MAR);
    const [lucas] = await t.database.db
      .select()
      .from(usuariosVinculados)
      .where(eq(usuariosVinculados.email, DEMO_LINKED_USERS.marAzul.email));
    const [joana] = await t.database.db
      .select()
      .from(usuariosVinculados)
      .where(eq(usuariosVinculados.email, JOANA.email));
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/v1/app/usuario/vitrine-web/${ids.padaria}/${joana!.idusuarioVinculado}`,
      headers: padaria.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().mensagem).toBe(ROLES_MSG.linkedUserNotFound);
    const lucasSession = await login(
      t,
      DEMO_LINKED_USERS.marAzul.email,
      DEMO_LINKED_USER_PASSWORD,
      MAR,
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/app/usuario/vitrine-web/${ids.padaria}/${lucas!.idusuarioVinculado}`,
      headers: padaria.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/app/vitrine-web~${ids.padaria}/cliente`,
      headers: bearer(lucasSession.token),
    });
    expect(after.statusCode).toBe(401);
    const relog = await login(t, DEMO_LINKED_USERS.marAzul.email, DEMO_LINKED_USER_PASSWORD, MAR);
    expect(relog.idcliente).toBe(ids.restaurante);
  });

  it("refuses another customer's path (403)", async () => {
    const ana = await newSession(t, ids.ana, SERRA);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/app/vitrine-web/usuario/${ids.mercearia}/usuarios`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
