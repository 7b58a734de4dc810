import type { DbOrTx } from '../../db/client.ts';

/** One message the API sends (password reset, verification code, invitation…). */
export interface OutgoingMail {
  /** Recipient address (or phone number for an SMS kept in the outbox). */
  to: string;
  subject: string;
  /** Plain-text body, always present. */
  text: string;
  html?: string;
  /** What the message is, e.g. 'senha-recuperar', 'verificacao', 'convite-usuario'. */
  kind: string;
  /** The supplier the message speaks for, when any. */
  idfornecedor?: string | null;
}

/**
 * Sends mail. Implementations: the outbox mailer (embedded default and tests: kept in
 * `emails_saida`) and the SMTP mailer (production).
 */
export interface Mailer {
  /**
   * Sends `mail`. With `db` (a transaction), an outbox write joins it, so a rolled-back request
   * leaves no mail behind.
   * @throws whatever the transport raises (SMTP refusal, database error).
   */
  send(mail: OutgoingMail, db?: DbOrTx): Promise<void>;
}
