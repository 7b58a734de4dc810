/**
 * The API's own refusals, named for what went wrong rather than for an HTTP status: services
 * and repositories throw these (or a `DomainError` of `@vitrine/domain`); only the error
 * handler (plugins/errors.ts) turns them into status codes. `message` is the pt-BR text the
 * customer reads; `campo` names the offending request field, when there is one.
 * @see ARCHITECTURE.md §3 Errors
 */
export abstract class AppError extends Error {
  readonly campo: string | undefined;

  constructor(message: string, campo?: string) {
    super(message);
    this.name = new.target.name;
    this.campo = campo;
  }
}

/** The request is malformed in a way its schema cannot say (a path segment, a missing field). */
export class InvalidInputError extends AppError {}

/** No valid credentials: unknown app token, no live session, wrong login or password. */
export class UnauthenticatedError extends AppError {}

/** Authenticated, but the resource belongs to another customer or supplier. */
export class ForbiddenError extends AppError {}

/** The thing asked for does not exist (or is not the caller's to see). */
export class NotFoundError extends AppError {}

/** The request conflicts with what is stored (e.g. the same address saved twice). */
export class ConflictError extends AppError {}

/** Understood and well-formed, but a rule of the server refuses it (payment method, date, store). */
export class RefusedError extends AppError {}

/**
 * An operation failed for a reason that is not the caller's (database down, corrupt row);
 * carries the spec's text for that operation. The cause is logged, never sent.
 */
export class OperationFailedError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** Too many attempts from this client, on this account or in all: try again later. */
export class RateLimitedError extends AppError {
  /** How long the client should wait before the next attempt, in whole seconds (Retry-After). */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
