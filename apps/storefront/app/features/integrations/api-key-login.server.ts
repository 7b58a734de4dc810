import { createCookie, redirectDocument } from 'react-router';
import { apiRoutes, isFornecedoresPorLocal } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { ApiError, callApi } from '~/lib/api.server';
import { clientAddressHeaders } from '~/lib/client-address.server';
import { serverConfig } from '~/lib/config.server';
import { authOf, commitAuth } from '~/lib/session.server';

/**
 * The api-key login's error for the next page (httpOnly, one minute): the server's message, else
 * 'Erro ao obter cliente!' (spec §8). Read and cleared by {@link takeApiKeyError}.
 */
const apiKeyErrorCookie = createCookie('vitrine-api-key-erro', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: serverConfig.secureCookies,
  maxAge: 60,
  secrets: [serverConfig.cookieSecret],
});

/**
 * The api-key login by URL (spec §2 Query parameters `api_key` + `id_erp_usuario`): on any
 * storefront URL carrying both, logs the ERP user in as the mapped customer (the session carries
 * idapikeys) and redirects to the same URL without those two parameters, so the key never stays
 * in the address bar, history or Referer. A refused login goes to `/{slug}/integracao` (the
 * error, kept for {@link takeApiKeyError}, and a link on to the clean URL).
 * Wire as the first statement of the supplier layout's loader:
 * `const viaApiKey = await apiKeyLoginFromUrl(request, params.fornecedor); if (viaApiKey) return viaApiKey;`
 * @returns the redirect, or null when the URL carries no api key.
 */
export async function apiKeyLoginFromUrl(
  request: Request,
  fornecedor: string,
): Promise<Response | null> {
  const url = new URL(request.url);
  const apiKey = url.searchParams.get('api_key');
  const idErpUsuario = url.searchParams.get('id_erp_usuario');
  if (apiKey === null && idErpUsuario === null) return null;
  url.searchParams.delete('api_key');
  url.searchParams.delete('id_erp_usuario');
  const clean = `${url.pathname}${url.search}`;
  try {
    if (!apiKey || !idErpUsuario) throw new ApiError(400, MSG.apiKeyLoginFailed, null);
    const supplier = await callApi(apiRoutes.suppliers.find, {
      query: { idfornecedor: fornecedor },
    });
    if (isFornecedoresPorLocal(supplier)) throw new ApiError(404, MSG.apiKeyLoginFailed, null);
    const usuario = await callApi(
      apiRoutes.integrations.login,
      { body: { apiKey, idErpUsuario, idFornecedor: supplier.idfornecedor } },
      { headers: clientAddressHeaders(request) },
    );
    return redirectDocument(clean, {
      headers: { 'Set-Cookie': await commitAuth(authOf(usuario)) },
    });
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof TypeError)) throw error;
    const mensagem =
      error instanceof ApiError && error.body?.mensagem ? error.message : MSG.apiKeyLoginFailed;
    const errorPage = `/${encodeURIComponent(fornecedor)}/integracao?voltar=${encodeURIComponent(clean)}`;
    return redirectDocument(errorPage, {
      headers: { 'Set-Cookie': await apiKeyErrorCookie.serialize(mensagem) },
    });
  }
}

/**
 * The error of a refused api-key login, once: `{ mensagem, setCookie }` clearing it, or null.
 * The page shows it as a warning.
 */
export async function takeApiKeyError(
  request: Request,
): Promise<{ mensagem: string; setCookie: string } | null> {
  const value: unknown = await apiKeyErrorCookie.parse(request.headers.get('Cookie'));
  if (typeof value !== 'string' || value === '') return null;
  return {
    mensagem: value.slice(0, 200),
    setCookie: await apiKeyErrorCookie.serialize('', { maxAge: 0 }),
  };
}
