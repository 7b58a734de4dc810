import { assertSameOrigin } from '~/lib/same-origin.server';
import { data, redirect } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { AUTH_TEXT, MSG } from '@vitrine/domain';
import { ApiError, callApi } from '~/lib/api.server';
import { clientAddressHeaders } from '~/lib/client-address.server';
import { commitAuth } from '~/lib/session.server';
import { storePath } from '~/lib/store-path';
import type { LoginResult } from '~/features/users/login-result';
import type { Route } from './+types/login';

/**
 * `POST /:fornecedor/entrar` — the login steps of spec §4, server-side so the tokens go straight
 * into the httpOnly cookie: intent=lookup (candidate by e-mail or CPF/CNPJ), intent=login
 * (authenticate). Answers 429 from the API by redirecting to the too-many-requests page.
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
    const usuario = await callApi(
      apiRoutes.users.login,
      { body: { cpf: login, senha, idfornecedor, loginAsRepresentante: false } },
      { headers },
    );
    const cookie = await commitAuth({
      token: usuario.token,
      jwttoken: usuario.jwttoken,
      idcliente: usuario.idcliente,
      idfornecedor: usuario.idfornecedor,
      nome: usuario.nome,
    });
    return data<LoginResult>(
      { step: 'login', ok: true, cadastroAprovado: usuario.cadastro_aprovado },
      { headers: { 'Set-Cookie': cookie } },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      throw redirect(storePath(params.fornecedor, '/erro/too-many-request'));
    if (error instanceof ApiError && error.status < 500) {
      return data<LoginResult>({
        step: intent === 'lookup' ? 'lookup' : 'login',
        ok: false,
        mensagem: error.message,
      });
    }
    throw error;
  }
}
