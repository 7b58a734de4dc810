import { redirect } from 'react-router';
import { sameOriginPath } from '~/lib/same-origin-path';
import type { Route } from './+types/commerce-rewrite';

/**
 * Spec §2 routing rule: paths starting with /commerce drop that prefix. The rest of the path is
 * decoded by the router, so `/commerce//evil`, `/commerce/%2F%2Fevil` and `/commerce/%5Cevil`
 * would point off-site: leading slashes and backslashes are dropped and the target must stay on
 * this origin.
 */
export function loader({ url, params }: Route.LoaderArgs) {
  const rest = (params['*'] ?? '').replace(/^[\\/]+/, '');
  const target = sameOriginPath(`/${rest}${url.search}`, url.origin) ?? '/';
  return redirect(target, 301);
}
