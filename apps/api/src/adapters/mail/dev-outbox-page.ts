import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailsSaida } from '../../db/schema/index.ts';

/** Mails the page lists, newest first. */
const PAGE_SIZE = 100;

const Query = z.object({ para: z.string().max(254).optional() });

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped text with its http(s) URLs turned into links (the reset link of a mail is clickable). */
export function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"']+/g,
    (url) => `<a href="${url}" rel="noreferrer">${url}</a>`,
  );
}

/**
 * The developer's outbox page, `GET /dev/caixa-de-saida[?para=e-mail]` (issue 11 §1 "the
 * embedded default keeps sent mail in a local outbox that a developer can open in the
 * browser"): the last 100 mails and SMS of `emails_saida`, each with its text and clickable
 * links. Registered only when NODE_ENV is not production; `Cache-Control: no-store`; shows
 * nothing that was not mailed. Not part of the route table: an HTML page for people.
 */
export async function devOutboxPage(app: FastifyInstance): Promise<void> {
  if (app.config.NODE_ENV === 'production') return;
  app.get('/dev/caixa-de-saida', { schema: { hide: true } }, async (request, reply) => {
    const query = Query.safeParse(request.query);
    const para = query.success ? query.data.para?.trim().toLowerCase() : undefined;
    const rows = await app.db
      .select()
      .from(emailsSaida)
      .where(para ? eq(emailsSaida.para, para) : undefined)
      .orderBy(desc(emailsSaida.idemail))
      .limit(PAGE_SIZE);
    const items = rows
      .map(
        (m) => `<article>
<h2>${escapeHtml(m.assunto)}</h2>
<p>Para: <strong class="para">${escapeHtml(m.para)}</strong> · tipo ${escapeHtml(m.tipo)} · ${escapeHtml(m.criadoEm.toISOString())}</p>
<pre>${linkify(m.texto)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída (desenvolvimento)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;word-break:break-word}</style>
</head><body>
<h1>Caixa de saída (desenvolvimento)</h1>
<p>E-mails e SMS que a API enviaria, do mais recente ao mais antigo (${rows.length}). Filtre com ?para=e-mail.</p>
${items || '<p>Nenhuma mensagem.</p>'}
</body></html>`;
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
