import { z } from 'zod';
import { StatusFatura } from '@vitrine/domain';
import { BooleanoQuery } from './coupon-fields.ts';
import { IdFornecedor, IdNumerico, Reais } from './common.ts';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { texto } from './text.ts';

/**
 * Invoices (spec §1 invoices and credit limit, §3 Invoices, §7 Invoices): the customer's
 * faturas at one supplier and their invoice credit. Money in reais (2 decimals), dates as São
 * Paulo calendar days (`YYYY-MM-DD`).
 */

/** A fatura's status as the customer sees it: VENCIDA is derived from the due date. */
export const StatusFaturaSchema = z.enum(StatusFatura);
export type StatusFaturaSchema = z.infer<typeof StatusFaturaSchema>;

/**
 * The boleto of a fatura, once issued: its 47-digit linha digitável and where its PDF opens.
 * Null while the fatura has no boleto.
 */
export const BoletoFatura = z.object({
  linhaDigitavel: z.string().describe('47 dígitos'),
  url: z.string().nullable(),
});
export type BoletoFatura = z.infer<typeof BoletoFatura>;

/** One fatura (spec §3 Invoices faturas). */
export const Fatura = z.object({
  idfatura: z.number().int(),
  numero: z.string(),
  /** The order it bills. */
  numpedido: z.number().int(),
  emissao: z.iso.date(),
  vencimento: z.iso.date(),
  valor: Reais,
  status: StatusFaturaSchema,
  /** pt-BR label of `status` ('Em aberto', 'Paga', 'Vencida', 'Cancelada'). */
  statusTexto: z.string(),
  boleto: BoletoFatura.nullable(),
});
export type Fatura = z.infer<typeof Fatura>;

/** Path of `GET /v2/app/{apptoken}{sep}{id}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}`. */
export const FaturasParams = z.object({
  apptoken: texto().describe('{apptoken}{sep}{idcliente}'),
  idfornecedor: IdFornecedor,
  idcliente: IdNumerico,
});
export const FaturasQuery = z.object({
  /** true (default): the faturas too; false: only the credit limit (a lighter call). */
  completeInfo: BooleanoQuery.default(true),
});

/** Reply of the faturas call (spec §3 Invoices: faturas, limite_credito_total, limite_credito_disponivel). */
export const FaturasResposta = z.object({
  faturas: z.array(Fatura),
  /** The customer's invoice credit at the supplier, reais (0 when none). */
  limite_credito_total: Reais,
  limite_credito_disponivel: Reais,
});
export type FaturasResposta = z.infer<typeof FaturasResposta>;

/** The invoice calls of the route table (spec §7 Invoices). */
export const invoicesRoutes = {
  list: defineRoute({
    ...routePaths.invoices.list,
    auth: 'customer',
    tags: ['Faturas'],
    summary: 'Faturas e limite de crédito do cliente no fornecedor',
    description:
      'GET /v2/app/{apptoken}{sep}{idcliente}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}?completeInfo — ' +
      "the caller's faturas at the supplier, newest first (number, order, issue and due dates, amount, status " +
      'ABERTA/PAGA/VENCIDA/CANCELADA — VENCIDA when open after its due date in São Paulo — and the boleto once ' +
      'issued), with limite_credito_total and limite_credito_disponivel. completeInfo=false returns only the limit. ' +
      "Only the session's own customer and supplier: another customer or supplier is 403 and nothing is read.",
    params: FaturasParams,
    query: FaturasQuery,
    reply: FaturasResposta,
  }),
};
