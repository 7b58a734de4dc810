import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto } from './text.ts';
import { VALIDATION_MSG } from '@vitrine/domain';
import { Cep, IdNumerico } from './common.ts';
import { addressLookupRoutes } from './addresses-lookup.ts';
import { UFS } from './form-constants.ts';

export * from './addresses-lookup.ts';

/**
 * Customer addresses (spec §3 Address, §5 cep rule, §7 Addresses). All routes live under
 * `/v1/app/{apptoken}{sep}{idcliente}`; the path segment is named `apptoken`.
 */

/** A UF: two letters, upper-cased on input. */
export const Uf = texto(VALIDATION_MSG.ufRequired)
  .trim()
  .toUpperCase()
  .pipe(z.enum(UFS, VALIDATION_MSG.ufInvalid));
export type Uf = (typeof UFS)[number];

/** Coordinates as the storefront sends them (spec §7: `coords{lat, lng}`). */
export const Coords = z.object({
  lat: z
    .number(VALIDATION_MSG.latitudeInvalid)
    .min(-90, VALIDATION_MSG.latitudeInvalid)
    .max(90, VALIDATION_MSG.latitudeInvalid),
  lng: z
    .number(VALIDATION_MSG.longitudeInvalid)
    .min(-180, VALIDATION_MSG.longitudeInvalid)
    .max(180, VALIDATION_MSG.longitudeInvalid),
});
export type Coords = z.infer<typeof Coords>;

/** An address as the API returns it. `cep` is 8 digits without dash. */
export const Endereco = z.object({
  idendereco: z.number().int(),
  rua: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  cep: z.string().describe('8 dígitos, sem traço'),
  complemento: z.string().nullable(),
  pais: z.string(),
  /** Derived: "Rua X, 123 - Bairro, Cidade/UF". */
  textoendereco: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Code in the supplier's ERP; set by integrations, never by the storefront. */
  cod_erp: z.string().nullable(),
  /** Nickname ("Casa", "Loja 2"). */
  apelido: z.string().nullable(),
  /** Reference point. */
  pontoref: z.string().nullable(),
  primario: z.boolean(),
});
export type Endereco = z.infer<typeof Endereco>;

/** The address list reply. */
export const EnderecoLista = z.array(Endereco);
export type EnderecoLista = z.infer<typeof EnderecoLista>;

const required = (message: string, max = 120) =>
  texto(message).trim().min(1, message).max(max, `${message} (até ${max} caracteres)`);
const optionalText = (max: number) =>
  texto().trim().max(max, `Use até ${max} caracteres`).nullish();

/**
 * Body of the address create (`POST …/enderecos`). `cep` accepts `12345-678` or `12345678`
 * and is stored without dash; coordinates come as `coords{lat,lng}` (or `lat`/`lng`, `coords`
 * wins). `textoendereco` and `cod_erp` are server-owned: sent values are ignored.
 * `descricao` is accepted as an alias of `apelido` (spec §3 "apelido/descricao").
 */
export const EnderecoBody = z.object({
  rua: required(VALIDATION_MSG.streetRequired),
  numero: z
    .union([texto(), z.number()], VALIDATION_MSG.numberRequired)
    .transform(String)
    .pipe(required(VALIDATION_MSG.numberRequired, 20)),
  bairro: required(VALIDATION_MSG.districtRequired),
  cidade: required(VALIDATION_MSG.cityRequired),
  uf: Uf,
  cep: texto(VALIDATION_MSG.cepRequired)
    .trim()
    .regex(/^\d{5}-?\d{3}$/, VALIDATION_MSG.cepInvalid)
    .pipe(Cep),
  complemento: optionalText(120),
  pais: optionalText(60),
  apelido: optionalText(60),
  descricao: optionalText(60),
  pontoref: optionalText(200),
  coords: Coords.nullish(),
  lat: Coords.shape.lat.nullish(),
  lng: Coords.shape.lng.nullish(),
  /** Setting an address primary unsets the customer's other primary address. */
  primario: z.boolean().optional(),
});
export type EnderecoBody = z.infer<typeof EnderecoBody>;
export type EnderecoBodyInput = z.input<typeof EnderecoBody>;

/** Body of the address update (`POST …/enderecosput`): the full address plus its id. */
export const EnderecoPutBody = EnderecoBody.extend({ idendereco: IdNumerico });
export type EnderecoPutBody = z.infer<typeof EnderecoPutBody>;

/** Path of the address list, create and update: `{apptoken}{sep}{idcliente}`. */
export const EnderecosParams = z.object({
  apptoken: texto().describe('{apptoken}{sep}{idcliente}, e.g. vitrine-web~42'),
});
export type EnderecosParams = z.infer<typeof EnderecosParams>;

/** Path of the address delete. */
export const ExcluirEnderecoParams = EnderecosParams.extend({ idendereco: IdNumerico });
export type ExcluirEnderecoParams = z.infer<typeof ExcluirEnderecoParams>;

/** Address delete reply. */
export const ExcluirEnderecoResposta = z.object({ ok: z.literal(true) });
export type ExcluirEnderecoResposta = z.infer<typeof ExcluirEnderecoResposta>;

/**
 * The billing address as the order carries it (`enderecofaturamento`, spec §3 "the billing
 * address has the same fields plus descricao"): the address fields of {@link EnderecoBody}
 * (cep without dash, trimmed texts, pais optional → 'Brasil') plus `descricao`.
 */
export const EnderecoFaturamentoBody = EnderecoBody.pick({
  rua: true,
  numero: true,
  bairro: true,
  cidade: true,
  uf: true,
  cep: true,
  complemento: true,
  pais: true,
  descricao: true,
});
export type EnderecoFaturamentoBody = z.infer<typeof EnderecoFaturamentoBody>;
export type EnderecoFaturamentoBodyInput = z.input<typeof EnderecoFaturamentoBody>;

/** The billing address reply: the customer's saved one, or one derived from a delivery address. */
export const EnderecoFaturamento = Endereco.pick({
  rua: true,
  numero: true,
  bairro: true,
  cidade: true,
  uf: true,
  cep: true,
  complemento: true,
  pais: true,
}).extend({
  descricao: z.string().nullable(),
  /** true: the billing address the customer saved; false: derived from the delivery address. */
  salvo: z.boolean(),
});
export type EnderecoFaturamento = z.infer<typeof EnderecoFaturamento>;

/** Path of the billing address: `{apptoken}{sep}{idcliente}` and the delivery address it starts from. */
export const FaturamentoParams = EnderecosParams.extend({ idendereco: IdNumerico });
export type FaturamentoParams = z.infer<typeof FaturamentoParams>;

/** The address calls of the route table (spec §7 Addresses). */
export const addressesRoutes = {
  list: defineRoute({
    ...routePaths.addresses.list,
    auth: 'customer',
    tags: ['Endereços'],
    summary: 'Lista os endereços do cliente',
    description:
      'GET /v1/app/{apptoken}{sep}{idcliente}/enderecos — active addresses, primary first.',
    params: EnderecosParams,
    reply: EnderecoLista,
  }),
  create: defineRoute({
    ...routePaths.addresses.create,
    auth: 'customer',
    tags: ['Endereços'],
    summary: 'Cria um endereço do cliente',
    description:
      'POST /v1/app/{apptoken}{sep}{idcliente}/enderecos — cep with or without dash (stored as 8 digits), ' +
      'coords{lat,lng} optional. The first address, or one sent with primario=true, becomes the primary one. ' +
      "An address the customer already has (same CEP, street, number and complement) is refused: 409 'Este endereço já está cadastrado.'",
    params: EnderecosParams,
    body: EnderecoBody,
    reply: Endereco,
  }),
  update: defineRoute({
    ...routePaths.addresses.update,
    auth: 'customer',
    tags: ['Endereços'],
    summary: 'Atualiza um endereço do cliente',
    description:
      'POST /v1/app/{apptoken}{sep}{idcliente}/enderecosput — the full address with its idendereco. ' +
      "primario omitted keeps the current flag. 404 'Endereço não encontrado' for an address that is not the customer's; " +
      "409 'Este endereço já está cadastrado.' when it would repeat another of the customer's addresses.",
    params: EnderecosParams,
    body: EnderecoPutBody,
    reply: Endereco,
  }),
  remove: defineRoute({
    ...routePaths.addresses.remove,
    auth: 'customer',
    tags: ['Endereços'],
    summary: 'Exclui um endereço do cliente',
    description:
      'POST /v1/app/{apptoken}{sep}{idcliente}/cliente/enderecos/{idendereco}/excluir. Orders keep their own ' +
      "copy of the address. 404 'Endereço não encontrado' for an address that is not the customer's.",
    params: ExcluirEnderecoParams,
    reply: ExcluirEnderecoResposta,
  }),
  billing: defineRoute({
    ...routePaths.addresses.billing,
    auth: 'customer',
    tags: ['Endereços'],
    summary: 'Endereço de faturamento do cliente',
    description:
      'GET /v2/app/{apptoken}{sep}{idcliente}/enderecos/{idendereco}/faturamento — the billing address the ' +
      'customer saved with an earlier order (salvo=true), else one derived from that delivery address ' +
      "(salvo=false, descricao = its nickname). 404 'Endereço não encontrado' for an address that is not the customer's.",
    params: FaturamentoParams,
    reply: EnderecoFaturamento,
  }),
  ...addressLookupRoutes,
};
