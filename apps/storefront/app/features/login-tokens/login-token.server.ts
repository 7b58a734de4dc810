import { redirect, redirectDocument } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { ApiError, callApi } from '~/lib/api.server';
import { clientAddressHeaders } from '~/lib/client-address.server';
import { authOf, commitAuth } from '~/lib/session.server';
import { landingPath } from './login-token-url';

/**
 * Exchanges the login token of `/{slug}/login-token/{logintoken}/{loginemail}` (spec §2 Routes)
 * for a session at `fornecedor`: the cookie is set and the browser goes to the carried page
 * (`?pagina=`, same origin only) under the supplier.
 * @returns the redirect on success; `{ mensagem }` 'Falha ao logar usuário vai token' for a bad,
 *   used or expired token or a wrong e-mail (the API's 401), 429 to the too-many-requests page.
 */
export async function exchangeLoginToken(
  request: Request,
  fornecedor: { idfornecedor: string; slug: string },
  logintoken: string,
  loginemail: string,
): Promise<Response | { mensagem: string }> {
  const url = new URL(request.url);
  try {
    const usuario = await callApi(
      apiRoutes.loginTokens.exchange,
      { body: { logintoken, loginemail, idfornecedor: fornecedor.idfornecedor } },
      { headers: clientAddressHeaders(request) },
    );
    return redirectDocument(
      landingPath(fornecedor.slug, url.searchParams.get('pagina'), url.origin),
      {
        headers: { 'Set-Cookie': await commitAuth(authOf(usuario)) },
      },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return redirect(`/${fornecedor.slug}/erro/too-many-request`);
    if (error instanceof ApiError && error.status < 500) return { mensagem: MSG.tokenLoginFailed };
    throw error;
  }
}
