/**
 * The QR image of a Pix BR Code as a `data:image/png;base64,…` URL (the `qrcode` library),
 * for the receipt and the order detail. Error correction M, as banking apps scan it reliably.
 */
export async function pixQrDataUrl(copiaECola: string): Promise<string> {
  // Loaded on first use: only Pix receipts and awaiting-Pix order details draw a QR code.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(copiaECola, { errorCorrectionLevel: 'M', margin: 1, width: 320 });
}
