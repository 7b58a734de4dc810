import type { DbOrTx } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';

/** A text message to a Brazilian mobile number (digits with DDD). */
export interface OutgoingSms {
  to: string;
  text: string;
  idfornecedor?: string | null;
}

/**
 * The SMS port (verification codes, spec §7 enviar-verificacao canal=sms). No SMS provider is
 * contracted yet: the sandbox below keeps each message in the mail outbox (`emails_saida`, tipo
 * 'sms'), where tests and the developer outbox page (/dev/caixa-de-saida) read it. A real
 * provider implements this interface and is chosen by configuration.
 */
export interface SmsSender {
  /** Sends (or, in the sandbox, stores) one message; with `db` a transaction, it joins it. */
  send(sms: OutgoingSms, db?: DbOrTx): Promise<void>;
}

/** The sandbox SMS sender: the message goes to the outbox as a mail of kind 'sms'. */
export function createOutboxSmsSender(mailer: Mailer): SmsSender {
  return {
    async send(sms, db) {
      await mailer.send(
        {
          to: sms.to,
          subject: 'SMS',
          text: sms.text,
          kind: 'sms',
          idfornecedor: sms.idfornecedor ?? null,
        },
        db,
      );
    },
  };
}
