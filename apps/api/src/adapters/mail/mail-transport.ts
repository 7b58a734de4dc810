import type { Config } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/**
 * The mailer MAIL_TRANSPORT selects (ADR 0028): `outbox` (default) → the given outbox mailer
 * (mail kept in `emails_saida`, read by tests and /dev/caixa-de-saida); `smtp` → nodemailer over
 * SMTP_URL with MAIL_FROM (config.ts refuses smtp without SMTP_URL). The foundation's
 * `createMailer(config, db)` returns `selectMailer(config, outboxMailer(db))`.
 */
export function selectMailer(
  config: Pick<Config, 'MAIL_TRANSPORT' | 'SMTP_URL' | 'MAIL_FROM'>,
  outbox: Mailer,
): Mailer {
  if (config.MAIL_TRANSPORT !== 'smtp' || !config.SMTP_URL) return outbox;
  return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
}
