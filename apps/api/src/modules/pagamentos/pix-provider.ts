import { createStaticPix, hasError } from 'pix-utils';
import { centavosToReais, type Centavos } from '@vitrine/domain';

/** What a Pix receipt needs: who receives, how much, and the order's transaction id. */
export interface PixCharge {
  /** The supplier's Pix key (e-mail, CNPJ, phone or random key). */
  chave: string;
  /** Receiver name; folded to ASCII and cut to 25 characters (EMV limit). */
  nomeRecebedor: string;
  /** Receiver city; folded to ASCII and cut to 15 characters (EMV limit). */
  cidade: string;
  valorCentavos: Centavos;
  /** 1–25 letters and digits. */
  txid: string;
}

/** A Pix BR Code ("copia e cola") ready to render as a QR code. */
export interface PixReceipt {
  copiaECola: string;
  txid: string;
}

/**
 * Issues Pix receipts. `staticPixProvider` builds a static BR Code with the amount and txid;
 * a PSP adapter (dynamic Pix with a payload URL and webhook confirmation) can replace it
 * behind this interface without touching the routes.
 */
export interface PixReceiptProvider {
  createReceipt(charge: PixCharge): PixReceipt;
}

/** Removes accents and anything the EMV fields do not accept, then cuts to `max`. */
export function emvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, max);
}

/** The order's Pix txid: 'VTR' + the order number padded to 10 digits. */
export function pixTxid(numpedido: number): string {
  return `VTR${String(numpedido).padStart(10, '0')}`;
}

/**
 * Static Pix BR Code through `pix-utils` (EMV TLV fields and CRC16-CCITT-FALSE from a maintained
 * library rather than our own).
 * @throws Error when the library refuses the charge (invalid key or field).
 */
export const staticPixProvider: PixReceiptProvider = {
  createReceipt(charge) {
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
