import type { LayoutSessao } from '@vitrine/contract';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors/app-errors.ts';
import { accessStatus } from '../access/access-status.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { termsDocument } from '../terms/terms-document.ts';
import { findTermsVersion } from '../terms/terms-repository.ts';
import { actorOf, sessionUser } from '../users/session-user.ts';
import { findLiveSession } from '../users/sessions.ts';

/** The session part of the layout when the session ended: the storefront logs out. */
const ENDED: LayoutSessao = { cliente: null, acesso: null, termosTexto: null, idfornecedor: null };

/**
 * What the storefront's layout needs of the Bearer's session at `supplier`: the session check's
 * customer, the access gates and, while acceptance is pending, the current terms text.
 * @param token the Bearer token, or null when none was sent.
 * @returns null without a token or for a live session of another supplier (the visitor is
 *   anonymous at this one); `cliente: null` when the session ended or its customer or
 *   registration is gone (spec §4 Session check).
 * @see spec §4 Session check, §5 terms, §6 tags
 */
export async function layoutSession(
  db: DbOrTx,
  token: string | null,
  supplier: Tenant,
): Promise<LayoutSessao | null> {
  if (token === null) return null;
  const session = await findLiveSession(db, token);
  if (!session) return ENDED;
  if (session.idfornecedor !== supplier.idfornecedor) return null;
  const [cliente, acesso] = await Promise.all([
    sessionUser(db, {
      idcliente: session.idcliente,
      idfornecedor: session.idfornecedor,
      actor: actorOf(session),
    }),
    accessStatus(db, session.idcliente, supplier).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    }),
  ]);
  if (!cliente) return ENDED;
  const versao = acesso?.termos.pendente ? acesso.termos.versaoArquivo : null;
  const terms = versao === null ? null : await findTermsVersion(db, supplier.idfornecedor, versao);
  return {
    cliente,
    acesso,
    termosTexto: terms && termsDocument(terms),
    idfornecedor: session.idfornecedor,
  };
}
