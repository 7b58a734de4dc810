import { redirect, redirectDocument } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { AUTH_TEXT } from '@vitrine/domain/auth-messages';
import { landingPath, pageAfterLogin } from '~/features/login-tokens/login-token-url';
import { ApiError, callApi } from '~/lib/api.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { authOf, commitAuth } from '~/lib/session.server';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/switch-client';

/**
 * `POST /{slug}/trocar-cliente` (idcliente) — a linked user switches the client it buys for
 * (`GET /v1/app/usuario/{a}/{b}?gerar_token_jwt=true`, spec §6): the new session replaces the
 * cookie and the buyer stays on the page it was on (same origin only).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const auth = await context.get(storefrontContext).auth();
  const form = await request.formData();
  const idcliente = Number(form.get('idcliente'));
  if (!auth || auth.papel !== 'vinculado' || !Number.isInteger(idcliente))
    throw new Response(AUTH_TEXT.invalidAction, { status: 400 });
  const origin = new URL(request.url).origin;
  const page = pageAfterLogin(request.headers.get('Referer'), origin, params.fornecedor);
  try {
    const usuario = await callApi(
      apiRoutes.linkedUsers.switchClient,
      { params: { idclientevinculado: idcliente }, query: { gerar_token_jwt: 'true' } },
      { auth },
    );
    if (!usuario.jwttoken) throw new ApiError(502, AUTH_TEXT.invalidAction, null);
    const cookie = await commitAuth(authOf({ ...usuario, jwttoken: usuario.jwttoken }));
    return redirectDocument(landingPath(params.fornecedor, page, origin), {
      headers: { 'Set-Cookie': cookie },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      throw new Response(error.message, { status: error.status });
    throw error;
  }
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.fornecedor}`);
}
