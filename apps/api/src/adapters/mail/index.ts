import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { outboxMailer } from './outbox-mailer.ts';

export type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * The mailer of this process: the outbox (`emails_saida`), the embedded default and the tests'.
 * @param _config - the transport selection lives here as transports are added.
 */
export function createMailer(_config: Config, db: Db): Mailer {
  return outboxMailer(db);
}
