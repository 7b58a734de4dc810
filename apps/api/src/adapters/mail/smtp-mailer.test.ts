import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.ts';

describe('SMTP mailer (nodemailer)', () => {
  it('builds the message with From, To, subject, text and the kind header', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (m: Parameters<typeof original>[0]) => {
      const info = await original(m);
      sent.push(String((info as { message: string }).message));
      return info;
    }) as typeof transport.sendMail;
    const mailer = createSmtpMailer({
      url: 'smtp://localhost:2525',
      from: 'Loja <n@loja.com.br>',
      transport,
    });
    await mailer.send({
      to: 'ana@exemplo.com.br',
      subject: 'Olá',
      text: 'Código 123456',
      kind: 'verificacao',
    });
    const message = JSON.parse(sent[0]!) as Record<string, unknown>;
    expect(message).toMatchObject({ subject: 'Olá', text: 'Código 123456' });
    expect(JSON.stringify(message.to)).toContain('ana@exemplo.com.br');
    expect(JSON.stringify(message.from)).toContain('n@loja.com.br');
    expect(JSON.stringify(message.headers)).toContain('verificacao');
  });

  it('fails when the SMTP server cannot be reached', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'n@loja.com.br' });
    await expect(
      mailer.send({ to: 'a@b.com', subject: 's', text: 't', kind: 'teste' }),
    ).rejects.toThrow();
  });
});

describe('mail transport selection', () => {
  const outbox = { send: async () => undefined };
  it('keeps the outbox by default and uses SMTP when configured', async () => {
    const { selectMailer } = await import('./mail-transport.ts');
    expect(
      selectMailer({ MAIL_TRANSPORT: 'outbox', SMTP_URL: undefined, MAIL_FROM: 'a@b.c' }, outbox),
    ).toBe(outbox);
    expect(
      selectMailer(
        { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.c' },
        outbox,
      ),
    ).not.toBe(outbox);
  });

  it('refuses MAIL_TRANSPORT=smtp without SMTP_URL at start-up', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(
      loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtps://u:p@mail.exemplo.com:465' })
        .MAIL_TRANSPORT,
    ).toBe('smtp');
  });
});
