import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readOutbox } from '../../../test/outbox.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { findLiveSession, openSession } from '../../modules/users/sessions.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('outbox mailer (the embedded default)', () => {
  it('keeps every message sent, newest first', async () => {
    const to = 'caixa@exemplo.com.br';
    await t.app.mailer.send({ to, subject: 'Primeira', text: 'um', kind: 'teste' });
    await t.app.mailer.send({
      to,
      subject: 'Segunda',
      text: 'dois',
      html: '<p>dois</p>',
      kind: 'teste',
      idfornecedor: DEMO_SUPPLIERS.serraVerde.idfornecedor,
    });
    const mails = await readOutbox(t.app, to);
    expect(mails.map((m) => m.assunto)).toEqual(['Segunda', 'Primeira']);
    expect(mails[0]).toMatchObject({
      texto: 'dois',
      html: '<p>dois</p>',
      tipo: 'teste',
      idfornecedor: DEMO_SUPPLIERS.serraVerde.idfornecedor,
    });
  });

  it('leaves nothing behind when the transaction it joined rolls back', async () => {
    const to = 'desfeito@exemplo.com.br';
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.mailer.send({ to, subject: 'x', text: 'x', kind: 'teste' }, tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await readOutbox(t.app, to)).toEqual([]);
  });
});

describe('customer sessions carry who acts for the customer', () => {
  it('keeps the actor of the session, none for the customer themself', async () => {
    const [ana] = await t.app.db
      .select({ idcliente: clientes.idcliente })
      .from(clientes)
      .where(eq(clientes.email, DEMO_CUSTOMERS.ana.email));
    const idcliente = ana!.idcliente;
    const idfornecedor = DEMO_SUPPLIERS.serraVerde.idfornecedor;
    const own = await openSession(t.app.db, t.app.config, idcliente, idfornecedor);
    expect(await findLiveSession(t.app.db, own.token)).toMatchObject({
      idcliente,
      idusuarioVinculado: null,
      idrepresentante: null,
      idapikeys: null,
    });
    const byRep = await openSession(t.app.db, t.app.config, idcliente, idfornecedor, {
      idrepresentante: 7,
    });
    expect(await findLiveSession(t.app.db, byRep.token)).toMatchObject({
      idcliente,
      idrepresentante: 7,
      idusuarioVinculado: null,
    });
  });
});
