import { assertSameOrigin } from '~/lib/same-origin.server';
import { accountAction } from '~/features/accounts/account-actions.server';
import type { Route } from './+types/account';

/**
 * `POST /:fornecedor/conta` — the account forms (registration, recovery, reset, profile, e-mail
 * and password), run server-side so a registration's tokens land in the httpOnly cookie.
 * @see features/accounts/account-actions.server.ts
 */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  return accountAction(request, params.fornecedor);
}
