// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@vitrine/domain/messages';
import { action } from './login';

/**
 * The login action's texts (spec §8 Login and users) for the cases only the storefront sees,
 * and the redirect of a customer of another supplier (§4 Login 5) with the page after login.
 */
const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function post(fields: Record<string, string>, referer = 'http://loja.test/serra-verde') {
  const request = new Request('http://loja.test/serra-verde/entrar', {
    method: 'POST',
    headers: { Origin: 'http://loja.test', Referer: referer },
    body: new URLSearchParams({
      intent: 'login',
      login: 'marina.costa@exemplo.com.br',
      senha: 'x',
      idfornecedor: '5e7a1c2e-3b4d-4f6a-8c9d-0e1f2a3b4c5d',
      ...fields,
    }),
  });
  return action({ request, params: { fornecedor: 'serra-verde' }, context: {} } as never);
}

async function mensagemOf(result: unknown): Promise<string> {
  const value = result as { data: { mensagem: string } };
  return value.data.mensagem;
}

describe('login action texts', () => {
  it("'Não foi possível autenticar…' when the API refuses without a message", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    expect(await mensagemOf(await post({}))).toBe(MSG.authenticationFailed);
  });

  it("'Erro ao tentar fazer login. Tente novamente em alguns minutos' when the API fails or is down", async () => {
    fetchMock.mockResolvedValueOnce(json({ mensagem: 'x' }, 500));
    expect(await mensagemOf(await post({}))).toBe(MSG.loginFailedTryLater);
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await mensagemOf(await post({}))).toBe(MSG.loginFailedTryLater);
  });

  it("the API's own text when it gives one ('Usuário inexistente ou credenciais inválidas')", async () => {
    fetchMock.mockResolvedValue(json({ mensagem: MSG.invalidCredentials }, 401));
    expect(await mensagemOf(await post({}))).toBe(MSG.invalidCredentials);
  });

  it("'Email ou CPF Invalido' for an empty login, before any call", async () => {
    expect(await mensagemOf(await post({ login: '' }))).toBe(MSG.invalidCandidateLookup);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a customer of another supplier', () => {
  it('is redirected to that supplier’s login-token route with the page after login', async () => {
    fetchMock.mockResolvedValue(
      json({
        outroFornecedor: true,
        logintoken: 'tok',
        loginemail: 'marina.costa@exemplo.com.br',
        idfornecedor: '7b2c9d4e-5f6a-4b8c-9d0e-1f2a3b4c5d6e',
        fornecedor_slug: 'mar-azul',
        fornecedor_dominio: null,
      }),
    );
    const thrown = await post({}, 'http://loja.test/serra-verde/produtos?q=cafe').catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/mar-azul/login-token/tok/marina.costa%40exemplo.com.br?pagina=%2Fprodutos%3Fq%3Dcafe',
    );
  });
});
