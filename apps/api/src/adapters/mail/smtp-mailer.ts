import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.ts';

/** What the SMTP mailer needs (config.ts: SMTP_URL, MAIL_FROM). */
export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  url: string;
  /** The From header, e.g. 'Loja <nao-responda@loja.com.br>'. */
  from: string;
  /** Injected in tests (nodemailer's JSON or stream transport); built from `url` otherwise. */
  transport?: Transporter;
}

/**
 * The real mail transport (MAIL_TRANSPORT=smtp, ADR 0028): nodemailer over SMTP, with
 * connection, greeting and socket timeouts so a dead server fails the request instead of hanging
 * it. The mail is sent at once: `db` (a transaction) is not joined — callers send after the
 * writes the mail speaks of are valid (the reset token and verification code are written in the
 * same transaction just before; a failed send rolls them back).
 * @throws whatever nodemailer raises when the server refuses or cannot be reached.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  // nodemailer is loaded with the first mail, not at start (about 45 ms and a few MB).
  let transport: Promise<Transporter> | undefined = options.transport
    ? Promise.resolve(options.transport)
    : undefined;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options.url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(mail: OutgoingMail) {
      await (
        await opened()
      ).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        headers: { 'X-Vitrine-Tipo': mail.kind },
      });
    },
  };
}
