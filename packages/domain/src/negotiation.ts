import type { Centavos, Milli } from './money.ts';
import { ZERO_MILLI } from './money.ts';

/**
 * What one row of a negotiated cart's history records (spec §4 Cart flow, §6 Attendant):
 * a negotiated unit price changed (PRECO), a quantity changed (QUANTIDADE), the cart was sent to
 * the customer and locked (ENVIO), or the customer unlocked it (DESBLOQUEIO).
 */
export const AcaoNegociacao = {
  PRECO: 'PRECO',
  QUANTIDADE: 'QUANTIDADE',
  ENVIO: 'ENVIO',
  DESBLOQUEIO: 'DESBLOQUEIO',
} as const;
export type AcaoNegociacao = (typeof AcaoNegociacao)[keyof typeof AcaoNegociacao];

/** Whether a stored `acao` is one of {@link AcaoNegociacao}. */
export function isAcaoNegociacao(value: string): value is AcaoNegociacao {
  return Object.values<string>(AcaoNegociacao).includes(value);
}

/** One cart line as the negotiation sees it: product, quantity (milli), attendant price (centavos). */
export interface NegotiatedLine {
  idproduto: number;
  quantidadeMilli: Milli;
  /** The attendant's unit price; null when the line follows the regular §5 rules. */
  precoatendenteCentavos: Centavos | null;
}

/** One change between two versions of a negotiated cart, ready to be recorded in its history. */
export type NegotiationChange =
  | {
      acao: typeof AcaoNegociacao.QUANTIDADE;
      idproduto: number;
      /** 0 when the line was added. */
      quantidadeAnteriorMilli: Milli;
      /** 0 when the line was removed. */
      quantidadeNovaMilli: Milli;
    }
  | {
      acao: typeof AcaoNegociacao.PRECO;
      idproduto: number;
      /** null: the line had no attendant price (regular rules). */
      precoAnteriorCentavos: Centavos | null;
      /** null: the attendant price was cleared. */
      precoNovoCentavos: Centavos | null;
    };

/**
 * The changes from `before` to `after`, one per changed quantity and one per changed attendant
 * price, ordered by product id (quantity first): a line added or removed is a quantity change
 * from or to 0; a removed line records no price change (it has no price any more); a line added
 * with an attendant price records that price as set from null.
 * Lines are matched by `idproduto`; each list holds a product at most once.
 * @see spec §6 Attendant, §5 price precedence 1 (attendant price)
 */
export function negotiationChanges(
  before: readonly NegotiatedLine[],
  after: readonly NegotiatedLine[],
): NegotiationChange[] {
  const old = new Map(before.map((l) => [l.idproduto, l]));
  const now = new Map(after.map((l) => [l.idproduto, l]));
  const ids = [...new Set([...old.keys(), ...now.keys()])].sort((a, b) => a - b);
  const changes: NegotiationChange[] = [];
  for (const idproduto of ids) {
    const was = old.get(idproduto);
    const is = now.get(idproduto);
    const quantidadeAnteriorMilli = was?.quantidadeMilli ?? ZERO_MILLI;
    const quantidadeNovaMilli = is?.quantidadeMilli ?? ZERO_MILLI;
    if (quantidadeAnteriorMilli !== quantidadeNovaMilli)
      changes.push({
        acao: AcaoNegociacao.QUANTIDADE,
        idproduto,
        quantidadeAnteriorMilli,
        quantidadeNovaMilli,
      });
    if (!is) continue;
    const precoAnteriorCentavos = was?.precoatendenteCentavos ?? null;
    if (precoAnteriorCentavos !== is.precoatendenteCentavos)
      changes.push({
        acao: AcaoNegociacao.PRECO,
        idproduto,
        precoAnteriorCentavos,
        precoNovoCentavos: is.precoatendenteCentavos,
      });
  }
  return changes;
}
