// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '@vitrine/contract';
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
