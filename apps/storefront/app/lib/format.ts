import { formatBRL, reaisToCentavos } from '@vitrine/domain/money';

/** Reais from the API (2-decimal number) as pt-BR currency text, e.g. 'R$ 12,90'. */
export function brl(reais: number): string {
  return formatBRL(reaisToCentavos(reais));
}
