import { index, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';

/**
 * Outgoing mail kept by the outbox mailer (the embedded default and the tests): every message
 * the API sends, as sent. With MAIL_TRANSPORT=smtp the mail goes out instead and nothing is kept.
 * `tipo` names the message (e.g. 'senha-recuperar', 'verificacao', 'convite-usuario', 'sms').
 */
export const emailsSaida = pgTable(
  'emails_saida',
  {
    idemail: serial('idemail').primaryKey(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    tipo: text('tipo').notNull(),
    idfornecedor: uuid('idfornecedor'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emails_saida_para_idx').on(t.para, t.criadoEm)],
);
