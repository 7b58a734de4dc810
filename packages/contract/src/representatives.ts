import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { texto } from './text.ts';
import { IdFornecedor, IdNumerico } from './common.ts';
import { AppTokenUsuarioParams, AutenticarBody, ClienteVinculado, Usuario } from './users.ts';

/**
 * Sales representatives ('consultor', spec §1 Users, §3 Representative, §6): staff of ONE
 * supplier with their own credentials, who list their portfolio ('carteira'), choose a client
 * ('Escolha o cliente') and then act as that customer: the customer session they get carries
 * idrepresentante, and so do its orders (pedidos.idrepresentante). A representative sees and
 * acts for the clients of their own portfolio only.
 */

/** The logged-in representative (spec §3 Representative: idusuario, tokenRepresentante, access). */
export const Representante = z.object({
  /** The representative's id. */
  idusuario: z.number().int(),
  nome: z.string(),
  email: z.string(),
  /** The one supplier the representative works for (UUID). */
  idfornecedor: z.string(),
  /** Revocable session token: `Authorization: Bearer <tokenRepresentante>` on the calls below. */
  tokenRepresentante: z.string(),
  /** The portfolio: the clients the representative may act for ('Escolha o cliente'). */
  access: z.array(ClienteVinculado),
});
export type Representante = z.infer<typeof Representante>;

/** Path of `GET /v4/representante/{a}/{b}`: `{a}` the representative, `{b}` their supplier. */
export const CarteiraParams = z.object({
  idusuario: IdNumerico.describe('{a}: o representante (idusuario)'),
  idfornecedor: IdFornecedor.describe('{b}: o fornecedor do representante'),
});
export type CarteiraParams = z.infer<typeof CarteiraParams>;

/** The portfolio. */
export const CarteiraResposta = z.object({ clientes: z.array(ClienteVinculado) });
export type CarteiraResposta = z.infer<typeof CarteiraResposta>;

/** Path of `GET /v4/acessorepresentante/{x}`: `{x}` the client to act for. */
export const AcessoRepresentanteParams = z.object({
  idcliente: IdNumerico.describe('{x}: o cliente da carteira'),
});
export type AcessoRepresentanteParams = z.infer<typeof AcessoRepresentanteParams>;

/** Body of the representative login: the customer login's body with loginAsRepresentante. */
export const AutenticarRepresentanteBody = AutenticarBody.extend({
  cpf: texto().trim().min(1).max(254).describe('E-mail do representante'),
});
export type AutenticarRepresentanteBody = z.infer<typeof AutenticarRepresentanteBody>;

/** The representatives calls of the route table (spec §7 Representatives and linked users). */
export const representativesRoutes = {
  login: defineRoute({
    ...routePaths.representatives.login,
    auth: 'public',
    tags: ['Representantes'],
    summary: 'Login do representante (consultor)',
    description:
      'POST /v1/app/{apptoken}/usuario/autenticar/representante — body cpf (the representative’s ' +
      'e-mail), senha, idfornecedor, loginAsRepresentante. Returns idusuario, tokenRepresentante and ' +
      "the portfolio (access). 401 'Usuário inexistente ou credenciais inválidas' for an unknown " +
      'e-mail, a wrong password, a deactivated representative or one of another supplier; throttled ' +
      'like the customer login (per address, per account with back-off, globally).',
    params: AppTokenUsuarioParams,
    body: AutenticarRepresentanteBody,
    reply: Representante,
  }),
  portfolio: defineRoute({
    ...routePaths.representatives.portfolio,
    auth: 'representative',
    tags: ['Representantes'],
    summary: 'Carteira de clientes do representante',
    description:
      'GET /v4/representante/{a}/{b} (Bearer tokenRepresentante) — {a} the representative (idusuario), ' +
      '{b} their supplier. The clients of the portfolio registered at {b}. 403 for another ' +
      "representative's id or another supplier; 401 without a live representative session.",
    params: CarteiraParams,
    reply: CarteiraResposta,
  }),
  access: defineRoute({
    ...routePaths.representatives.access,
    auth: 'representative',
    tags: ['Representantes'],
    summary: 'Representante acessa como um cliente da carteira',
    description:
      'GET /v4/acessorepresentante/{x} (Bearer tokenRepresentante) — {x} the client. Opens a customer ' +
      "session for {x} at the representative's supplier with idrepresentante (its orders carry " +
      "representante) and returns it like a login. 403 'Cliente fora da sua carteira' for a client " +
      'outside the portfolio or not registered at the supplier.',
    params: AcessoRepresentanteParams,
    reply: Usuario,
  }),
};
