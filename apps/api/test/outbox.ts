import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { emailsSaida } from '../src/db/schema/index.ts';

/** A message kept by the outbox mailer, as the tests read it. */
export interface OutboxMail {
  para: string;
  assunto: string;
  texto: string;
  html: string | null;
  tipo: string;
  idfornecedor: string | null;
}

/** The messages sent to `to`, newest first (the outbox mailer of the test app). */
export async function readOutbox(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  return app.db
    .select({
      para: emailsSaida.para,
      assunto: emailsSaida.assunto,
      texto: emailsSaida.texto,
      html: emailsSaida.html,
      tipo: emailsSaida.tipo,
      idfornecedor: emailsSaida.idfornecedor,
    })
    .from(emailsSaida)
    .where(eq(emailsSaida.para, to))
    .orderBy(desc(emailsSaida.idemail));
}
