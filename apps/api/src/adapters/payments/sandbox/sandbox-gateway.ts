import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { buildBoleto, centavos, type Centavos, type StatusCobranca } from '@vitrine/domain';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  sandboxPspCartoes,
  sandboxPspCobrancas,
  sandboxPspIdempotencia,
  sandboxPspTokens,
} from '../../../db/schema/index.ts';
import {
  GatewayError,
  type GatewayCharge,
  type GatewaySavedCard,
  type GatewayWebhookEvent,
  type PaymentGateway,
  type WebhookRequest,
} from '../payment-gateway.ts';
import {
  hmacSha256Hex,
  headerValue,
  parseSignatureHeader,
  sameSignature,
} from '../webhook-signature.ts';

/** Settings of the embedded sandbox gateway. */
export interface SandboxGatewayOptions {
  db: Db;
  /** Signs the webhooks it sends (HMAC-SHA256). */
  webhookSecret: string;
  /** Base URL browsers use to reach the sandbox's tokenisation endpoint (ends before `/sandbox-psp`). */
  publicUrl: string;
  /** Sends a signed webhook to the Vitrine API (in-process delivery, see sandbox-routes.ts). */
  deliverWebhook?: (delivery: SandboxWebhookDelivery) => Promise<void>;
  /** COMPE code printed on sandbox boletos. */
  boletoBank?: string;
  now?: () => Date;
}

/** A signed webhook request ready to send. */
export interface SandboxWebhookDelivery {
  headers: Record<string, string>;
  body: string;
}

/** The public key browsers send with a tokenisation (identifies the sandbox account; not secret). */
export const SANDBOX_PUBLIC_KEY = 'SANDBOX-PUBLIC-KEY-VITRINE';
/** Webhooks older than this are refused (replay of a captured request), seconds. */
const WEBHOOK_TOLERANCE_S = 300;
/** How long a card token may be used, ms. */
export const TOKEN_TTL_MS = 15 * 60_000;

type SandboxRow = typeof sandboxPspCobrancas.$inferSelect;

function toCharge(row: SandboxRow): GatewayCharge {
  return {
    gatewayId: row.id,
    status: row.status as StatusCobranca,
    valorCentavos: centavos(row.valorCentavos),
    capturadoCentavos: centavos(row.capturadoCentavos),
    estornadoCentavos: centavos(row.estornadoCentavos),
    ...(row.bandeira && row.ultimos4
      ? { card: { bandeira: row.bandeira, ultimos4: row.ultimos4 } }
      : {}),
    ...(row.pixTxid && row.pixCopiaECola
      ? {
          pix: {
            txid: row.pixTxid,
            copiaECola: row.pixCopiaECola,
            expiraEm: new Date(row.vencimento ?? row.criadoEm.toISOString()),
          },
        }
      : {}),
    ...(row.tipo === 'BOLETO' &&
    row.boletoLinhaDigitavel &&
    row.boletoCodigoBarras &&
    row.vencimento
      ? {
          boleto: {
            linhaDigitavel: row.boletoLinhaDigitavel,
            codigoBarras: row.boletoCodigoBarras,
            vencimento: row.vencimento,
          },
        }
      : {}),
  };
}

/** Random digits (the sandbox's nosso número). */
function digits(n: number): string {
  return Array.from(randomBytes(n), (b) => String(b % 10)).join('');
}

/** A Pix txid of a dynamic charge: 32 letters and digits (BCB: 26–35). */
function newTxid(): string {
  return `VTR${randomUUID().replace(/-/g, '').slice(0, 29)}`.toUpperCase();
}

/**
 * The embedded sandbox payment gateway (issue 10 §1): it behaves like a PSP — card tokens from the
 * browser, test cards that approve, decline or go to antifraud review, authorisation with or
 * without capture, partial capture, cancellation and refunds, dynamic Pix and boletos, webhooks
 * signed with HMAC-SHA256 and idempotency keys — and keeps its state in its own tables
 * (`sandbox_psp_*`), never the card number or the CVC. Its browser endpoints are in
 * sandbox-routes.ts.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(private readonly options: SandboxGatewayOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  browserTokenisation() {
    return {
      gateway: this.name,
      publicKey: SANDBOX_PUBLIC_KEY,
      tokenizationUrl: `${this.options.publicUrl.replace(/\/$/, '')}/sandbox-psp/v1/card_tokens`,
    };
  }

  /**
   * Runs `operation` once per idempotency key: a second call with the same key returns the
   * stored answer without doing anything (no double charge).
   */
  private async idempotent<T>(
    key: string,
    operacao: string,
    operation: (tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(sandboxPspIdempotencia)
        .values({ chave: `${operacao}:${key}`, operacao, resposta: {} })
        .onConflictDoNothing()
        .returning({ chave: sandboxPspIdempotencia.chave });
      if (inserted.length === 0) {
        const [stored] = await tx
          .select()
          .from(sandboxPspIdempotencia)
          .where(eq(sandboxPspIdempotencia.chave, `${operacao}:${key}`));
        return revive(stored!.resposta) as T;
      }
      const result = await operation(tx);
      await tx
        .update(sandboxPspIdempotencia)
        .set({ resposta: result as object })
        .where(eq(sandboxPspIdempotencia.chave, `${operacao}:${key}`));
      return result;
    });
  }

  private async row(tx: DbOrTx, id: string, forUpdate = false): Promise<SandboxRow> {
    const q = tx.select().from(sandboxPspCobrancas).where(eq(sandboxPspCobrancas.id, id));
    const [row] = forUpdate ? await q.for('update') : await q;
    if (!row) throw new GatewayError('charge not found', 404);
    return row;
  }

  /** Takes a live, unused token (single use), or throws GatewayError 400. */
  private async consumeToken(tx: DbOrTx, token: string) {
    const [row] = await tx
      .update(sandboxPspTokens)
      .set({ usado: true })
      .where(
        and(
          eq(sandboxPspTokens.token, token),
          eq(sandboxPspTokens.usado, false),
          gt(sandboxPspTokens.expiraEm, this.now()),
        ),
      )
      .returning();
    if (!row) throw new GatewayError('invalid card token', 400);
    return row;
  }

  async authoriseCard(
    request: Parameters<PaymentGateway['authoriseCard']>[0],
  ): Promise<GatewayCharge> {
    return this.idempotent(request.idempotencyKey, 'payment', async (tx) => {
      const card = await this.consumeToken(tx, request.token);
      const status: StatusCobranca =
        card.resultado === 'decline'
          ? 'RECUSADA'
          : card.resultado === 'review'
            ? 'EM_ANALISE'
            : request.capture
              ? 'PAGA'
              : 'AUTORIZADA';
      const [row] = await tx
        .insert(sandboxPspCobrancas)
        .values({
          id: `sbx_pay_${randomUUID()}`,
          tipo: 'CARTAO',
          status,
          valorCentavos: request.valorCentavos,
          capturadoCentavos: status === 'PAGA' ? request.valorCentavos : 0,
          captura: request.capture,
          referencia: request.referencia,
          bandeira: card.bandeira,
          ultimos4: card.ultimos4,
        })
        .returning();
      return {
        ...toCharge(row!),
        ...(status === 'RECUSADA' ? { detalhe: 'cc_rejected_other_reason' } : {}),
      };
    });
  }

  async capture(gatewayId: string, valorCentavos: Centavos, idempotencyKey: string) {
    return this.idempotent(idempotencyKey, 'capture', async (tx) => {
      const row = await this.row(tx, gatewayId, true);
      if (row.status !== 'AUTORIZADA')
        throw new GatewayError(`cannot capture a ${row.status} charge`, 400);
      if (valorCentavos > row.valorCentavos)
        throw new GatewayError('capture above the authorised amount', 400);
      return toCharge(
        await this.update(tx, gatewayId, { status: 'PAGA', capturadoCentavos: valorCentavos }),
      );
    });
  }

  async cancel(gatewayId: string, idempotencyKey: string) {
    return this.idempotent(idempotencyKey, 'cancel', async (tx) => {
      const row = await this.row(tx, gatewayId, true);
      if (!['AUTORIZADA', 'EM_ANALISE', 'PENDENTE'].includes(row.status))
        throw new GatewayError(`cannot cancel a ${row.status} charge`, 400);
      return toCharge(await this.update(tx, gatewayId, { status: 'CANCELADA' }));
    });
  }

  async refund(gatewayId: string, valorCentavos: Centavos | null, idempotencyKey: string) {
    return this.idempotent(idempotencyKey, 'refund', async (tx) => {
      const row = await this.row(tx, gatewayId, true);
      if (row.status !== 'PAGA')
        throw new GatewayError(`cannot refund a ${row.status} charge`, 400);
      const left = row.capturadoCentavos - row.estornadoCentavos;
      const amount = valorCentavos ?? left;
      if (amount <= 0 || amount > left) throw new GatewayError('refund above the paid amount', 400);
      const estornado = row.estornadoCentavos + amount;
      return toCharge(
        await this.update(tx, gatewayId, {
          estornadoCentavos: estornado,
          status: estornado === row.capturadoCentavos ? 'ESTORNADA' : 'PAGA',
        }),
      );
    });
  }

  async saveCard(
    token: string,
    _payer: unknown,
    idempotencyKey: string,
  ): Promise<GatewaySavedCard> {
    return this.idempotent(idempotencyKey, 'card', async (tx) => {
      const [t] = await tx
        .select()
        .from(sandboxPspTokens)
        .where(and(eq(sandboxPspTokens.token, token), eq(sandboxPspTokens.tipo, 'card')));
      if (!t || t.expiraEm <= this.now()) throw new GatewayError('invalid card token', 400);
      const id = `sbx_card_${randomUUID()}`;
      await tx.insert(sandboxPspCartoes).values({
        id,
        bandeira: t.bandeira,
        ultimos4: t.ultimos4,
        validade: t.validade,
        resultado: t.resultado,
      });
      return {
        gatewayCardId: id,
        bandeira: t.bandeira,
        ultimos4: t.ultimos4,
        validade: t.validade,
      };
    });
  }

  async deleteCard(card: { gatewayCardId: string }): Promise<void> {
    await this.db.delete(sandboxPspCartoes).where(eq(sandboxPspCartoes.id, card.gatewayCardId));
  }

  async createPix(request: Parameters<PaymentGateway['createPix']>[0]): Promise<GatewayCharge> {
    return this.idempotent(request.idempotencyKey, 'pix', async (tx) => {
      const txid = newTxid();
      // Loaded on first use (the sandbox's Pix charges only), as in pix-provider.ts.
      const { createDynamicPix, hasError } = await import('pix-utils');
      const pix = createDynamicPix({
        merchantName: 'VITRINE SANDBOX',
        merchantCity: 'SAO PAULO',
        url: `pix.sandbox.vitrine.dev/qr/v2/${txid.toLowerCase()}`,
      });
      if (hasError(pix)) throw new GatewayError(`pix: ${pix.message}`);
      const [row] = await tx
        .insert(sandboxPspCobrancas)
        .values({
          id: `sbx_pix_${randomUUID()}`,
          tipo: 'PIX',
          status: 'PENDENTE',
          valorCentavos: request.valorCentavos,
          referencia: request.referencia,
          pixTxid: txid,
          pixCopiaECola: pix.toBRCode(),
          vencimento: request.expiraEm.toISOString(),
        })
        .returning();
      return {
        ...toCharge(row!),
        pix: { txid, copiaECola: pix.toBRCode(), expiraEm: request.expiraEm },
      };
    });
  }

  async issueBoleto(request: Parameters<PaymentGateway['issueBoleto']>[0]): Promise<GatewayCharge> {
    return this.idempotent(request.idempotencyKey, 'boleto', async (tx) => {
      // Campo livre in the Bradesco layout: agência, carteira, nosso número, conta, zero.
      const campoLivre = `1234` + `09` + digits(11) + `0012345` + `0`;
      const numbers = buildBoleto({
        banco: this.options.boletoBank ?? '237',
        vencimento: request.vencimento,
        valorCentavos: request.valorCentavos,
        campoLivre,
      });
      const [row] = await tx
        .insert(sandboxPspCobrancas)
        .values({
          id: `sbx_bol_${randomUUID()}`,
          tipo: 'BOLETO',
          status: 'PENDENTE',
          valorCentavos: request.valorCentavos,
          referencia: request.referencia,
          boletoLinhaDigitavel: numbers.linhaDigitavel,
          boletoCodigoBarras: numbers.codigoBarras,
          vencimento: request.vencimento,
        })
        .returning();
      return toCharge(row!);
    });
  }

  async getCharge(gatewayId: string): Promise<GatewayCharge> {
    return toCharge(await this.row(this.db, gatewayId));
  }

  verifyWebhook(request: WebhookRequest): GatewayWebhookEvent | null {
    const sig = parseSignatureHeader(headerValue(request.headers['x-sandbox-signature']));
    if (!sig) return null;
    const age = Math.abs(this.now().getTime() / 1000 - Number(sig.ts));
    if (!Number.isFinite(age) || age > WEBHOOK_TOLERANCE_S) return null;
    const expected = hmacSha256Hex(this.options.webhookSecret, `${sig.ts}.${request.rawBody}`);
    if (!sameSignature(expected, sig.v1)) return null;
    try {
      const body = JSON.parse(request.rawBody) as {
        id?: unknown;
        type?: unknown;
        data?: { id?: unknown };
      };
      if (typeof body.id !== 'string' || typeof body.data?.id !== 'string') return null;
      return { eventId: body.id, tipo: String(body.type ?? ''), gatewayId: body.data.id };
    } catch {
      return null;
    }
  }

  // ——— Sandbox-only actions (what a payer or the antifraud team does at a real PSP) ———

  /** The payer pays the Pix charge `txid`; sends the signed webhook. Null when unknown. */
  async payPix(txid: string): Promise<GatewayCharge | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPspCobrancas)
      .where(eq(sandboxPspCobrancas.pixTxid, txid));
    if (!row) return null;
    return this.settle(row.id, 'PENDENTE', (r) => ({
      status: 'PAGA',
      capturadoCentavos: r.valorCentavos,
    }));
  }

  /** The payer pays the boleto `gatewayId`; sends the signed webhook. Null when unknown. */
  async payBoleto(gatewayId: string): Promise<GatewayCharge | null> {
    return this.settle(
      gatewayId,
      'PENDENTE',
      (r) => ({ status: 'PAGA', capturadoCentavos: r.valorCentavos }),
      'BOLETO',
    );
  }

  /** Antifraud review decided: approved (paid, or authorised when not captured) or refused. */
  async resolveReview(gatewayId: string, approve: boolean): Promise<GatewayCharge | null> {
    return this.settle(gatewayId, 'EM_ANALISE', (r) =>
      !approve
        ? { status: 'RECUSADA' }
        : r.captura
          ? { status: 'PAGA', capturadoCentavos: r.valorCentavos }
          : { status: 'AUTORIZADA' },
    );
  }

  private async settle(
    gatewayId: string,
    from: string,
    next: (row: SandboxRow) => Partial<SandboxRow>,
    tipo?: string,
  ): Promise<GatewayCharge | null> {
    const charge = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPspCobrancas)
        .where(eq(sandboxPspCobrancas.id, gatewayId))
        .for('update');
      if (!row || (tipo && row.tipo !== tipo)) return null;
      if (row.status !== from) return toCharge(row);
      return toCharge(await this.update(tx, gatewayId, next(row)));
    });
    if (charge) await this.sendWebhook(charge.gatewayId);
    return charge;
  }

  private async update(tx: DbOrTx, id: string, set: Partial<SandboxRow>): Promise<SandboxRow> {
    const [row] = await tx
      .update(sandboxPspCobrancas)
      .set({ ...set, atualizadoEm: this.now() })
      .where(eq(sandboxPspCobrancas.id, id))
      .returning();
    return row!;
  }

  /** A signed `payment.updated` notification about `gatewayId` (what {@link verifyWebhook} checks). */
  signedWebhook(
    gatewayId: string,
    eventId: string = `evt_${randomUUID()}`,
  ): SandboxWebhookDelivery {
    const body = JSON.stringify({ id: eventId, type: 'payment.updated', data: { id: gatewayId } });
    const ts = String(Math.floor(this.now().getTime() / 1000));
    const v1 = hmacSha256Hex(this.options.webhookSecret, `${ts}.${body}`);
    return {
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': `ts=${ts},v1=${v1}` },
      body,
    };
  }

  private async sendWebhook(gatewayId: string): Promise<void> {
    await this.options.deliverWebhook?.(this.signedWebhook(gatewayId));
  }
}

/** JSON stores dates as strings: the idempotent answers carry `expiraEm` back as a Date. */
function revive(value: unknown): unknown {
  const charge = value as GatewayCharge;
  if (charge && typeof charge === 'object' && charge.pix && typeof charge.pix.expiraEm === 'string')
    return { ...charge, pix: { ...charge.pix, expiraEm: new Date(charge.pix.expiraEm) } };
  return value;
}
