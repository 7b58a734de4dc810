import { z } from 'zod';
import { CategoriasResposta } from './catalog.ts';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { Fornecedor, Rodape, SlugOuIdFornecedor } from './suppliers.ts';
import { AcessoCliente } from './terms.ts';
import { UsuarioSessao } from './users.ts';

/**
 * The storefront's layout data in one call (issue 12 §3: at most one API round trip per page for
 * supplier, theme, categories and session). API-only: it composes spec §7 calls the storefront
 * would otherwise make one by one (supplier lookup, categories, footer, session check, access).
 */

/** Path of `GET /v4/vitrine/{fornecedor}/layout`: `{fornecedor}` = slug or idfornecedor. */
export const LayoutParams = z.object({ fornecedor: SlugOuIdFornecedor });
export type LayoutParams = z.infer<typeof LayoutParams>;

/**
 * The session part of the layout. `cliente` null: the Bearer's session ended (expired, revoked,
 * or its customer or registration is gone: spec §4 Session check → log out).
 */
export const LayoutSessao = z.object({
  /** Who the session's storefront must show (the session check's reply). */
  cliente: UsuarioSessao.nullable(),
  /** The access gates (approval, prices, ordering, terms); null without a registration. */
  acesso: AcessoCliente.nullable(),
  /** The current terms document while the customer still has to accept it, else null. */
  termosTexto: z.string().nullable(),
  /** The supplier the Bearer's session belongs to (null when it ended). */
  idfornecedor: z.string().nullable(),
});
export type LayoutSessao = z.infer<typeof LayoutSessao>;

/** Reply of the layout call. */
export const LayoutVitrine = z.object({
  fornecedor: Fornecedor,
  categorias: CategoriasResposta,
  rodape: Rodape,
  /** Null without a Bearer, or for a live session of another supplier (the visitor is anonymous here). */
  sessao: LayoutSessao.nullable(),
});
export type LayoutVitrine = z.infer<typeof LayoutVitrine>;

/** The storefront calls of the route table. */
export const storefrontRoutes = {
  layout: defineRoute({
    ...routePaths.storefront.layout,
    auth: 'public',
    tags: ['Fornecedor'],
    summary: 'Dados do layout da vitrine numa chamada: fornecedor, categorias, rodapé e sessão',
    description:
      'GET /v4/vitrine/{fornecedor}/layout ({fornecedor} = slug or UUID; optional Bearer of a customer session) → ' +
      '{ fornecedor, categorias, rodape, sessao }: what the supplier lookup, the category list, the footer, the ' +
      'session check and the access route answer, in one round trip. sessao is null without a Bearer or for a ' +
      "live session of another supplier; sessao.cliente is null when the session ended ('Sessão expirada, efetue " +
      "login novamente' is the storefront's to show). Private (varies by Bearer), never cached. 404 'Fornecedor " +
      "não encontrado'.",
    params: LayoutParams,
    reply: LayoutVitrine,
  }),
};
