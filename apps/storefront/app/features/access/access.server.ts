import { createCookie } from 'react-router';
import type { AcessoCliente } from '@vitrine/contract';
import { serverConfig } from '~/lib/config.server';
import { accessGatesNeeded } from './access-gates-needed';

/** What the supplier layout knows of the buyer's access gates (spec §4 Login 3–4, §5 terms, §6). */
export interface LayoutAccess {
  acesso: AcessoCliente;
  /** The current terms document (plain text), only while the buyer still has to accept it. */
  termosTexto: string | null;
}

/**
 * The access state the layout renders its gates from, or null when they have nothing to show or
 * open (`accessGatesNeeded`): the layout then renders no gates and the page loads no chunk for
 * them (issue 12 §5, ADR 0078).
 */
export function layoutAccess(sessao: {
  acesso: AcessoCliente | null;
  termosTexto: string | null;
}): LayoutAccess | null {
  const { acesso, termosTexto } = sessao;
  return acesso && accessGatesNeeded(acesso, termosTexto) ? { acesso, termosTexto } : null;
}

/**
 * `vitrine-aprovacao`: the approval flag the buyer's last page saw, `{idfornecedor}:{idcliente}:{0|1}`
 * (httpOnly, signed; the auth cookie's content is not this feature's). Lets the layout notice a
 * change of approval status (spec §4 Session check).
 */
const approvalCookie = createCookie('vitrine-aprovacao', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: serverConfig.secureCookies,
  secrets: [serverConfig.cookieSecret],
  maxAge: 60 * 60 * 24 * 30,
});

/**
 * Compares the buyer's approval flag with the one the last page saw.
 * @returns `changed` when the same customer at the same supplier had another flag before, and
 *   the `Set-Cookie` value to send when the stored value must be written (null when unchanged).
 */
export async function approvalChange(
  request: Request,
  idfornecedor: string,
  idcliente: number,
  aprovado: boolean,
): Promise<{ changed: boolean; setCookie: string | null }> {
  const seen: unknown = await approvalCookie.parse(request.headers.get('Cookie'));
  const owner = `${idfornecedor}:${idcliente}:`;
  const now = `${owner}${aprovado ? 1 : 0}`;
  if (seen === now) return { changed: false, setCookie: null };
  const changed = typeof seen === 'string' && seen.startsWith(owner);
  return { changed, setCookie: await approvalCookie.serialize(now) };
}
