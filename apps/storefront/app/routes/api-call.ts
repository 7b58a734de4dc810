import { apiRoutes, type ContractRoute, type RouteInput } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain/messages';
import { ApiError, callApi } from '~/lib/api.server';
import { clientAddressHeaders } from '~/lib/client-address.server';
import { isSameOrigin } from '~/lib/same-origin.server';
import { getAuth } from '~/lib/session.server';
import type { Route } from './+types/api-call';

/**
 * Calls that hand out or revoke tokens, and the login's candidate lookup, go through the
 * storefront's own login/logout actions only (less to enumerate or brute-force from a page).
 * The attendant API (its login included) is staff-only and never reachable from a buyer's page.
 */
const NOT_FROM_THE_BROWSER = new Set([
  'users.login',
  'users.logout',
  'users.candidate',
  // Registration answers the session tokens: only the storefront's own action calls it.
  'accounts.register',
]);
const STAFF_AREAS = new Set(['attendants']);

/** The route of `area.name`, or undefined for anything not in the table. */
function routeOf(call: string): ContractRoute | undefined {
  const [area, name, ...rest] = call.split('.');
  if (!area || !name || rest.length > 0 || NOT_FROM_THE_BROWSER.has(call)) return undefined;
  if (STAFF_AREAS.has(area)) return undefined;
  if (!Object.hasOwn(apiRoutes, area)) return undefined;
  const calls = apiRoutes[area as keyof typeof apiRoutes] as Record<string, ContractRoute>;
  return Object.hasOwn(calls, name) ? calls[name] : undefined;
}

/** Only the three input parts of a call, each an object when present. */
function inputOf(raw: unknown): RouteInput<ContractRoute> | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { params, query, body } = raw as Record<string, unknown>;
  const isObject = (v: unknown) =>
    v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v));
  if (!isObject(params) || !isObject(query)) return null;
  return {
    params: params as object | undefined,
    query: query as object | undefined,
    body,
  } as RouteInput<ContractRoute>;
}

const fail = (status: number, mensagem: string) => Response.json({ mensagem }, { status });

/**
 * `POST /api/{area.name}` — page JavaScript's only way to the API (lib/api-browser.ts): the call
 * must be in the contract's route table, come from this origin (CSRF guard), and is made
 * server-side with the token of the httpOnly cookie; the reply is validated against the contract.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const route = routeOf(params.call);
  if (!route) return fail(404, APP_MSG.notFound);
  if (!isSameOrigin(request)) return fail(403, APP_MSG.forbidden);
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return fail(400, APP_MSG.invalidRequest);
  }
  const input = inputOf(raw);
  if (!input) return fail(400, APP_MSG.invalidRequest);
  const auth = await getAuth(request);
  try {
    // The visitor's address, vouched for with the shared secret: the API's per-client limits
    // count each visitor, not the storefront.
    const headers = clientAddressHeaders(request);
    return Response.json(await callApi(route, input, { auth, signal: request.signal, headers }));
  } catch (error) {
    if (error instanceof ApiError) {
      return Response.json(
        {
          mensagem: error.message,
          campo: error.body?.campo,
          Mensagem: error.body?.Mensagem,
          ...(error.logout ? { action: 'logout' } : {}),
        },
        { status: error.status },
      );
    }
    // The browser gave up (a newer lookup aborted this one): nobody reads the reply.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    throw error;
  }
}

/** Anything but POST is not an API call. */
export function loader() {
  return fail(405, APP_MSG.invalidRequest);
}
