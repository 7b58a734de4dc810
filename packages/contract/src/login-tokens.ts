import { z } from 'zod';
import { MSG } from '@vitrine/domain';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { texto } from './text.ts';
import { IdFornecedor } from './common.ts';
import { LoginOutroFornecedor, Usuario } from './users.ts';

/**
 * Login tokens (spec §2 Routes `/{slug}/login-token/{logintoken}/{loginemail}`, §4 Login 5):
 * single-use, short-lived tokens that carry a login to another supplier's storefront or to the
 * supplier's own domain. API-only calls: the storefront's login-token route exchanges them.
 */

/** Exchange body: the token and e-mail of the route, and the supplier of its storefront. */
export const TrocarLoginTokenBody = z.object({
  logintoken: texto(MSG.tokenLoginFailed)
    .min(20, MSG.tokenLoginFailed)
    .max(100, MSG.tokenLoginFailed),
  loginemail: texto(MSG.tokenLoginFailed)
    .min(1, MSG.tokenLoginFailed)
    .max(254, MSG.tokenLoginFailed),
  idfornecedor: IdFornecedor,
});
export type TrocarLoginTokenBody = z.infer<typeof TrocarLoginTokenBody>;

/** The login-token calls (API-only). */
export const loginTokensRoutes = {
  exchange: defineRoute({
    ...routePaths.loginTokens.exchange,
    auth: 'public',
    tags: ['Usuários'],
    summary: 'Troca um login token por uma sessão',
    description:
      'API-only. POST /v4/login-token/trocar body logintoken, loginemail, idfornecedor — the ' +
      'storefront route /{slug}/login-token/{logintoken}/{loginemail} calls it. The token is ' +
      'single-use (marked used atomically), valid 2 minutes, stored as SHA-256 and bound to the e-mail ' +
      "and supplier: anything else is 401 'Falha ao logar usuário vai token'. The session keeps the " +
      'actor of the session that issued it (linked user, representative, api key). Rate-limited.',
    body: TrocarLoginTokenBody,
    reply: Usuario,
  }),
  issue: defineRoute({
    ...routePaths.loginTokens.issue,
    auth: 'customer',
    tags: ['Usuários'],
    summary: 'Emite um login token para a sessão atual',
    description:
      'API-only. POST /v4/login-token/emitir (Bearer) — a single-use login token for the session’s ' +
      "customer at the session's supplier, to carry the login to the supplier's own domain (spec §2 " +
      'Routes). Same reply shape as the login’s other-supplier reply.',
    reply: LoginOutroFornecedor,
  }),
};
