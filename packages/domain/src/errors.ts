/**
 * Machine-readable codes of the business errors the domain raises. The API's one error
 * handler maps them to HTTP statuses (e.g. DUPLICATE_ORDER → 409, the rest → 422); the
 * message travels to the customer as is, so it is always pt-BR (see `messages.ts`).
 */
export const ErrorCode = {
  EMPTY_CART: 'EMPTY_CART',
  DUPLICATE_ORDER: 'DUPLICATE_ORDER',
  INVALID_QUANTITY: 'INVALID_QUANTITY',
  PRODUCT_UNAVAILABLE: 'PRODUCT_UNAVAILABLE',
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  CART_SAVE_FAILED: 'CART_SAVE_FAILED',
  INVALID_COUPON: 'INVALID_COUPON',
  COUPON_NOT_REPLACEABLE: 'COUPON_NOT_REPLACEABLE',
  LOGIN_REQUIRED: 'LOGIN_REQUIRED',
  REGISTRATION_UNDER_REVIEW: 'REGISTRATION_UNDER_REVIEW',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  NO_DELIVERY_METHOD: 'NO_DELIVERY_METHOD',
  ADDRESS_NOT_SERVED: 'ADDRESS_NOT_SERVED',
  INVALID_DELIVERY_TYPE: 'INVALID_DELIVERY_TYPE',
  PIX_ONLY_FOR_PENDING_ORDERS: 'PIX_ONLY_FOR_PENDING_ORDERS',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * A business rule refused the input. `code` is stable for programs (see {@link ErrorCode});
 * `message` is the pt-BR text shown to the customer.
 *
 * @see ARCHITECTURE.md §3 Errors
 */
export class DomainError extends Error {
  // Declared explicitly instead of a parameter property so the file stays plain
  // erasable TypeScript (runs under type-stripping loaders too).
  public readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

/** True when `error` is a {@link DomainError} (optionally with the given `code`). */
export function isDomainError(error: unknown, code?: string): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}
