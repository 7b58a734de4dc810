import { centavosToReais, type Centavos } from '@vitrine/domain';
import {
  GatewayError,
  type BoletoRequest,
  type CardAuthorisation,
  type GatewayCharge,
  type GatewaySavedCard,
  type GatewayWebhookEvent,
  type Payer,
  type PaymentGateway,
  type PixChargeRequest,
  type WebhookRequest,
} from '../payment-gateway.ts';
import {
  hmacSha256Hex,
  headerValue,
  parseSignatureHeader,
  sameSignature,
} from '../webhook-signature.ts';
import {
  fromMpPayment,
  mpDateTime,
  mpPayer,
  mpPaymentMethodId,
  type MpPayment,
} from './mercadopago-mapping.ts';

/** Settings of the Mercado Pago adapter (config MERCADOPAGO_*, PAYMENT_NOTIFICATION_URL). */
export interface MercadoPagoOptions {
  apiUrl: string;
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** Our public webhook URL, sent as each payment's notification_url. */
  notificationUrl: string;
  /** Injected in the contract tests (recorded fixtures); the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Longest wait for one call, ms. */
  timeoutMs?: number;
}

/**
 * Mercado Pago (Checkout Transparente / Payments API v1) as a {@link PaymentGateway} (ADR 0020):
 * card payments from browser card tokens (MercadoPago.js with the public key), authorised with
 * `capture: false` and captured later (`PUT /v1/payments/{id}` with `capture: true` and the final
 * amount), cancelled (`status: cancelled`) or refunded (`POST /v1/payments/{id}/refunds`); Pix
 * (`payment_method_id: pix`) and boleto (`bolbradesco`); saved cards through customers
 * (`/v1/customers`, `/v1/customers/{id}/cards`); every write with `X-Idempotency-Key`; webhooks
 * checked with the `x-signature` HMAC-SHA256 over `id:{data.id};request-id:{x-request-id};ts:{ts};`.
 */
export class MercadoPagoGateway implements PaymentGateway {
  readonly name = 'mercadopago' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: MercadoPagoOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  browserTokenisation() {
    return {
      gateway: this.name,
      publicKey: this.options.publicKey,
      tokenizationUrl: `${this.options.apiUrl.replace(/\/$/, '')}/v1/card_tokens`,
    };
  }

  private async call<T>(
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    let res: Response;
    try {
      res = await this.fetch(`${this.options.apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.accessToken}`,
          'Content-Type': 'application/json',
          ...(idempotencyKey ? { 'X-Idempotency-Key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (cause) {
      throw new GatewayError('Mercado Pago unreachable', undefined, { cause });
    }
    const text = await res.text();
    if (!res.ok)
      throw new GatewayError(`Mercado Pago ${method} ${path} → ${res.status}`, res.status);
    return (text ? JSON.parse(text) : {}) as T;
  }

  private payment(id: string): Promise<MpPayment> {
    return this.call<MpPayment>('GET', `/v1/payments/${encodeURIComponent(id)}`);
  }

  async authoriseCard(r: CardAuthorisation): Promise<GatewayCharge> {
    const p = await this.call<MpPayment>(
      'POST',
      '/v1/payments',
      {
        transaction_amount: centavosToReais(r.valorCentavos),
        token: r.token,
        description: r.descricao,
        installments: r.parcelas,
        ...(r.bandeira ? { payment_method_id: mpPaymentMethodId(r.bandeira) } : {}),
        capture: r.capture,
        external_reference: r.referencia,
        notification_url: this.options.notificationUrl,
        payer: r.gatewayCustomerId
          ? { type: 'customer', id: r.gatewayCustomerId, email: r.payer.email }
          : mpPayer(r.payer),
      },
      r.idempotencyKey,
    );
    return fromMpPayment(p);
  }

  async capture(gatewayId: string, valorCentavos: Centavos, idempotencyKey: string) {
    const p = await this.call<MpPayment>(
      'PUT',
      `/v1/payments/${encodeURIComponent(gatewayId)}`,
      { capture: true, transaction_amount: centavosToReais(valorCentavos) },
      idempotencyKey,
    );
    return fromMpPayment(p);
  }

  async cancel(gatewayId: string, idempotencyKey: string) {
    const p = await this.call<MpPayment>(
      'PUT',
      `/v1/payments/${encodeURIComponent(gatewayId)}`,
      { status: 'cancelled' },
      idempotencyKey,
    );
    return fromMpPayment(p);
  }

  async refund(gatewayId: string, valorCentavos: Centavos | null, idempotencyKey: string) {
    await this.call(
      'POST',
      `/v1/payments/${encodeURIComponent(gatewayId)}/refunds`,
      valorCentavos === null ? {} : { amount: centavosToReais(valorCentavos) },
      idempotencyKey,
    );
    return fromMpPayment(await this.payment(gatewayId));
  }

  /** The Mercado Pago customer of `payer` (searched by e-mail), created when there is none. */
  private async customerId(payer: Payer, idempotencyKey: string): Promise<string> {
    const found = await this.call<{ results: { id: string }[] }>(
      'GET',
      `/v1/customers/search?email=${encodeURIComponent(payer.email)}`,
    );
    if (found.results[0]) return found.results[0].id;
    const payerFields = mpPayer(payer);
    const created = await this.call<{ id: string }>(
      'POST',
      '/v1/customers',
      {
        email: payer.email,
        first_name: payerFields.first_name,
        last_name: payerFields.last_name,
        identification: payerFields.identification,
      },
      `${idempotencyKey}-customer`,
    );
    return created.id;
  }

  async saveCard(token: string, payer: Payer, idempotencyKey: string): Promise<GatewaySavedCard> {
    const customer = await this.customerId(payer, idempotencyKey);
    const card = await this.call<{
      id: string;
      last_four_digits: string;
      expiration_month: number;
      expiration_year: number;
      payment_method: { id: string };
    }>('POST', `/v1/customers/${encodeURIComponent(customer)}/cards`, { token }, idempotencyKey);
    return {
      gatewayCardId: card.id,
      gatewayCustomerId: customer,
      bandeira: card.payment_method.id,
      ultimos4: card.last_four_digits,
      validade: `${String(card.expiration_month).padStart(2, '0')}/${card.expiration_year}`,
    };
  }

  async deleteCard(card: { gatewayCardId: string; gatewayCustomerId?: string | null }) {
    if (!card.gatewayCustomerId) throw new GatewayError('saved card without customer');
    await this.call(
      'DELETE',
      `/v1/customers/${encodeURIComponent(card.gatewayCustomerId)}/cards/${encodeURIComponent(card.gatewayCardId)}`,
    );
  }

  async createPix(r: PixChargeRequest) {
    const p = await this.call<MpPayment>(
      'POST',
      '/v1/payments',
      {
        transaction_amount: centavosToReais(r.valorCentavos),
        description: r.descricao,
        payment_method_id: 'pix',
        date_of_expiration: mpDateTime(r.expiraEm),
        external_reference: r.referencia,
        notification_url: this.options.notificationUrl,
        payer: mpPayer(r.payer),
      },
      r.idempotencyKey,
    );
    return fromMpPayment(p);
  }

  async issueBoleto(r: BoletoRequest) {
    const p = await this.call<MpPayment>(
      'POST',
      '/v1/payments',
      {
        transaction_amount: centavosToReais(r.valorCentavos),
        description: r.descricao,
        payment_method_id: 'bolbradesco',
        date_of_expiration: `${r.vencimento}T23:59:59.000-03:00`,
        external_reference: r.referencia,
        notification_url: this.options.notificationUrl,
        payer: mpPayer(r.payer, true),
      },
      r.idempotencyKey,
    );
    return fromMpPayment(p);
  }

  async getCharge(gatewayId: string) {
    return fromMpPayment(await this.payment(gatewayId));
  }

  /**
   * Checks `x-signature` (`ts=…,v1=…`): v1 must be the HMAC-SHA256, with the webhook secret, of
   * `id:{data.id};request-id:{x-request-id};ts:{ts};` — data.id from the notification URL's query
   * (lowercased when alphanumeric), parts whose value is absent left out, as Mercado Pago documents.
   */
  verifyWebhook(request: WebhookRequest): GatewayWebhookEvent | null {
    const sig = parseSignatureHeader(headerValue(request.headers['x-signature']));
    if (!sig) return null;
    let body: { id?: unknown; action?: unknown; type?: unknown; data?: { id?: unknown } };
    try {
      body = JSON.parse(request.rawBody) as typeof body;
    } catch {
      return null;
    }
    const rawId =
      request.query['data.id'] ?? (body.data?.id == null ? undefined : String(body.data.id));
    const dataId = rawId && /^[a-z0-9]+$/i.test(rawId) ? rawId.toLowerCase() : rawId;
    const requestId = headerValue(request.headers['x-request-id']);
    const manifest =
      (dataId ? `id:${dataId};` : '') +
      (requestId ? `request-id:${requestId};` : '') +
      `ts:${sig.ts};`;
    if (!sameSignature(hmacSha256Hex(this.options.webhookSecret, manifest), sig.v1)) return null;
    if (!dataId || body.id == null) return null;
    return {
      eventId: String(body.id),
      tipo: String(body.action ?? body.type ?? ''),
      gatewayId: rawId!,
    };
  }
}
