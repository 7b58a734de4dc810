import { ACCOUNTS_MSG } from './accounts-messages.ts';

/** Shortest password accepted at registration, reset and change. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (argon2 input bound). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The password strength rule of registration, reset and change: 8–128 characters with at least
 * one letter and one digit, not made of one repeated character.
 * @returns the pt-BR problem, or null when the password is acceptable.
 */
export function passwordProblem(senha: string): string | null {
  if (senha.length < PASSWORD_MIN_LENGTH || senha.length > PASSWORD_MAX_LENGTH)
    return ACCOUNTS_MSG.passwordLength;
  if (!/\p{L}/u.test(senha) || !/\d/.test(senha)) return ACCOUNTS_MSG.passwordLettersDigits;
  if (new Set(senha).size === 1) return ACCOUNTS_MSG.passwordLettersDigits;
  return null;
}
