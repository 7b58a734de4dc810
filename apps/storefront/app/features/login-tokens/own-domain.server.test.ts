// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '~/lib/session.server';
import { ownDomainMove, pageUnderSupplier } from './own-domain.server';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
beforeEach(() => fetchMock.mockReset());

const CASA = { slug: 'casa-do-pao', dominio: 'casa-do-pao.localhost' };
const get = (url: string, method = 'GET') => new Request(url, { method });
const auth = { token: 'sessao', idcliente: 7, idfornecedor: 'x' } as AuthSession;

describe('pageUnderSupplier', () => {
  it('keeps the page and search under the supplier, without the data-request suffix', () => {
    expect(pageUnderSupplier(new URL('http://h/casa-do-pao/produtos?q=pao'))).toBe(
      '/produtos?q=pao',
    );
    expect(pageUnderSupplier(new URL('http://h/casa-do-pao'))).toBe('/');
    expect(pageUnderSupplier(new URL('http://h/casa-do-pao/produtos.data?_routes=a&q=1'))).toBe(
      '/produtos?q=1',
    );
    expect(pageUnderSupplier(new URL('http://h/casa-do-pao?q=1'))).toBe('/?q=1');
  });
});

describe('ownDomainMove (spec §2 Routes: switching to the own domain)', () => {
  it('sends a visitor to the same page on the own domain', async () => {
    expect(
      await ownDomainMove(get('http://127.0.0.1:3000/casa-do-pao/produtos?q=pao'), CASA, null),
    ).toBe('http://casa-do-pao.localhost:3000/casa-do-pao/produtos?q=pao');
    expect(await ownDomainMove(get('http://127.0.0.1:3000/casa-do-pao?q=1'), CASA, null)).toBe(
      'http://casa-do-pao.localhost:3000/casa-do-pao?q=1',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('carries a logged-in buyer through a fresh login token, keeping the page', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({
        outroFornecedor: true,
        logintoken: 'tok',
        loginemail: 'ana@exemplo.com.br',
        idfornecedor: 'x',
        fornecedor_slug: 'casa-do-pao',
        fornecedor_dominio: 'casa-do-pao.localhost',
      }),
    );
    expect(
      await ownDomainMove(get('http://127.0.0.1:3000/casa-do-pao/produtos?q=pao'), CASA, auth),
    ).toBe(
      'http://casa-do-pao.localhost:3000/casa-do-pao/login-token/tok/ana%40exemplo.com.br?pagina=%2Fprodutos%3Fq%3Dpao',
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer sessao');
  });

  it('stays: on the own domain, without a usable domain, or for a form post', async () => {
    expect(
      await ownDomainMove(get('http://casa-do-pao.localhost:3000/casa-do-pao'), CASA, auth),
    ).toBeNull();
    expect(
      await ownDomainMove(
        get('http://127.0.0.1:3000/serra-verde'),
        { slug: 'serra-verde', dominio: null },
        auth,
      ),
    ).toBeNull();
    expect(
      await ownDomainMove(get('http://127.0.0.1:3000/casa-do-pao/entrar', 'POST'), CASA, auth),
    ).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
