/**
 * An error that becomes an HTTP reply `{ mensagem }` with `statusCode`. Routes and services
 * throw it; the error handler (plugins/errors.ts) renders it. `campo` names the offending
 * request field for 400s.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly campo?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
