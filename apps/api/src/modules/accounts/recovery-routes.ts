import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { ACCOUNTS_MSG } from '@vitrine/domain';
import { createOutboxSmsSender } from '../../adapters/mail/sms-sender.ts';
import { registerRoute } from '../../http/register-route.ts';
import { accountDeps } from './account-deps.ts';
import { approveRegistration } from './approval.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { confirmVerificationCode, sendVerificationCode } from './verification.ts';
import { createVerificationAttempts } from './verification-attempts.ts';

/**
 * Password recovery and verification codes (issue 11 §1). Both requests answer the same
 * whether or not the account exists (no enumeration), and every route is rate-limited per
 * address and globally.
 * @see spec §7 Users (senha/recuperar, enviar-verificacao), §8 'Falha ao solicitar redefinição de senha'
 */
export default async function recoveryRoutes(app: FastifyInstance): Promise<void> {
  const deps = accountDeps(app);
  const sms = createOutboxSmsSender(app.mailer);
  const attempts = createVerificationAttempts(app.redis);

  registerRoute(
    app,
    apiRoutes.accounts.recoverPassword,
    async (request) => {
      const sent = await requestPasswordReset(
        { db: app.db, mailer: app.mailer, storefrontUrl: app.config.STOREFRONT_PUBLIC_URL },
        request.params.login,
        request.query.idfornecedor,
      );
      request.log.info({ sent }, 'password reset requested');
      return { mensagem: ACCOUNTS_MSG.resetRequested };
    },
    { onRequest: [deps.limit('recover-password')] },
  );

  registerRoute(
    app,
    apiRoutes.accounts.resetPassword,
    async (request) => {
      await confirmPasswordReset(app.db, request.body.token, request.body.novaSenha);
      return { mensagem: ACCOUNTS_MSG.passwordChanged };
    },
    { onRequest: [deps.limit('reset-password')] },
  );

  registerRoute(
    app,
    apiRoutes.accounts.sendVerification,
    async (request) => {
      const { canal, idcliente, idfornecedor, fonte } = request.query;
      const sent = await sendVerificationCode(
        { db: app.db, mailer: app.mailer, sms },
        canal,
        idcliente,
        idfornecedor,
        fonte,
      );
      request.log.info({ sent }, 'verification code requested');
      return { mensagem: ACCOUNTS_MSG.verificationSent };
    },
    { onRequest: [deps.limit('send-verification')] },
  );

  registerRoute(
    app,
    apiRoutes.accounts.confirmVerification,
    async (request) => {
      const { idcliente, idfornecedor, codigo } = request.body;
      await confirmVerificationCode(app.db, attempts, idcliente, idfornecedor, codigo);
      return { mensagem: ACCOUNTS_MSG.verificationConfirmed, cadastro_confirmado: true as const };
    },
    { onRequest: [deps.limit('confirm-verification')] },
  );

  registerRoute(app, apiRoutes.accounts.approve, async (request) => {
    const { idfornecedor } = request.attendant;
    const aprovadoEm = await approveRegistration(app.db, request.params.idcliente, idfornecedor);
    return {
      idcliente: request.params.idcliente,
      idfornecedor,
      cadastro_aprovado: true as const,
      aprovado_em: aprovadoEm.toISOString(),
      mensagem: ACCOUNTS_MSG.approved,
    };
  });
}
