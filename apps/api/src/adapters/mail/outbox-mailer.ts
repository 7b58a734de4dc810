import type { DbOrTx } from '../../db/client.ts';
import { emailsSaida } from '../../db/schema/index.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * The mailer of the embedded default and the tests: every message is kept in `emails_saida`,
 * where a developer (and the tests) read it instead of a mailbox.
 * @param db - the app's database; a `send` given a transaction writes through it instead.
 */
export function outboxMailer(db: DbOrTx): Mailer {
  return {
    async send(mail: OutgoingMail, tx?: DbOrTx): Promise<void> {
      await (tx ?? db).insert(emailsSaida).values({
        para: mail.to,
        assunto: mail.subject,
        texto: mail.text,
        html: mail.html ?? null,
        tipo: mail.kind,
        idfornecedor: mail.idfornecedor ?? null,
      });
    },
  };
}
