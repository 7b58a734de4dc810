import { reaisToCentavos, centavos, type StatusCobranca } from '@vitrine/domain';
import type { GatewayCharge, Payer } from '../payment-gateway.ts';

/** The fields of Mercado Pago's payment resource (GET/POST /v1/payments) the adapter reads. */
export interface MpPayment {
  id: number | string;
  status: string;
  status_detail?: string | null;
  payment_method_id?: string | null;
  payment_type_id?: string | null;
  transaction_amount: number;
  transaction_amount_refunded?: number | null;
  captured?: boolean | null;
  date_of_expiration?: string | null;
  card?: { last_four_digits?: string | null } | null;
  point_of_interaction?: {
    transaction_data?: {
      qr_code?: string | null;
      qr_code_base64?: string | null;
      transaction_id?: string | null;
    } | null;
  } | null;
  transaction_details?: {
    external_resource_url?: string | null;
    digitable_line?: string | null;
    barcode?: { content?: string | null } | null;
  } | null;
}

/** Card brands as card-validator names them → Mercado Pago's payment_method_id. */
const MP_BRAND: Record<string, string> = {
  visa: 'visa',
  mastercard: 'master',
  'american-express': 'amex',
  elo: 'elo',
  hipercard: 'hipercard',
  'diners-club': 'diners',
};

/** Mercado Pago's payment_method_id for a card brand (unknown brands pass through). */
export function mpPaymentMethodId(bandeira: string | undefined): string | undefined {
  return bandeira === undefined ? undefined : (MP_BRAND[bandeira] ?? bandeira);
}

/**
 * Our charge state of a Mercado Pago payment status (Mercado Pago's documented statuses:
 * pending, approved, authorized, in_process, in_mediation, rejected, cancelled, refunded,
 * charged_back). A card payment `pending` is an antifraud/contingency hold; a Pix or boleto
 * `pending` awaits the payer; a `cancelled` with status_detail `expired` is an expired Pix/boleto.
 */
export function mpStatus(
  p: Pick<MpPayment, 'status' | 'status_detail' | 'payment_type_id'>,
): StatusCobranca {
  const card = p.payment_type_id === 'credit_card' || p.payment_type_id === 'debit_card';
  switch (p.status) {
    case 'approved':
      return 'PAGA';
    case 'authorized':
      return 'AUTORIZADA';
    case 'in_process':
    case 'in_mediation':
      return 'EM_ANALISE';
    case 'pending':
      return card ? 'EM_ANALISE' : 'PENDENTE';
    case 'rejected':
      return 'RECUSADA';
    case 'cancelled':
      return p.status_detail === 'expired' ? 'EXPIRADA' : 'CANCELADA';
    case 'refunded':
    case 'charged_back':
      return 'ESTORNADA';
    default:
      return 'PROCESSANDO';
  }
}

/** A Mercado Pago payment as our {@link GatewayCharge}. Amounts from reais to centavos. */
export function fromMpPayment(p: MpPayment): GatewayCharge {
  const status = mpStatus(p);
  const valor = reaisToCentavos(p.transaction_amount);
  const tx = p.point_of_interaction?.transaction_data;
  const det = p.transaction_details;
  return {
    gatewayId: String(p.id),
    status,
    valorCentavos: valor,
    capturadoCentavos: status === 'PAGA' || status === 'ESTORNADA' ? valor : centavos(0),
    estornadoCentavos: reaisToCentavos(p.transaction_amount_refunded ?? 0),
    ...(p.card?.last_four_digits
      ? { card: { bandeira: p.payment_method_id ?? '', ultimos4: p.card.last_four_digits } }
      : {}),
    ...(status === 'RECUSADA' && p.status_detail ? { detalhe: p.status_detail } : {}),
    ...(p.payment_method_id === 'pix' && tx?.qr_code
      ? {
          pix: {
            txid: tx.transaction_id ?? String(p.id),
            copiaECola: tx.qr_code,
            expiraEm: new Date(p.date_of_expiration ?? Date.now()),
            ...(tx.qr_code_base64 ? { qrCodeBase64: tx.qr_code_base64 } : {}),
          },
        }
      : {}),
    ...(p.payment_type_id === 'ticket' && det?.digitable_line && det.barcode?.content
      ? {
          boleto: {
            linhaDigitavel: det.digitable_line.replace(/\D/g, ''),
            codigoBarras: det.barcode.content,
            vencimento: (p.date_of_expiration ?? '').slice(0, 10),
            ...(det.external_resource_url ? { pdfUrl: det.external_resource_url } : {}),
          },
        }
      : {}),
  };
}

/** The `payer` object of a payment for `payer` (document type from its length). */
export function mpPayer(payer: Payer, withAddress = false) {
  const [first, ...rest] = payer.nome.trim().split(/\s+/);
  const doc = payer.documento.replace(/\D/g, '');
  return {
    email: payer.email,
    first_name: first ?? '',
    last_name: rest.join(' '),
    identification: { type: doc.length === 14 ? 'CNPJ' : 'CPF', number: doc },
    ...(withAddress && payer.endereco
      ? {
          address: {
            zip_code: payer.endereco.cep.replace(/\D/g, ''),
            street_name: payer.endereco.rua,
            street_number: payer.endereco.numero,
            neighborhood: payer.endereco.bairro,
            city: payer.endereco.cidade,
            federal_unit: payer.endereco.uf,
          },
        }
      : {}),
  };
}

/** A date-time as Mercado Pago's date_of_expiration wants it: `yyyy-MM-dd'T'HH:mm:ss.SSS-03:00`. */
export function mpDateTime(date: Date): string {
  const brt = new Date(date.getTime() - 3 * 3_600_000);
  return `${brt.toISOString().slice(0, 23)}-03:00`;
}
