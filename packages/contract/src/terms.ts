import { z } from 'zod';
import { ACCESS_MSG } from '@vitrine/domain';
import { IdFornecedor, IdNumerico } from './common.ts';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';

/**
 * Terms of use per supplier and the customer's access state there (spec §5 "Terms of use must
 * be accepted per supplier", §7 Users `PUT /v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso`
 * and "GET the terms file, selected by versaoArquivo"; §4 Login 3–4, Session check; §6 tags).
 */

/** A terms version: a positive integer, 1 for the first published. */
export const VersaoArquivo = z.coerce
  .number(ACCESS_MSG.termsNotFound)
  .int(ACCESS_MSG.termsNotFound)
  .positive(ACCESS_MSG.termsNotFound)
  .max(1_000_000, ACCESS_MSG.termsNotFound);

/** Path of the terms file. */
export const TermosArquivoParams = z.object({
  idfornecedor: IdFornecedor,
  versaoArquivo: VersaoArquivo,
});
export type TermosArquivoParams = z.infer<typeof TermosArquivoParams>;

/** Path of the customer's terms and access calls. */
export const ClienteFornecedorParams = z.object({
  idcliente: IdNumerico,
  idfornecedor: IdFornecedor,
});
export type ClienteFornecedorParams = z.infer<typeof ClienteFornecedorParams>;

/** Body of the acceptance: the version the customer read (must be the current one). */
export const AceiteTermosBody = z.object({ versaoArquivo: VersaoArquivo });
export type AceiteTermosBody = z.input<typeof AceiteTermosBody>;

/** The customer's terms state at one supplier. */
export const TermosSituacao = z.object({
  /** The supplier's current version; null when it publishes no terms. */
  versaoArquivo: z.number().int().nullable(),
  /** The version the customer accepted, null when none. */
  versaoAceita: z.number().int().nullable(),
  /** When it was accepted (ISO 8601), null when never. */
  aceitoEm: z.string().nullable(),
  /** True when the current version still needs the customer's acceptance (the modal shows). */
  pendente: z.boolean(),
});
export type TermosSituacao = z.infer<typeof TermosSituacao>;

/** Why prices are hidden from the caller, or 'visible'. */
export const VisibilidadePreco = z.enum(['visible', 'login-required', 'approval-required']);
export type VisibilidadePreco = z.infer<typeof VisibilidadePreco>;

/** The customer's access state at one supplier: approval, prices, ordering gate and terms. */
export const AcessoCliente = z.object({
  /** `cadastro_aprovado` at the supplier (false only where the supplier requires approval). */
  cadastro_aprovado: z.boolean(),
  /** The registration was confirmed (e-mail/SMS verified). */
  cadastro_confirmado: z.boolean(),
  /** True when the 'Cadastro em análise' modal applies (tags support-budget or block-not-approved-user). */
  aguardando_aprovacao: z.boolean(),
  precos: VisibilidadePreco,
  /** Why an order would be refused now, null when the customer may order. */
  bloqueioPedido: z.enum(['approval-required', 'terms-required']).nullable(),
  termos: TermosSituacao,
});
export type AcessoCliente = z.infer<typeof AcessoCliente>;

/** The terms and access calls of the route table. */
export const termsRoutes = {
  file: defineRoute({
    ...routePaths.terms.file,
    auth: 'public',
    tags: ['Usuários'],
    summary: 'Arquivo dos termos de uso do fornecedor, por versão',
    description:
      'GET /v4/fornecedor/{idfornecedor}/termos-uso/{versaoArquivo} → the document of that version as ' +
      'text/plain (UTF-8), paragraphs separated by blank lines. A published version never changes, so the reply ' +
      "is public and cacheable for a day. 404 'Termos de uso não encontrados' for an unknown version or supplier.",
    params: TermosArquivoParams,
    reply: z.string().describe('text/plain'),
  }),
  accept: defineRoute({
    ...routePaths.terms.accept,
    auth: 'customer',
    tags: ['Usuários'],
    summary: 'Registra o aceite dos termos de uso do fornecedor',
    description:
      'PUT /v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso, body versaoArquivo → records the version ' +
      "and the time on the customer's registration at the supplier (and in the acceptance history). Only the " +
      "session's own customer and supplier (403 otherwise, nothing changes). 404 'Termos de uso não encontrados' " +
      'when the supplier publishes none; 409 when versaoArquivo is not the current version. A new version asks again: ' +
      'ordering needs the current one.',
    params: ClienteFornecedorParams,
    body: AceiteTermosBody,
    reply: TermosSituacao,
  }),
  access: defineRoute({
    ...routePaths.terms.access,
    auth: 'customer',
    tags: ['Usuários'],
    summary: 'Situação de acesso do cliente no fornecedor (aprovação, preços, termos)',
    description:
      'GET /v4/client/{idcliente}/supplier/{idfornecedor}/acesso (API-only, beside the session check) → ' +
      "cadastro_aprovado, cadastro_confirmado, aguardando_aprovacao (the 'Cadastro em análise' modal), precos " +
      '(visible | login-required | approval-required), bloqueioPedido (approval-required | terms-required | null) ' +
      "and the terms state. Only the session's own customer and supplier (403 otherwise). Never cached.",
    params: ClienteFornecedorParams,
    reply: AcessoCliente,
  }),
};
