import { centavosToReais, type Centavos } from '@vitrine/domain';

/** What a Pix receipt needs: who receives, how much, and the order's transaction id. */
export interface PixCharge {
  /** The supplier's Pix key (e-mail, CNPJ/CPF, phone or random key). */
  chave: string;
  /** Receiver name; folded to ASCII and cut to 25 characters (EMV field 59). */
  nomeRecebedor: string;
  /** Receiver city; folded to ASCII and cut to 15 characters (EMV field 60). */
  cidade: string;
  /** The amount to pay, centavos (EMV field 54 carries it in reais with 2 decimals). */
  valorCentavos: Centavos;
  /** 1–25 letters and digits (EMV field 62-05). */
  txid: string;
}

/** A Pix BR Code ("copia e cola") ready to render as a QR code. */
export interface PixReceipt {
  copiaECola: string;
  txid: string;
}

/**
 * Issues the Pix receipt of an order. The routes depend on this interface only:
 * {@link staticPixProvider} builds a static BR Code (key + amount + txid, no PSP involved, the
 * payment confirmed out of band); a PSP adapter — a dynamic Pix created through a gateway's
 * API (cob), whose BR Code carries the payload URL and whose payment is confirmed by the PSP's
 * webhook — can replace it by implementing `createReceipt` and being passed to the payments
 * module (`app.register(pagamentosRoutes, { pix })`), without touching the routes.
 */
export interface PixReceiptProvider {
  /**
   * @returns the BR Code and the txid it carries.
   * @throws Error when the charge cannot be turned into a valid BR Code (invalid key/field).
   */
  createReceipt(charge: PixCharge): Promise<PixReceipt>;
}

/**
 * Folds `text` to what the EMV merchant fields accept: accents removed, anything but letters,
 * digits, space, dot and dash dropped, runs of spaces collapsed, cut to `max` characters.
 */
export function emvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** The order's Pix txid: 'VTR' + the order number padded to 10 digits (13 alphanumerics ≤ 25). */
export function pixTxid(numpedido: number): string {
  return `VTR${String(numpedido).padStart(10, '0')}`;
}

/**
 * Static Pix BR Code through `pix-utils` (EMV TLV fields — payload format indicator, merchant
 * account GUI br.gov.bcb.pix + key, MCC 0000, currency 986, amount, country BR, name, city,
 * additional data with the txid — and the CRC16-CCITT-FALSE, from a maintained library rather
 * than our own).
 * @throws Error when the library refuses the charge (invalid key or field).
 */
export const staticPixProvider: PixReceiptProvider = {
  async createReceipt(charge) {
    // Loaded on first use: only a static Pix receipt needs it (about 120 ms of the start).
    const { createStaticPix, hasError } = await import('pix-utils');
    const pix = createStaticPix({
      merchantName: emvText(charge.nomeRecebedor, 25),
      merchantCity: emvText(charge.cidade, 15),
      pixKey: charge.chave,
      txid: charge.txid,
      transactionAmount: centavosToReais(charge.valorCentavos),
    });
    if (hasError(pix)) throw new Error(`Pix inválido: ${pix.message}`);
    return { copiaECola: pix.toBRCode(), txid: charge.txid };
  },
};
