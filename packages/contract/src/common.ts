import { z } from 'zod';
import { texto } from './text.ts';
import { VALIDATION_MSG } from '@vitrine/domain';
import { isValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';

/** Every error reply of the API (ARCHITECTURE.md §3 Errors): a pt-BR message, and the field for 400s. */
export const ErroResposta = z.object({
  mensagem: z.string(),
  campo: z.string().optional(),
  codigo: z.string().optional(),
  /** The same message, for the calls whose clients read `Mensagem` (spec §8 cart by-CEP errors). */
  Mensagem: z.string().optional(),
  /**
   * 'logout' when the session behind the request is gone: the storefront clears its session
   * and shows a warning (spec §8 "A server response carrying the action logout").
   */
  action: z.literal('logout').optional(),
});
export type ErroResposta = z.infer<typeof ErroResposta>;

/** Standard error replies to spread into a route's `response` schema. */
export const errorResponses = {
  400: ErroResposta,
  401: ErroResposta,
  403: ErroResposta,
  404: ErroResposta,
  409: ErroResposta,
  422: ErroResposta,
  429: ErroResposta,
} as const;

/** Money at the JSON boundary: reais with 2 decimals (converted from/to centavos at the edge). */
export const Reais = z.number().describe('Valor em reais (2 casas decimais)');

/** A quantity at the JSON boundary: up to 3 decimals (milli-units inside). */
export const Quantidade = z
  .number()
  .nonnegative(VALIDATION_MSG.quantityInvalid)
  .max(1_000_000, VALIDATION_MSG.quantityInvalid)
  .refine(
    (n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6,
    VALIDATION_MSG.quantityTooManyDecimals,
  )
  .describe('Quantidade com até 3 casas decimais');

/** A supplier id: UUID. */
export const IdFornecedor = z.uuid(VALIDATION_MSG.supplierInvalid);

/** A positive integer id in a path (idcliente, idproduto, numpedido…). */
export const IdNumerico = z.coerce
  .number(VALIDATION_MSG.idInvalid)
  .int(VALIDATION_MSG.idInvalid)
  .positive(VALIDATION_MSG.idInvalid)
  .max(2_147_483_647, VALIDATION_MSG.idInvalid);

/** Strips everything but digits (CPF, CNPJ, CEP masks). */
export const onlyDigits = (s: string): string => s.replace(/\D/g, '');

/**
 * A CEP: 8 digits, dash optional on input, sent without it (spec §5). Brazil's CEPs start at
 * 01000-000, so 00000-000 and anything below it are refused.
 */
export const Cep = texto()
  .transform(onlyDigits)
  .refine(
    (v) => v.length === 8 && isValidCep(v) && Number(v.slice(0, 5)) >= 1000,
    VALIDATION_MSG.cepInvalid,
  );

/** A CPF (11 digits) or CNPJ (14 digits) with valid check digits. */
export const CpfOuCnpj = texto()
  .transform(onlyDigits)
  .refine(
    (v) => (v.length === 11 ? isValidCpf(v) : v.length === 14 ? isValidCnpj(v) : false),
    VALIDATION_MSG.cpfOrCnpjInvalid,
  );

export { CanalVendaSchema, TipoEntregaSchema } from './order-fields.ts';
