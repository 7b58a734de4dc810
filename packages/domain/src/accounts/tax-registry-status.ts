import { ACCOUNTS_MSG } from './accounts-messages.ts';

/** A company's status at the Receita Federal (cadastro nacional da pessoa jurídica). */
export const SITUACAO_CADASTRAL = {
  ATIVA: 'ATIVA',
  BAIXADA: 'BAIXADA',
  SUSPENSA: 'SUSPENSA',
  INAPTA: 'INAPTA',
  NULA: 'NULA',
} as const;
export type SituacaoCadastral = (typeof SITUACAO_CADASTRAL)[keyof typeof SITUACAO_CADASTRAL];

/** Whether a company may register: only an ATIVA one. */
export function isCompanyActive(situacao: SituacaoCadastral): boolean {
  return situacao === 'ATIVA';
}

/**
 * Why a company may not register, in pt-BR, or null for an active one.
 * @see issue 11 §1 "an inactive company is refused with a clear message"
 */
export function inactiveCompanyText(situacao: SituacaoCadastral): string | null {
  return isCompanyActive(situacao) ? null : ACCOUNTS_MSG.companyInactive(situacao);
}
