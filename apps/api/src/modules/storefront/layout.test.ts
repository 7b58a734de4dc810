import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo } from '../../../test/session.ts';
import { DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { GATES_CUSTOMERS } from '../../db/seed/gates-seed.ts';
import { fornecedores } from '../../db/schema/index.ts';

/**
 * The storefront's layout in one call (issue 12 §3): the same supplier, categories and footer
 * as the separate calls, the session check and access gates of the Bearer, and a supplier
 * change seen at once through the in-process cache's change feed.
 */
let t: TestApp;
const SERRA = DEMO_SUPPLIERS.serraVerde;
const MAR = DEMO_SUPPLIERS.marAzul;

const layout = (fornecedor: string, token?: string) =>
  t.app.inject({
    url: `/v4/vitrine/${fornecedor}/layout`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /v4/vitrine/{fornecedor}/layout', () => {
  it('answers a visitor what the supplier, category and footer calls answer, publicly', async () => {
    const res = await layout(SERRA.slug);
    expect(res.statusCode).toBe(200);
    // The same for every visitor (ADR 0060): any cache may keep it a minute, keyed by Bearer.
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toBe('Authorization');
    const body = res.json();
    const [fornecedor, categorias, rodape] = await Promise.all(
      [
        `/v2/app/vitrine-web/fornecedor?idfornecedor=${SERRA.slug}`,
        `/v2/app/vitrine-web/listacategoriasprodutos/${SERRA.idfornecedor}`,
        `/v2/app/config/fornecedor/${SERRA.slug}/rodape`,
      ].map(async (url) => (await t.app.inject({ url })).json()),
    );
    expect(body.fornecedor).toEqual(fornecedor);
    expect(body.categorias).toEqual(categorias);
    expect(body.categorias.length).toBeGreaterThan(0);
    expect(body.rodape).toEqual(rodape);
    expect(body.sessao).toBeNull();
    // By id as by slug.
    expect((await layout(SERRA.idfornecedor)).json().fornecedor.slug).toBe(SERRA.slug);
  });

  it('answers a visitor 304 when it still holds the same layout, a session never publicly', async () => {
    const first = await layout(SERRA.slug);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: `/v4/vitrine/${SERRA.slug}/layout`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const ana = await loginDemo(t, 'ana');
    const own = await layout(SERRA.slug, ana.token);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.vary).toBe('Authorization');
  });

  it("answers 404 'Fornecedor não encontrado' for an unknown supplier", async () => {
    const res = await layout('nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe(APP_MSG.supplierNotFound);
  });

  it('carries the session check and the access gates of a live session', async () => {
    const ana = await loginDemo(t, 'ana');
    const { sessao } = (await layout(SERRA.slug, ana.token)).json();
    expect(sessao.cliente.idcliente).toBe(ana.idcliente);
    expect(sessao.idfornecedor).toBe(SERRA.idfornecedor);
    expect(sessao.acesso).toMatchObject({ cadastro_aprovado: true, precos: 'visible' });
    expect(sessao.termosTexto).toBeNull();
    // At another supplier the same session is nobody's: the visitor is anonymous there.
    expect((await layout(MAR.slug, ana.token)).json().sessao).toBeNull();
  });

  it('gives the terms text while acceptance is pending', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/app/vitrine-web/usuario/autenticar',
      payload: {
        cpf: GATES_CUSTOMERS.marAzulNewTerms.email,
        senha: DEMO_PASSWORD,
        idfornecedor: MAR.idfornecedor,
      },
    });
    const { sessao } = (await layout(MAR.slug, res.json().token)).json();
    expect(sessao.acesso.termos.pendente).toBe(true);
    expect(sessao.termosTexto).toMatch(/\S+\n\n\S+/);
  });

  it('says the session ended after logout or for an unknown token (spec §4 Session check)', async () => {
    const ana = await loginDemo(t, 'ana');
    await t.app.inject({ url: '/v1/app/vitrine-web/cliente/logout', headers: ana.headers });
    const ended = { cliente: null, acesso: null, termosTexto: null, idfornecedor: null };
    expect((await layout(SERRA.slug, ana.token)).json().sessao).toEqual(ended);
    expect((await layout(SERRA.slug, 'x'.repeat(40))).json().sessao).toEqual(ended);
  });

  it('shows a supplier change at once, though the supplier is served from memory', async () => {
    const before = (await layout(SERRA.slug)).json().fornecedor.nome;
    await t.database.db
      .update(fornecedores)
      .set({ nome: 'Serra Verde Renomeada' })
      .where(eq(fornecedores.idfornecedor, SERRA.idfornecedor));
    // The change reaches the cache by NOTIFY at commit: on a server a moment later.
    await expect
      .poll(async () => (await layout(SERRA.slug)).json().fornecedor.nome, { timeout: 2_000 })
      .toBe('Serra Verde Renomeada');
    await t.database.db
      .update(fornecedores)
      .set({ nome: before })
      .where(eq(fornecedores.idfornecedor, SERRA.idfornecedor));
    await expect
      .poll(async () => (await layout(SERRA.slug)).json().fornecedor.nome, { timeout: 2_000 })
      .toBe(before);
  });
});
