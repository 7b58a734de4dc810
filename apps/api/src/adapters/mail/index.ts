import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { selectMailer } from './mail-transport.ts';
import { outboxMailer } from './outbox-mailer.ts';

export type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * The mailer of this process (ADR 0028): the outbox (`emails_saida`, the embedded default and
 * the tests'), or SMTP through nodemailer when MAIL_TRANSPORT=smtp.
 */
export function createMailer(config: Config, db: Db): Mailer {
  return selectMailer(config, outboxMailer(db));
}
