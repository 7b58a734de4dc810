import { redirect } from 'react-router';
import type { Route } from './+types/commerce-rewrite';

/** Spec §2 routing rule: paths starting with /commerce drop that prefix. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/${params['*'] ?? ''}${url.search}`, 301);
}
