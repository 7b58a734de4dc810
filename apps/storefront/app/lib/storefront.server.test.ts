// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '@vitrine/contract';
import { ApiError, callApi } from './api.server';
import { getAuth, type AuthSession } from './session.server';
import { createStorefrontRequest } from './storefront.server';

vi.mock('./api.server', async (original) => ({
  ...(await original<typeof import('./api.server')>()),
  callApi: vi.fn(),
}));
vi.mock('./session.server', async (original) => ({
  ...(await original<typeof import('./session.server')>()),
  getAuth: vi.fn(),
}));
const callApiMock = vi.mocked(callApi);
const getAuthMock = vi.mocked(getAuth);
afterEach(() => vi.resetAllMocks());

const AUTH: AuthSession = {
  token: 't0k',
  jwttoken: 'jwt',
  idcliente: 7,
  idfornecedor: 'sup-1',
  nome: 'Ana',
};
const SESSAO = {
  cliente: { idcliente: 7 },
  acesso: null,
  termosTexto: null,
  idfornecedor: 'sup-1',
};
const layoutReply = (sessao: unknown) => ({
  fornecedor: { idfornecedor: 'sup-1', slug: 'serra-verde' },
  categorias: [{ idcategoria: 1 }],
  rodape: { texto: 'Rodapé' },
  sessao,
});

/** Issue 12 §3: a page's layout data (supplier, theme, categories, session) in one API round trip. */
describe('createStorefrontRequest', () => {
  it('answers supplier, layout, auth and session from one layout call', async () => {
    getAuthMock.mockResolvedValue(AUTH);
    callApiMock.mockResolvedValue(layoutReply(SESSAO) as never);
    const store = createStorefrontRequest(new Request('http://x/serra-verde'), 'serra-verde');
    const [fornecedor, layout, auth, session] = await Promise.all([
      store.supplier(),
      store.layout(),
      store.auth(),
      store.session(),
    ]);
    await store.supplier();
    expect(callApiMock).toHaveBeenCalledTimes(1);
    expect(callApiMock).toHaveBeenCalledWith(
      apiRoutes.storefront.layout,
      { params: { fornecedor: 'serra-verde' } },
      { auth: AUTH },
    );
    expect(fornecedor.slug).toBe('serra-verde');
    expect(layout).toEqual({ categorias: [{ idcategoria: 1 }], rodape: { texto: 'Rodapé' } });
    expect(auth).toBe(AUTH);
    expect(session).toBe(SESSAO);
  });

  it("treats another supplier's cookie as a visitor", async () => {
    getAuthMock.mockResolvedValue({ ...AUTH, idfornecedor: 'outro' });
    callApiMock.mockResolvedValue(layoutReply(null) as never);
    const store = createStorefrontRequest(new Request('http://x/serra-verde'), 'serra-verde');
    expect(await store.auth()).toBeNull();
    expect(await store.session()).toBeNull();
    expect(callApiMock).toHaveBeenCalledTimes(1);
  });

  it('sends an unknown supplier to the provider home (spec §2)', async () => {
    getAuthMock.mockResolvedValue(null);
    callApiMock.mockRejectedValue(new ApiError(404, 'Fornecedor não encontrado', null));
    const store = createStorefrontRequest(new Request('http://x/nada'), 'nada');
    const thrown = await store.supplier().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/');
    expect(callApiMock).toHaveBeenCalledWith(
      apiRoutes.storefront.layout,
      { params: { fornecedor: 'nada' } },
      {},
    );
  });
});
