import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNTS_MSG,
  ACCOUNTS_TEXT,
  VERIFICATION_TTL_MINUTES,
  isVerificationCodeShape,
  verificationCode,
} from '@vitrine/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { SmsSender } from '../../adapters/mail/sms-sender.ts';
import type { Db } from '../../db/client.ts';
import { cadastrosCliente, codigosVerificacao, fornecedores } from '../../db/schema/index.ts';
import { InvalidInputError, RateLimitedError } from '../../errors/app-errors.ts';
import { findIdentityById, findRegistration } from './accounts-repository.ts';
import type { VerificationAttempts } from './verification-attempts.ts';

/** Codes one customer may be sent per supplier per hour. */
export const VERIFICATION_CODES_PER_HOUR = 5;

/** What sending a verification code needs. */
export interface VerificationDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
}

/**
 * SHA-256 of a code bound to its customer and supplier (a 6-digit code alone is too small a space).
 */
export function codeHash(idcliente: number, idfornecedor: string, codigo: string): string {
  return createHash('sha256').update(`${idcliente}:${idfornecedor}:${codigo}`).digest('hex');
}

/**
 * Sends a 6-digit code (CSPRNG) by e-mail or SMS to the contact on file of a customer registered
 * at `idfornecedor`, valid VERIFICATION_TTL_MINUTES, spending earlier unused codes. Does nothing
 * when there is no such registration or contact: the caller answers the same either way.
 * @throws RateLimitedError past VERIFICATION_CODES_PER_HOUR codes for that customer and supplier.
 * @see spec §7 GET /v4/verificacao/enviar-verificacao
 */
export async function sendVerificationCode(
  deps: VerificationDeps,
  canal: 'email' | 'sms',
  idcliente: number,
  idfornecedor: string,
  fonte: string | undefined,
): Promise<boolean> {
  const [identity, cadastro] = await Promise.all([
    findIdentityById(deps.db, idcliente),
    findRegistration(deps.db, idcliente, idfornecedor),
  ]);
  const contato = canal === 'email' ? identity?.email : identity?.telefone;
  if (!identity || !cadastro || !contato) return false;
  const [recent] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(codigosVerificacao)
    .where(
      and(
        eq(codigosVerificacao.idcliente, idcliente),
        eq(codigosVerificacao.idfornecedor, idfornecedor),
        gt(codigosVerificacao.criadoEm, new Date(Date.now() - 3_600_000)),
      ),
    );
  if ((recent?.n ?? 0) >= VERIFICATION_CODES_PER_HOUR)
    throw new RateLimitedError(ACCOUNTS_MSG.verificationTooMany, 3_600);
  const [supplier] = await deps.db
    .select({ nome: fornecedores.nome })
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, idfornecedor));
  const fornecedor = supplier?.nome ?? '';
  const codigo = verificationCode(randomInt(0, 1_000_000));
  await deps.db.transaction(async (tx) => {
    await tx
      .update(codigosVerificacao)
      .set({ usadoEm: new Date() })
      .where(
        and(
          eq(codigosVerificacao.idcliente, idcliente),
          eq(codigosVerificacao.idfornecedor, idfornecedor),
          isNull(codigosVerificacao.usadoEm),
        ),
      );
    await tx.insert(codigosVerificacao).values({
      idcliente,
      idfornecedor,
      canal,
      fonte: fonte ?? null,
      codigoHash: codeHash(idcliente, idfornecedor, codigo),
      expiraEm: new Date(Date.now() + VERIFICATION_TTL_MINUTES * 60_000),
    });
    if (canal === 'email')
      await deps.mailer.send(
        {
          to: contato,
          subject: ACCOUNTS_TEXT.mailCodeSubject(fornecedor),
          text: ACCOUNTS_TEXT.mailCodeBody(
            identity.nome.split(/\s+/)[0] ?? identity.nome,
            fornecedor,
            codigo,
            VERIFICATION_TTL_MINUTES,
          ),
          kind: 'verificacao',
          idfornecedor,
        },
        tx,
      );
    else
      await deps.sms.send(
        { to: contato, text: ACCOUNTS_TEXT.smsCode(fornecedor, codigo), idfornecedor },
        tx,
      );
  });
  return true;
}

/**
 * Checks a verification code: the newest unused, unexpired code of the customer at the
 * supplier. A wrong code counts an attempt (`attempts`, outside the database: a refusal changes
 * no row); after VERIFICATION_MAX_ATTEMPTS wrong ones the code is spent. A right one marks the
 * code used and sets `cadastros_cliente.cadastro_confirmado_em`, in one transaction.
 * @throws InvalidInputError (400, campo codigo) 'Código de verificação incorreto',
 *   'Código de verificação expirado ou já usado…', or 'Você errou o código muitas vezes…' once
 *   VERIFICATION_MAX_ATTEMPTS wrong codes spent it.
 */
export async function confirmVerificationCode(
  db: Db,
  attempts: VerificationAttempts,
  idcliente: number,
  idfornecedor: string,
  codigo: string,
): Promise<void> {
  const typed = codigo.replace(/\s/g, '');
  const [live] = await db
    .select()
    .from(codigosVerificacao)
    .where(
      and(
        eq(codigosVerificacao.idcliente, idcliente),
        eq(codigosVerificacao.idfornecedor, idfornecedor),
        isNull(codigosVerificacao.usadoEm),
        gt(codigosVerificacao.expiraEm, new Date()),
      ),
    )
    .orderBy(desc(codigosVerificacao.idcodigo))
    .limit(1);
  if (!live) throw new InvalidInputError(ACCOUNTS_MSG.verificationCodeExpired, 'codigo');
  if (!(await attempts.allowed(live.idcodigo)))
    throw new InvalidInputError(ACCOUNTS_MSG.verificationAttemptsExhausted, 'codigo');
  if (
    !isVerificationCodeShape(typed) ||
    live.codigoHash !== codeHash(idcliente, idfornecedor, typed)
  ) {
    await attempts.recordWrong(live.idcodigo);
    throw new InvalidInputError(ACCOUNTS_MSG.verificationCodeWrong, 'codigo');
  }
  const spent = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(codigosVerificacao)
      .set({ usadoEm: new Date() })
      .where(
        and(eq(codigosVerificacao.idcodigo, live.idcodigo), isNull(codigosVerificacao.usadoEm)),
      )
      .returning({ id: codigosVerificacao.idcodigo });
    if (!row) return false;
    await tx
      .update(cadastrosCliente)
      .set({ cadastroConfirmadoEm: new Date() })
      .where(
        and(
          eq(cadastrosCliente.idcliente, idcliente),
          eq(cadastrosCliente.idfornecedor, idfornecedor),
        ),
      );
    return true;
  });
  if (!spent) throw new InvalidInputError(ACCOUNTS_MSG.verificationCodeExpired, 'codigo');
}
