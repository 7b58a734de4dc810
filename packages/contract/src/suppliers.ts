import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto } from './text.ts';
import { VALIDATION_MSG } from '@vitrine/domain';
import { Cep, TipoEntregaSchema } from './common.ts';

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

/** A latitude or longitude in a query: a finite number within ±`limit`, with a pt-BR message. */
const coordenada = (limit: number, message: string) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number(message)
      .refine(Number.isFinite, message)
      .min(-limit, message)
      .max(limit, message)
      .optional(),
  );

/** A `true`/`false` query flag. */
const flag = z.preprocess(
  emptyAsUndefined,
  z
    .enum(['true', 'false'], VALIDATION_MSG.booleanInvalid)
    .transform((v) => v === 'true')
    .optional(),
);

/**
 * Query of the supplier lookup (spec §7). Two uses:
 * - `idfornecedor` (slug or UUID, wins) or `dominio` (the storefront's host) → that supplier;
 *   with a location too, the supplier must serve it (422 'O fornecedor não atende no endereço
 *   informado');
 * - only a location — `lat`+`lng`, `idendereco` (an address of the session's customer) or `cep`
 *   (Vitrine's addition, for the provider home) → the suppliers that serve it, nearest first,
 *   limited to `idempresa` when given. `queryPoligonoDeColeta=true` or `tipoEntrega=RETIRADA`
 *   asks for pickup stores nearby; `tipoEntrega=DELIVERY` for delivery; neither for both.
 * @see spec §4 Address to supplier
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
    idempresa: z.preprocess(emptyAsUndefined, idInteiro(VALIDATION_MSG.idInvalid).optional()),
    lat: coordenada(90, VALIDATION_MSG.latitudeInvalid).describe('Latitude (graus decimais)'),
    lng: coordenada(180, VALIDATION_MSG.longitudeInvalid).describe('Longitude (graus decimais)'),
    cep: z
      .preprocess(emptyAsUndefined, Cep.optional())
      .describe('CEP do comprador (8 dígitos, traço opcional)'),
    queryPoligonoDeColeta: flag.describe('true: lojas de retirada próximas'),
    device: texto().optional(),
    idcliente: texto().optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.lat === undefined) !== (q.lng === undefined)) {
      const lngMissing = q.lng === undefined;
      ctx.addIssue({
        code: 'custom',
        message: lngMissing ? VALIDATION_MSG.longitudeInvalid : VALIDATION_MSG.latitudeInvalid,
        path: [lngMissing ? 'lng' : 'lat'],
      });
      return;
    }
    const located = q.lat !== undefined || q.idendereco !== undefined || q.cep !== undefined;
    if (q.idfornecedor === undefined && q.dominio === undefined && !located) {
      ctx.addIssue({
        code: 'custom',
        message: 'Informe o fornecedor (idfornecedor ou dominio)',
        path: ['idfornecedor'],
      });
    }
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

/** A point in decimal degrees (spec §3 Address coords, Service area). */
export const Coordenada = z.object({ lat: z.number(), lng: z.number() });
export type Coordenada = z.infer<typeof Coordenada>;

/** A pickup store of a supplier (spec §3 Service area coordenadas_lojas, order lojaRetira). */
export const LojaFornecedor = z.object({
  /** Sent back as `lojaRetira.idloja` on a pickup order. */
  idloja: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  /** Default 'Loja do Fornecedor'. */
  nome: z.string(),
  descricao_endereco_loja: z.string(),
});
export type LojaFornecedor = z.infer<typeof LojaFornecedor>;

/** A supplier that serves a location, as the location lookup lists it. */
export const FornecedorProximo = z.object({
  idfornecedor: z.uuid(),
  idempresa: z.number().int(),
  slug: z.string(),
  nome: z.string(),
  logo: z.string(),
  /** One of its service areas or delivery forms covers the location (and it has has-delivery). */
  atendeEntrega: z.boolean(),
  /** One of its stores is within the pickup radius (and it has has-collect). */
  atendeRetirada: z.boolean(),
  /** Metres to its nearest store; null when the location has no point or it has no store. */
  distanciaMetros: z.number().int().nullable(),
  lojaMaisProxima: LojaFornecedor.nullable(),
});
export type FornecedorProximo = z.infer<typeof FornecedorProximo>;

/** Reply of the location lookup: the suppliers serving it, nearest first, and where that was. */
export const FornecedoresPorLocal = z.object({
  fornecedores: z.array(FornecedorProximo),
  /** The location as the server resolved it (a CEP may give a point). */
  local: z.object({
    cep: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    idendereco: z.number().int().nullable(),
  }),
  /**
   * The address came from a business customer's (CNPJ) saved address and no supplier serves it:
   * the spec's "invalid business-tax-id address" flag (§8 Delivery and address).
   */
  enderecoCnpjInvalido: z.boolean(),
});
export type FornecedoresPorLocal = z.infer<typeof FornecedoresPorLocal>;

/** Reply of the supplier lookup: one supplier, or the suppliers serving a location. */
export const FornecedorOuLista = z.union([Fornecedor, FornecedoresPorLocal]);
export type FornecedorOuLista = z.infer<typeof FornecedorOuLista>;

/** True when a supplier-lookup reply is the location list rather than one supplier. */
export function isFornecedoresPorLocal(reply: FornecedorOuLista): reply is FornecedoresPorLocal {
  return 'fornecedores' in reply;
}

/** Query of `GET /v2/app/{apptoken}/fornecedor/areaatendimento`: the supplier (slug or UUID). */
export const AreaAtendimentoQuery = z.object({ idfornecedor: SlugOuIdFornecedor });
export type AreaAtendimentoQuery = z.infer<typeof AreaAtendimentoQuery>;

/** Reply of the service-area call (spec §3 Service area). */
export const AreaAtendimento = z.object({
  /** One polygon per service area, vertices in order. */
  coordenadas: z.array(z.array(Coordenada)),
  coordenadas_lojas: z.array(LojaFornecedor),
});
export type AreaAtendimento = z.infer<typeof AreaAtendimento>;

/** The supplier calls of the route table (spec §7 Supplier, theme and content). */
export const suppliersRoutes = {
  find: defineRoute({
    ...routePaths.suppliers.find,
    auth: 'customer-optional',
    tags: ['Fornecedor'],
    summary: 'Fornecedor por slug, id ou domínio, ou fornecedores que atendem um local',
    description:
      'GET /v2/app/{apptoken}/fornecedor?idfornecedor=<slug ou UUID>&dominio=<host> → the supplier storefront: ' +
      'tags, payment methods, product sort orders, delivery types (from has-delivery/has-collect), theme and ' +
      'default store. idfornecedor wins over dominio. The customer-aware form ' +
      "GET /v2/app/{apptoken}{sep}{idcliente}/fornecedor needs that customer's session (Bearer): 401 " +
      "'Sessão expirada, efetue login novamente', 403 for another customer. tipoEntrega picks tipoEntregaPadrao " +
      "when offered. With a location (lat+lng, idendereco of the session's customer, or cep) the supplier " +
      "must serve it: 422 'O fornecedor não atende no endereço informado' (codigo ADDRESS_NOT_SERVED, or " +
      "INVALID_CNPJ_ADDRESS for a business customer's saved address). With only a location → " +
      '{ fornecedores, local, enderecoCnpjInvalido }: the suppliers serving it (delivery area or pickup store ' +
      'within 30 km), nearest store first, limited to idempresa when given; queryPoligonoDeColeta=true or ' +
      "tipoEntrega=RETIRADA → pickup only, tipoEntrega=DELIVERY → delivery only. 400 'Latitude inválida', " +
      "'CEP inválido'. 401 for a wrong app token; 404 'Fornecedor não encontrado'.",
    params: FornecedorParams,
    query: FornecedorQuery,
    reply: FornecedorOuLista,
  }),
  serviceArea: defineRoute({
    ...routePaths.suppliers.serviceArea,
    auth: 'public',
    tags: ['Fornecedor'],
    summary: 'Área de atendimento e lojas do fornecedor',
    description:
      'GET /v2/app/{apptoken}/fornecedor/areaatendimento?idfornecedor=<slug ou UUID> → { coordenadas: one ' +
      "polygon per service area, coordenadas_lojas: the active stores (lat, lng, nome default 'Loja do " +
      "Fornecedor', descricao_endereco_loja, idloja) }. 404 'Fornecedor não encontrado'.",
    params: FornecedorParams,
    query: AreaAtendimentoQuery,
    reply: AreaAtendimento,
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
