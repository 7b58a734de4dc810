// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '@vitrine/contract';
import { apiReplyCache, freshForMs } from './api-cache.server';
import { ApiError, callApi, urlOf } from './api.server';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('urlOf', () => {
  it('fills {apptoken}{sep}{idcliente} for customer routes and only the app token otherwise', () => {
    const cart = urlOf(
      apiRoutes.cart.get,
      { params: { idcliente: 42 }, query: { idfornecedor: 'x', canalVenda: 'WEB' } },
      42,
    );
    expect(cart.pathname).toBe('/v2/app/vitrine-web~42/usuario/42/cart');
    expect(cart.searchParams.get('idfornecedor')).toBe('x');
    const categories = urlOf(apiRoutes.catalog.categories, { params: { idfornecedor: 'abc' } }, 42);
    expect(categories.pathname).toBe('/v2/app/vitrine-web/listacategoriasprodutos/abc');
  });

  it('keeps a parameter in its own segment, whatever it holds', () => {
    const url = urlOf(apiRoutes.users.candidate, { params: { login: '../../docs' } });
    expect(url.pathname).toBe('/v2/app/vitrine-web/usuario/..%2F..%2Fdocs');
  });
});

describe('callApi', () => {
  it('returns the reply the contract promises, with the bearer token', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await expect(
      callApi(apiRoutes.users.logout, {}, { auth: { token: 't0k', idcliente: 1 } }),
    ).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t0k');
  });

  it('turns a reply that breaks the contract into a logged 502, never a cast', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json({ ok: 'yes' }));
    const failure = await callApi(apiRoutes.users.logout, {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(502);
    expect(log).toHaveBeenCalledOnce();
  });

  it("passes on the API's status and pt-BR message", async () => {
    fetchMock.mockResolvedValue(json({ mensagem: 'Fornecedor não encontrado' }, 404));
    const failure = await callApi(apiRoutes.suppliers.footer, { params: { id: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ status: 404, message: 'Fornecedor não encontrado' });
  });
});

describe('callApi: anonymous replies kept (ADR 0060)', () => {
  const categorias = [{ idcategoria: 1, nome: 'Bebidas', slug: 'bebidas', quantidadeProdutos: 3 }];
  const reply = (headers: Record<string, string>, status = 200) =>
    new Response(status === 304 ? null : JSON.stringify(categorias), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const categories = (idfornecedor: string, auth?: { token: string; idcliente: number }) =>
    callApi(apiRoutes.catalog.categories, { params: { idfornecedor } }, auth ? { auth } : {});
  let now = 1_000_000;
  beforeEach(() => {
    apiReplyCache.clear();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
  });

  it('answers a public reply from memory for its max-age, then revalidates it by ETag', async () => {
    fetchMock.mockResolvedValueOnce(reply({ 'cache-control': 'public, max-age=60', etag: '"v1"' }));
    const first = await categories('a');
    now += 59_000;
    expect(await categories('a')).toBe(first);
    expect(fetchMock).toHaveBeenCalledOnce();
    // Stale: asked again with the ETag; 304 keeps the same value fresh for another max-age.
    now += 2_000;
    fetchMock.mockResolvedValueOnce(reply({ 'cache-control': 'public, max-age=60' }, 304));
    expect(await categories('a')).toBe(first);
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('if-none-match')).toBe('"v1"');
    now += 30_000;
    expect(await categories('a')).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Shared between requests, so frozen: a caller cannot change what the next one reads.
    expect(Object.isFrozen(first[0])).toBe(true);
  });

  it('keeps nothing private, uncacheable, or asked for with a session', async () => {
    fetchMock.mockImplementation(async () => reply({ 'cache-control': 'private, no-cache' }));
    await categories('b');
    await categories('b');
    fetchMock.mockImplementation(async () => reply({}));
    await categories('c');
    await categories('c');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    fetchMock.mockImplementation(async () => reply({ 'cache-control': 'public, max-age=60' }));
    await categories('d', { token: 't0k', idcliente: 1 });
    await categories('d', { token: 't0k', idcliente: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(6);
    // A visitor's call of the same URL then fills the cache and is answered from it.
    await categories('d');
    await categories('d');
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('reads max-age only from a public Cache-Control, at most five minutes', () => {
    expect(freshForMs('public, max-age=60')).toBe(60_000);
    expect(freshForMs('public, max-age=86400')).toBe(300_000);
    expect(freshForMs('max-age=60')).toBe(0);
    expect(freshForMs('public, no-cache, max-age=60')).toBe(0);
    expect(freshForMs('private, no-store')).toBe(0);
    expect(freshForMs(null)).toBe(0);
  });
});
