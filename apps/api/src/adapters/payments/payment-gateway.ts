import type { Centavos, StatusCobranca } from '@vitrine/domain';

/** The gateways the API can talk to (config `PAYMENT_GATEWAY`). */
export type GatewayName = 'sandbox' | 'mercadopago';

/** Who pays: what PSPs require for antifraud, Pix and boleto (payer e-mail, CPF/CNPJ, address). */
export interface Payer {
  email: string;
  nome: string;
  /** CPF (11 digits) or CNPJ (14 digits). */
  documento: string;
  endereco?: {
    cep: string;
    rua: string;
    numero: string;
    bairro: string;
    cidade: string;
    uf: string;
  };
}

/** What every charge-creating call carries. */
interface ChargeBase {
  /** Sent as the gateway's idempotency key: the same key returns the same charge. */
  idempotencyKey: string;
  /** Our reference for the charge (e.g. `pedido-123`), the PSP's external_reference. */
  referencia: string;
  valorCentavos: Centavos;
  descricao: string;
  payer: Payer;
}

/** A card payment (spec §7 confirm-payment). The card is a gateway token: never number or CVC. */
export interface CardAuthorisation extends ChargeBase {
  /** Single-use token from the browser's tokenisation (a new card, or a saved card + CVC). */
  token: string;
  /** The gateway's customer id, when paying with a card saved for that customer. */
  gatewayCustomerId?: string;
  /** Card brand as the gateway names it (Mercado Pago's payment_method_id: visa, master…). */
  bandeira?: string;
  parcelas: number;
  /** false: authorise only (pre-authorisation), captured later by {@link PaymentGateway.capture}. */
  capture: boolean;
}

/** A dynamic Pix charge. */
export interface PixChargeRequest extends ChargeBase {
  expiraEm: Date;
}

/** A boleto. */
export interface BoletoRequest extends ChargeBase {
  /** YYYY-MM-DD. */
  vencimento: string;
}

/** A charge as the gateway reports it. Amounts in centavos. */
export interface GatewayCharge {
  gatewayId: string;
  status: StatusCobranca;
  valorCentavos: Centavos;
  capturadoCentavos: Centavos;
  estornadoCentavos: Centavos;
  /** Brand and last 4 digits of a card payment. */
  card?: { bandeira: string; ultimos4: string };
  /** Why it was refused, in the gateway's words (logged; the buyer reads our pt-BR text). */
  detalhe?: string;
  pix?: { txid: string; copiaECola: string; expiraEm: Date; qrCodeBase64?: string };
  boleto?: { linhaDigitavel: string; codigoBarras: string; vencimento: string; pdfUrl?: string };
}

/** A card stored at the gateway for a customer. */
export interface GatewaySavedCard {
  gatewayCardId: string;
  gatewayCustomerId?: string;
  bandeira: string;
  ultimos4: string;
  /** MM/AAAA. */
  validade: string;
}

/** A verified webhook notification: which event, about which charge. */
export interface GatewayWebhookEvent {
  /** The gateway's event id: stored, so the same event twice changes nothing. */
  eventId: string;
  /** e.g. `payment.updated`. */
  tipo: string;
  /** The charge the event is about; its current state is read back with getCharge. */
  gatewayId: string;
}

/** An incoming webhook request, as the route received it. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
  /** The body exactly as received (signatures are computed over bytes, not parsed JSON). */
  rawBody: string;
}

/** What the browser needs to tokenise a card directly at the gateway (GET /v4/gateways/token). */
export interface BrowserTokenisation {
  gateway: GatewayName;
  publicKey: string;
  /** Where the browser posts the card (number, CVC…): the gateway, never the Vitrine API or BFF. */
  tokenizationUrl: string;
}

/**
 * The payment service provider, as the payments module uses it (issue 10 §1). Every write takes
 * an idempotency key: retrying with the same key never charges twice. Implementations: the
 * embedded {@link ../sandbox/sandbox-gateway.ts sandbox} (default) and Mercado Pago.
 * Errors: {@link GatewayError} when the gateway cannot be reached or refuses the request itself
 * (a declined card is not an error: it is a charge with status RECUSADA).
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Browser tokenisation settings. */
  browserTokenisation(): BrowserTokenisation;
  /** Authorises (and, with `capture`, captures) a card payment. */
  authoriseCard(request: CardAuthorisation): Promise<GatewayCharge>;
  /** Captures `valorCentavos` (≤ authorised) of an authorisation; the rest is released. */
  capture(
    gatewayId: string,
    valorCentavos: Centavos,
    idempotencyKey: string,
  ): Promise<GatewayCharge>;
  /** Voids an authorisation, or withdraws an unpaid Pix/boleto. */
  cancel(gatewayId: string, idempotencyKey: string): Promise<GatewayCharge>;
  /** Refunds `valorCentavos` of a paid charge (all when null). */
  refund(
    gatewayId: string,
    valorCentavos: Centavos | null,
    idempotencyKey: string,
  ): Promise<GatewayCharge>;
  /** Turns a single-use card token into a card saved at the gateway for `payer`. */
  saveCard(token: string, payer: Payer, idempotencyKey: string): Promise<GatewaySavedCard>;
  /** Removes a saved card at the gateway. */
  deleteCard(card: { gatewayCardId: string; gatewayCustomerId?: string | null }): Promise<void>;
  /** Creates a dynamic Pix charge (txid, BR Code, expiry). */
  createPix(request: PixChargeRequest): Promise<GatewayCharge>;
  /** Issues a boleto (linha digitável, barcode, due date). */
  issueBoleto(request: BoletoRequest): Promise<GatewayCharge>;
  /** The charge's current state at the gateway. */
  getCharge(gatewayId: string): Promise<GatewayCharge>;
  /** Verifies a webhook's signature and reads it; null when the signature is missing or wrong. */
  verifyWebhook(request: WebhookRequest): GatewayWebhookEvent | null;
}

/** The gateway could not be reached, or refused the request itself (not a declined card). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GatewayError';
  }
}
