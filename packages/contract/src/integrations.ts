import { z } from 'zod';
import { ROLES_MSG } from '@vitrine/domain';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { texto } from './text.ts';
import { IdFornecedor } from './common.ts';
import { Usuario } from './users.ts';

/**
 * ERP integrations (spec §1 Users, §2 Query parameters api_key + id_erp_usuario, §6
 * Integration): an api key of one supplier plus an ERP user id log in as the customer mapped
 * to that ERP user; the session and its orders carry idapikeys.
 */

/** Body of `POST /v4/api-key/login` (spec §7 Users). */
export const ApiKeyLoginBody = z.object({
  apiKey: texto(ROLES_MSG.apiKeyRequired)
    .min(1, ROLES_MSG.apiKeyRequired)
    .max(200, ROLES_MSG.apiKeyInvalid),
  idErpUsuario: z
    .union([texto(ROLES_MSG.erpUserRequired).min(1).max(100), z.number().int()])
    .describe('Id do usuário no ERP'),
  idFornecedor: IdFornecedor,
});
export type ApiKeyLoginBody = z.infer<typeof ApiKeyLoginBody>;

/** The integrations calls of the route table. */
export const integrationsRoutes = {
  login: defineRoute({
    ...routePaths.integrations.login,
    auth: 'public',
    tags: ['Integrações'],
    summary: 'Login por chave de API e usuário do ERP',
    description:
      'POST /v4/api-key/login body apiKey, idErpUsuario, idFornecedor — opens a session of the ' +
      'customer mapped to idErpUsuario under that key (sessoes.idapikeys; orders carry idapikeys). ' +
      "Keys are stored as SHA-256 and scoped to one supplier: 401 'Chave de API inválida ou " +
      "revogada' for an unknown or revoked key, 403 'Chave de API de outro fornecedor' for a key of " +
      "another supplier, 404 'Usuário do ERP sem cliente vinculado' for an unmapped ERP user. " +
      'Rate-limited per address and globally, with a per-key failure back-off.',
    body: ApiKeyLoginBody,
    reply: Usuario,
  }),
};
