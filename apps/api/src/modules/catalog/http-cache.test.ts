import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { centavos } from '@vitrine/domain';
import { produtos } from '../../db/schema/index.ts';

/**
 * HTTP caching of what anonymous visitors read (issue 12 §3, ADR 0043): public Cache-Control
 * and ETag/304 on the catalog of a supplier whose prices every caller sees and on the supplier
 * routes; `private, no-cache` with `Vary: Authorization` where the reply depends on the caller
 * (prices an ADR 0033 tag hides: Horta Viva hides them from visitors, Mar Azul has
 * support-budget), which no shared cache may ever keep.
 */
const SERRA = DEMO_SUPPLIERS.serraVerde;
const HORTA = DEMO_SUPPLIERS.hortaViva;
const MAR = DEMO_SUPPLIERS.marAzul;

let t: TestApp;
const productOf: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const s of [SERRA, HORTA, MAR]) {
    const [row] = await t.database.db
      .select({ id: produtos.idproduto })
      .from(produtos)
      .where(and(eq(produtos.idfornecedor, s.idfornecedor), eq(produtos.ativo, true)))
      .limit(1);
    productOf[s.idfornecedor] = row!.id;
  }
});

afterAll(async () => {
  await t.close();
});

const catalogUrls = (idfornecedor: string): Record<string, string> => ({
  categories: `/v2/app/vitrine-web/listacategoriasprodutos/${idfornecedor}`,
  listing: `/v2/app/vitrine-web/listaprodutos/${idfornecedor}?page=1`,
  search: `/v2/app/vitrine-web/listaprodutos/${idfornecedor}?sk=cafe`,
  detail: `/v2/app/vitrine-web/fornecedor/${idfornecedor}/produto/${productOf[idfornecedor]}`,
  suggestions: `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${idfornecedor}&query=caf`,
});

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** A first GET, then the same GET with the ETag it got: 304, no body, the same ETag. */
async function expectRevalidates(url: string, headers: Record<string, string> = {}) {
  const first = await get(url, headers);
  expect(first.statusCode, url).toBe(200);
  const etag = first.headers.etag;
  expect(etag, url).toMatch(/^"[^"]+"$/);
  const again = await get(url, { ...headers, 'if-none-match': String(etag) });
  expect(again.statusCode, url).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  const stale = await get(url, { ...headers, 'if-none-match': '"outra-versao"' });
  expect(stale.statusCode, url).toBe(200);
  expect(stale.body).toBe(first.body);
  return first;
}

describe('catalog replies every caller sees alike', () => {
  it('are public for a minute, with an ETag, a 304 on If-None-Match and no Vary on the token', async () => {
    for (const [name, url] of Object.entries(catalogUrls(SERRA.idfornecedor))) {
      const res = await expectRevalidates(url);
      expect(res.headers['cache-control'], name).toBe('public, max-age=60');
      expect(res.headers.vary, name).toBeUndefined();
    }
  });

  it('change their ETag when the catalog changes', async () => {
    const url = catalogUrls(SERRA.idfornecedor).detail!;
    const before = await get(url);
    await t.database.db
      .update(produtos)
      .set({ precoCentavos: centavos(12_345) })
      .where(eq(produtos.idproduto, productOf[SERRA.idfornecedor]!));
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<{ produto: { preco: number } }>().produto.preco).toBe(123.45);
  });

  it('a customer token changes nothing: the same public bytes', async () => {
    const url = catalogUrls(SERRA.idfornecedor).listing!;
    const anonymous = await get(url);
    const withToken = await get(url, { authorization: 'Bearer qualquer' });
    expect(withToken.headers['cache-control']).toBe('public, max-age=60');
    expect(withToken.body).toBe(anonymous.body);
  });
});

describe('catalog replies whose prices a tag may hide (ADR 0033)', () => {
  it.each([
    ['hide-price-for-logged-out-customers', HORTA.idfornecedor],
    ['support-budget', MAR.idfornecedor],
  ])('%s: never public — private, no-cache, Vary: Authorization', async (_tag, idfornecedor) => {
    const urls = catalogUrls(idfornecedor);
    for (const name of ['listing', 'search', 'detail', 'suggestions']) {
      for (const headers of [{}, { authorization: 'Bearer qualquer' }] as Record<
        string,
        string
      >[]) {
        const res = await get(urls[name]!, headers);
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['cache-control'], name).toBe('private, no-cache');
        expect(res.headers.vary, name).toBe('Authorization');
      }
    }
  });

  it('hidden prices stay out of the reply and the browser may still revalidate its own copy', async () => {
    const url = catalogUrls(HORTA.idfornecedor).listing!;
    const res = await expectRevalidates(url);
    const body = res.json<{ listaTemPrecos: boolean; produtos: { preco: number | null }[] }>();
    expect(body.listaTemPrecos).toBe(false);
    expect(body.produtos.every((p) => p.preco === null)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('categories carry no price: public even there', async () => {
    const res = await expectRevalidates(catalogUrls(HORTA.idfornecedor).categories!);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('supplier routes', () => {
  it('lookup by slug, theme, footer and payment methods: public for five minutes, 304 on If-None-Match', async () => {
    for (const url of [
      `/v2/app/vitrine-web/fornecedor?idfornecedor=${SERRA.slug}`,
      `/v2/app/vitrine-web/fornecedor/areaatendimento?idfornecedor=${SERRA.slug}`,
      `/v2/configuracao/fornecedor/${SERRA.idfornecedor}/tema`,
      `/v2/app/config/fornecedor/${SERRA.idfornecedor}/rodape`,
      `/v2/app/vitrine-web/fornecedor/${SERRA.idfornecedor}/formas-pagamento`,
    ]) {
      const res = await expectRevalidates(url);
      expect(res.headers['cache-control'], url).toBe('public, max-age=300');
    }
  });

  it('a lookup by location is the caller’s own: private, no-cache', async () => {
    const res = await get('/v2/app/vitrine-web/fornecedor?cep=01310100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Authorization');
  });

  it('an unknown supplier is a 404 no cache keeps', async () => {
    const res = await get('/v2/configuracao/fornecedor/00000000-0000-4000-8000-000000000000/tema');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
