import { SEP } from '@vitrine/contract';
import { timingSafeEqual } from 'node:crypto';
import { APP_MSG } from '@vitrine/domain';
import { InvalidInputError, UnauthenticatedError } from '../errors/app-errors.ts';

/** What one `{apptoken}` or `{apptoken}{sep}{idcliente}` path segment carries. */
export interface AppSegment {
  idcliente: number | null;
}

/**
 * Checks the app token of a path segment and extracts the customer id when present.
 * @throws UnauthenticatedError for an unknown app token; InvalidInputError (campo idcliente)
 *   for a malformed customer id.
 * @see spec §7 Notation
 */
export function parseAppSegment(segment: string, appToken: string): AppSegment {
  const [token = '', idcliente, ...rest] = segment.split(SEP);
  if (!safeEqual(token, appToken)) throw new UnauthenticatedError(APP_MSG.invalidAppToken);
  if (rest.length > 0) throw new InvalidInputError(APP_MSG.invalidRequest, 'idcliente');
  if (idcliente === undefined || idcliente === '') return { idcliente: null };
  if (!/^\d{1,9}$/.test(idcliente))
    throw new InvalidInputError(APP_MSG.invalidRequest, 'idcliente');
  return { idcliente: Number(idcliente) };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
