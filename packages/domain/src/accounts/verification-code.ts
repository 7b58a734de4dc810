/** Digits of a verification code (spec §7 enviar-verificacao). */
export const VERIFICATION_CODE_LENGTH = 6;
/** Wrong codes accepted before a code is spent. */
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** Minutes a verification code stays valid. */
export const VERIFICATION_TTL_MINUTES = 15;
/** Minutes a password-reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/**
 * Formats a random integer as a verification code: exactly 6 digits, zero-padded.
 * @param n - an integer in [0, 10^6); the caller draws it from a CSPRNG.
 */
export function verificationCode(n: number): string {
  return String(Math.trunc(Math.abs(n)) % 10 ** VERIFICATION_CODE_LENGTH).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

/** Whether a typed code has the shape of a verification code (6 digits, spaces ignored). */
export function isVerificationCodeShape(value: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value.replace(/\s/g, ''));
}
