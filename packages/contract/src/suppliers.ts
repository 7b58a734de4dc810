import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto } from './text.ts';
import { VALIDATION_MSG } from '@vitrine/domain';
import { TipoEntregaSchema } from './common.ts';

/**
 * Supplier, theme, footer and payment methods (spec §3 Supplier, Payment method; §7 "Supplier,
 * theme and content"). `{apptoken}` and `{apptoken}{sep}{idcliente}` travel in one path segment
 * named `apptoken` (see the API description at /docs).
 */

/** An empty query value (`?idendereco=`) counts as absent. */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A positive integer id in a query, with a pt-BR message for anything else. */
const idInteiro = (message: string) =>
  z.coerce.number(message).int(message).positive(message).max(2_147_483_647, message);

/** A supplier reference as the storefront has it: its slug or its UUID (spec §2 "a slug or an id"). */
export const SlugOuIdFornecedor = texto(VALIDATION_MSG.supplierInvalid)
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, VALIDATION_MSG.supplierInvalid)
  .describe('Slug ou idfornecedor (UUID)');
export type SlugOuIdFornecedor = z.infer<typeof SlugOuIdFornecedor>;

/** Path of `GET /v2/app/{apptoken}/fornecedor` and `GET /v2/app/{apptoken}{sep}{idcliente}/fornecedor`. */
export const FornecedorParams = z.object({
  apptoken: texto().describe(
    '{apptoken} ou {apptoken}{sep}{idcliente}, e.g. vitrine-web ou vitrine-web~42',
  ),
});
export type FornecedorParams = z.infer<typeof FornecedorParams>;

/**
 * Query of the supplier lookup. `idfornecedor` (slug or UUID) wins over `dominio` (the host the
 * storefront is served on); one of them is required. The other spec parameters (§7) are
 * accepted; only `tipoEntrega` changes the reply (`tipoEntregaPadrao`).
 */
export const FornecedorQuery = z
  .object({
    idfornecedor: z.preprocess(emptyAsUndefined, SlugOuIdFornecedor.optional()),
    dominio: z
      .preprocess(
        emptyAsUndefined,
        texto(VALIDATION_MSG.domainInvalid)
          .trim()
          .max(253, VALIDATION_MSG.domainInvalid)
          .optional(),
      )
      .describe('Host da loja, e.g. loja.exemplo.com.br'),
    tipoEntrega: z.preprocess(emptyAsUndefined, TipoEntregaSchema.optional()),
    idendereco: z.preprocess(emptyAsUndefined, idInteiro(VALIDATION_MSG.addressInvalid).optional()),
    idempresa: texto().optional(),
    lat: texto().optional(),
    lng: texto().optional(),
    queryPoligonoDeColeta: texto().optional(),
    device: texto().optional(),
    idcliente: texto().optional(),
  })
  .refine((q) => q.idfornecedor !== undefined || q.dominio !== undefined, {
    message: 'Informe o fornecedor (idfornecedor ou dominio)',
    path: ['idfornecedor'],
  });
export type FornecedorQuery = z.infer<typeof FornecedorQuery>;

/** Payment method kinds (spec §1 "card, Pix, boleto, invoice credit and other methods"). */
export const TipoFormaPagamento = z.enum(['PIX', 'CARTAO', 'BOLETO', 'FATURADO', 'DINHEIRO']);
export type TipoFormaPagamento = z.infer<typeof TipoFormaPagamento>;

/** A payment method a supplier accepts (spec §3 Payment method). */
export const FormaPagamento = z.object({
  idformapagto: z.number().int(),
  descricao: z.string(),
  tipo: TipoFormaPagamento,
  /** Paid before the order proceeds (Pix, card): the order starts AGUARDANDOPAGAMENTO. */
  exigePagamentoAntecipado: z.boolean(),
});
export type FormaPagamento = z.infer<typeof FormaPagamento>;

/** The payment-method list reply, in the supplier's display order. */
export const FormasPagamentoResposta = z.array(FormaPagamento);
export type FormasPagamentoResposta = z.infer<typeof FormasPagamentoResposta>;

/** A product sort order the supplier offers (`valor` is sent back as `ordenacao` on the product list). */
export const OrdenacaoProdutoOpcao = z.object({ valor: z.string(), descricao: z.string() });
export type OrdenacaoProdutoOpcao = z.infer<typeof OrdenacaoProdutoOpcao>;

/** Theme of a storefront (spec §3 Supplier config.tema): CSS colours and asset URLs. */
/** A theme colour: CSS hex notation only, so it can be written into a stylesheet safely. */
export const CorHex = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, VALIDATION_MSG.colourInvalid);

export const Tema = z.object({
  corPrimaria: CorHex,
  corPrimariaTexto: CorHex,
  corSecundaria: CorHex,
  corFundo: CorHex,
  corTexto: CorHex,
  logo: z.string(),
  favicon: z.string().optional(),
  banner: z.string().optional(),
});
export type Tema = z.infer<typeof Tema>;

/** Supplier meta information (spec §3 Supplier meta_info). */
export const MetaInfoFornecedor = z.object({
  /** Name of the default pickup store, null when the supplier has none. */
  default_store: z.string().nullable(),
  /** Address text of the default store, null when the supplier has none. */
  descricao_endereco_loja: z.string().nullable(),
});
export type MetaInfoFornecedor = z.infer<typeof MetaInfoFornecedor>;

/** A supplier storefront (spec §3 Supplier). */
export const Fornecedor = z.object({
  idfornecedor: z.uuid(),
  idempresa: z.number().int(),
  slug: z.string(),
  nome: z.string(),
  /** Behaviour tags (spec §6), e.g. has-delivery, has-collect, hide-price-for-logged-out-customers. */
  tag: z.array(z.string()),
  segmentos: z.array(z.string()),
  /** Modules the supplier has; 'Todos' means all (spec §6). */
  modulos: z.array(z.string()),
  /** Own domain of the storefront, null when served only under the provider's host. */
  dominio: z.string().nullable(),
  formasPagamento: z.array(FormaPagamento),
  ordenacoes_produto: z.array(OrdenacaoProdutoOpcao),
  /** Delivery types offered, from the has-delivery / has-collect tags (spec §4 Delivery). */
  tiposEntrega: z.array(TipoEntregaSchema),
  /** The type a new cart starts with (the requested `tipoEntrega` when offered). */
  tipoEntregaPadrao: TipoEntregaSchema,
  config: z.object({ tema: Tema }),
  meta_info: MetaInfoFornecedor,
});
export type Fornecedor = z.infer<typeof Fornecedor>;

/** Path of the theme, footer and payment-method routes: `{id}` = slug or idfornecedor. */
export const FornecedorIdParams = z.object({ id: SlugOuIdFornecedor });
export type FornecedorIdParams = z.infer<typeof FornecedorIdParams>;

/** Reply of `GET /v2/configuracao/fornecedor/{id}/tema`. */
export const TemaResposta = z.object({ tema: Tema });
export type TemaResposta = z.infer<typeof TemaResposta>;

/** Reply of `GET /v2/app/config/fornecedor/{id}/rodape`: the storefront footer. */
export const Rodape = z.object({
  texto: z.string(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  endereco: z.string().nullable(),
  /** Formatted CNPJ of the supplier, e.g. 12.345.678/0001-95. */
  cnpj: z.string().nullable(),
  links: z.array(z.object({ titulo: z.string(), url: z.string() })),
});
export type Rodape = z.infer<typeof Rodape>;

/** Path of `GET /v2/app/{apptoken}/fornecedor/{id}/formas-pagamento`. */
export const FormasPagamentoParams = FornecedorIdParams.extend({
  apptoken: texto().describe('{apptoken}'),
});
export type FormasPagamentoParams = z.infer<typeof FormasPagamentoParams>;

/** Query of the payment-method list; `idcliente` is accepted (methods do not vary per customer yet). */
export const FormasPagamentoQuery = z.object({
  idcliente: z.preprocess(emptyAsUndefined, idInteiro(VALIDATION_MSG.customerInvalid).optional()),
});
export type FormasPagamentoQuery = z.infer<typeof FormasPagamentoQuery>;

/** The supplier calls of the route table (spec §7 Supplier, theme and content). */
export const suppliersRoutes = {
  find: defineRoute({
    ...routePaths.suppliers.find,
    auth: 'customer-optional',
    tags: ['Fornecedor'],
    summary: 'Fornecedor por slug, id ou domínio',
    description:
      'GET /v2/app/{apptoken}/fornecedor?idfornecedor=<slug ou UUID>&dominio=<host> → the supplier storefront: ' +
      'tags, payment methods, product sort orders, delivery types (from has-delivery/has-collect), theme and ' +
      'default store. idfornecedor wins over dominio. The customer-aware form ' +
      "GET /v2/app/{apptoken}{sep}{idcliente}/fornecedor needs that customer's session (Bearer): 401 " +
      "'Sessão expirada, efetue login novamente', 403 for another customer. tipoEntrega picks tipoEntregaPadrao " +
      "when offered. 401 for a wrong app token; 404 'Fornecedor não encontrado'.",
    params: FornecedorParams,
    query: FornecedorQuery,
    reply: Fornecedor,
  }),
  theme: defineRoute({
    ...routePaths.suppliers.theme,
    auth: 'public',
    tags: ['Fornecedor'],
    summary: 'Tema da loja do fornecedor',
    description:
      'GET /v2/configuracao/fornecedor/{id}/tema ({id} = slug or UUID) → { tema }: colours and logo/banner ' +
      "URLs the storefront turns into CSS custom properties. 404 'Fornecedor não encontrado'.",
    params: FornecedorIdParams,
    reply: TemaResposta,
  }),
  footer: defineRoute({
    ...routePaths.suppliers.footer,
    auth: 'public',
    tags: ['Fornecedor'],
    summary: 'Rodapé da loja do fornecedor',
    description:
      'GET /v2/app/config/fornecedor/{id}/rodape ({id} = slug or UUID) → footer text, contacts, formatted ' +
      "CNPJ and links. 404 'Fornecedor não encontrado'.",
    params: FornecedorIdParams,
    reply: Rodape,
  }),
  paymentMethods: defineRoute({
    ...routePaths.suppliers.paymentMethods,
    auth: 'public',
    tags: ['Fornecedor'],
    summary: 'Formas de pagamento do fornecedor',
    description:
      'GET /v2/app/{apptoken}/fornecedor/{id}/formas-pagamento?idcliente ({id} = slug or UUID) → the active ' +
      'payment methods in display order. idcliente is accepted (methods do not vary per customer). ' +
      "404 'Fornecedor não encontrado'.",
    params: FormasPagamentoParams,
    query: FormasPagamentoQuery,
    reply: FormasPagamentoResposta,
  }),
};
