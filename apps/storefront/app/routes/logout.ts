import { assertSameOrigin } from '~/lib/same-origin.server';
import { redirect } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { callApi } from '~/lib/api.server';
import { destroyAuth, destroyRepresentative, getAuth } from '~/lib/session.server';
import { storePath } from '~/lib/store-path';
import type { Route } from './+types/logout';

/** `POST /:fornecedor/sair` — revokes the API session, clears the cookie, back to the home. */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const auth = await getAuth(request);
  if (auth) {
    await callApi(apiRoutes.users.logout, {}, { auth }).catch(() => undefined);
  }
  const headers = new Headers({ 'Set-Cookie': await destroyAuth() });
  headers.append('Set-Cookie', await destroyRepresentative());
  return redirect(storePath(params.fornecedor), { headers });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(storePath(params.fornecedor));
}
