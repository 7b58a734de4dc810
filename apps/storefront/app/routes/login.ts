import { assertSameOrigin } from '~/lib/same-origin.server';
import { data, redirect } from 'react-router';
import { apiRoutes, isLoggedIn } from '@vitrine/contract';
import { AUTH_TEXT } from '@vitrine/domain/auth-messages';
import { MSG } from '@vitrine/domain/messages';
import { ApiError, callApi } from '~/lib/api.server';
import { clientAddressHeaders } from '~/lib/client-address.server';
import { authOf, commitAuth } from '~/lib/session.server';
import { storePath } from '~/lib/store-path';
import type { LoginResult } from '~/features/users/login-result';
import { loginTokenUrl, pageAfterLogin } from '~/features/login-tokens/login-token-url';
import { serverConfig } from '~/lib/config.server';
import { ownDomainOrigin } from '~/lib/supplier-host';
import type { Route } from './+types/login';

/**
 * `POST /:fornecedor/entrar` — the login steps of spec §4, server-side so the tokens go straight
 * into the httpOnly cookie: intent=lookup (candidate by e-mail or CPF/CNPJ), intent=login
 * (authenticate). Texts (spec §8 Login and users), by case:
 * - login field neither an e-mail nor a valid CPF/CNPJ: 'Email ou CPF Invalido';
 * - unknown login or wrong password: the API's 'Usuário inexistente ou credenciais inválidas';
 * - a body the API refuses (e.g. a representative flag): the API's 'Erro tentando autenticar.
 *   Verifique suas credenciais';
 * - a 4xx without a message: 'Não foi possível autenticar seu usuário. Verifique suas credenciais
 *   e tente novamente.';
 * - API down or failing (5xx, unreachable): 'Erro ao tentar fazer login. Tente novamente em
 *   alguns minutos'; 429 goes to the too-many-requests page.
 * A customer registered only at another supplier is redirected to that supplier's login-token
 * route (spec §4 Login 5), carrying the page after login (the form's `pagina`, else the page the
 * login was posted from) so the buyer lands there once logged in.
 */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const login = String(form.get('login') ?? '').trim();
  const idfornecedor = String(form.get('idfornecedor') ?? '');
  const headers = clientAddressHeaders(request);
  if (intent !== 'lookup' && intent !== 'login')
    throw new Response(AUTH_TEXT.invalidAction, { status: 400 });
  if (!login || login.length > 120) {
    return data<LoginResult>({ step: intent, ok: false, mensagem: MSG.invalidCandidateLookup });
  }
  try {
    if (intent === 'lookup') {
      const candidato = await callApi(
        apiRoutes.users.candidate,
        { params: { login }, query: { idfornecedor } },
        { headers },
      );
      return data<LoginResult>({ step: 'lookup', ok: true, nome: candidato.nome });
    }
    const senha = String(form.get('senha') ?? '');
    const reply = await callApi(
      apiRoutes.users.login,
      { body: { cpf: login, senha, idfornecedor, loginAsRepresentante: false } },
      { headers },
    );
    if (!isLoggedIn(reply)) {
      const url = new URL(request.url);
      const from = form.get('pagina') ?? request.headers.get('Referer');
      const page = pageAfterLogin(
        typeof from === 'string' ? from : null,
        url.origin,
        params.fornecedor,
      );
      const own = ownDomainOrigin(reply.fornecedor_dominio, url, serverConfig.localOwnDomains);
      throw redirect(loginTokenUrl(reply, page, own));
    }
    const escolhaPendente = (reply.listaClientesVinculados?.length ?? 0) > 1;
    const cookie = await commitAuth(authOf(reply, escolhaPendente));
    return data<LoginResult>(
      { step: 'login', ok: true, cadastroAprovado: reply.cadastro_aprovado },
      { headers: { 'Set-Cookie': cookie } },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 429)
      throw redirect(storePath(params.fornecedor, '/erro/too-many-request'));
    const step = intent === 'lookup' ? 'lookup' : 'login';
    if (error instanceof ApiError && error.status < 500) {
      const mensagem = error.body?.mensagem ? error.message : MSG.authenticationFailed;
      return data<LoginResult>({ step, ok: false, mensagem });
    }
    return data<LoginResult>({ step, ok: false, mensagem: MSG.loginFailedTryLater });
  }
}
