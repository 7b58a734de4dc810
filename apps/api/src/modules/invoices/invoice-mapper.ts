import type { Fatura, FaturasResposta } from '@vitrine/contract';
import {
  availableCredit,
  centavosToReais,
  invoiceStatus,
  STATUS_FATURA_TEXTO,
  ZERO_CENTAVOS,
  type CreditLimit,
} from '@vitrine/domain';
import type { FaturaRow } from './invoices-repository.ts';

/** A stored fatura at the JSON edge: reais, status derived for `now` (VENCIDA), its boleto. */
export function toFatura(row: FaturaRow, now: Date): Fatura {
  const status = invoiceStatus(row.status, row.vencimento, now);
  return {
    idfatura: row.idfatura,
    numero: row.numero,
    numpedido: row.numpedido,
    emissao: row.emissao,
    vencimento: row.vencimento,
    valor: centavosToReais(row.valorCentavos),
    status,
    statusTexto: STATUS_FATURA_TEXTO[status],
    boleto: row.boletoLinhaDigitavel
      ? { linhaDigitavel: row.boletoLinhaDigitavel, url: row.boletoUrl }
      : null,
  };
}

/** The faturas reply: the faturas and the credit limit (0 when the customer has none). */
export function toFaturasResposta(
  rows: readonly FaturaRow[],
  limit: CreditLimit | null,
  now: Date,
): FaturasResposta {
  return {
    faturas: rows.map((r) => toFatura(r, now)),
    limite_credito_total: centavosToReais(limit?.limiteTotal ?? ZERO_CENTAVOS),
    limite_credito_disponivel: centavosToReais(limit ? availableCredit(limit) : ZERO_CENTAVOS),
  };
}
