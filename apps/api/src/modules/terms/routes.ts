import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { ACCESS_MSG } from '@vitrine/domain';
import { ConflictError, NotFoundError } from '../../errors/app-errors.ts';
import { termsDocument } from './terms-document.ts';
import { registerRoute } from '../../http/register-route.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { termsSituation } from '../access/access-status.ts';
import { findCurrentTerms, findTermsVersion, recordAcceptance } from './terms-repository.ts';

/**
 * Terms of use per supplier: the document of one version (public, immutable, cacheable) and
 * the customer's acceptance of the current version (own id and supplier only, checked by the
 * request-context hook).
 * @see spec §5 "Terms of use must be accepted per supplier", §7 Users
 */
export default async function termsRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    apiRoutes.terms.file,
    async (request, reply) => {
      const { idfornecedor, versaoArquivo } = request.params;
      const terms = await findTermsVersion(app.db, idfornecedor, versaoArquivo);
      if (!terms) throw new NotFoundError(ACCESS_MSG.termsNotFound);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(termsDocument(terms));
    },
    { onRequest: [limitRequests(app, { name: 'terms-file', perClient: 120, global: 3000 })] },
  );

  registerRoute(app, apiRoutes.terms.accept, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { idcliente, idfornecedor } = request.customer;
    const { versaoArquivo } = request.body;
    return app.db.transaction(async (tx) => {
      const current = await findCurrentTerms(tx, idfornecedor);
      if (!current) throw new NotFoundError(ACCESS_MSG.termsNotFound);
      if (current.versao !== versaoArquivo)
        throw new ConflictError(ACCESS_MSG.termsOutdatedVersion, 'versaoArquivo');
      const at = new Date();
      if (!(await recordAcceptance(tx, idcliente, idfornecedor, current.versao, at)))
        throw new NotFoundError(ACCESS_MSG.termsNotFound);
      return termsSituation(
        { termosusoVersao: current.versao, termosusoAceitosEm: at },
        current.versao,
      );
    });
  });
}
