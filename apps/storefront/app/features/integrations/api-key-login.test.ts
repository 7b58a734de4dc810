// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@vitrine/domain/messages';
import { apiKeyLoginFromUrl, takeApiKeyError } from './api-key-login.server';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

describe('api-key login by URL (spec §2 Query parameters)', () => {
  it('does nothing without api_key and id_erp_usuario', async () => {
    expect(
      await apiKeyLoginFromUrl(new Request('http://loja.test/serra-verde?q=1'), 'serra-verde'),
    ).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a half login with 'Erro ao obter cliente!', dropping the key from the URL", async () => {
    const res = await apiKeyLoginFromUrl(
      new Request('http://loja.test/serra-verde/produtos?q=cafe&api_key=segredo'),
      'serra-verde',
    );
    expect(res?.status).toBe(302);
    const location = res!.headers.get('Location')!;
    expect(location).toBe('/serra-verde/integracao?voltar=%2Fserra-verde%2Fprodutos%3Fq%3Dcafe');
    expect(location).not.toContain('segredo');
    const cookie = res!.headers.get('Set-Cookie')!.split(';')[0]!;
    const error = await takeApiKeyError(
      new Request('http://loja.test/serra-verde/integracao', { headers: { Cookie: cookie } }),
    );
    expect(error?.mensagem).toBe(MSG.apiKeyLoginFailed);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
