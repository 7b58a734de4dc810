import { centavos, formatBRL, formatLinhaDigitavel } from '@vitrine/domain';

/** What the boleto PDF prints. */
export interface BoletoPdfData {
  numpedido: number;
  beneficiario: string;
  pagador: string;
  valorCentavos: number;
  /** YYYY-MM-DD. */
  vencimento: string;
  linhaDigitavel: string;
  /** 44 digits. */
  codigoBarras: string;
  /** Printed as a sandbox warning when true (no bank registered it). */
  sandbox: boolean;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The boleto as a one-page A4 PDF (pdfkit): beneficiary, payer, order, due date, amount, the
 * linha digitável and the ITF (interleaved 2 of 5) barcode of the 44 digits drawn by bwip-js —
 * maintained libraries for the PDF and the barcode symbology rather than our own.
 * @returns the PDF bytes.
 * @see issue 10 §3 Boleto
 */
export async function boletoPdf(data: BoletoPdfData): Promise<Buffer> {
  // Loaded on first use, like pdfkit below: only boleto PDFs draw this barcode.
  const { default: bwipjs } = await import('bwip-js/node');
  const barcode = await bwipjs.toBuffer({
    bcid: 'interleaved2of5',
    text: data.codigoBarras,
    scale: 2,
    height: 13,
    includetext: false,
  });
  // Loaded on first use: pdfkit is about 25 MB of the API's memory and 0.3 s of its start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Boleto do pedido ${data.numpedido}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (data.sandbox)
    doc
      .fontSize(9)
      .fillColor('#b91c1c')
      .text('AMBIENTE DE TESTES (SANDBOX) — SEM VALOR PARA PAGAMENTO', { align: 'center' })
      .moveDown(0.5);
  doc.fillColor('#000').fontSize(16).text(`Boleto — Pedido nº ${data.numpedido}`).moveDown(0.5);
  doc.fontSize(10);
  const row = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  row('Beneficiário', data.beneficiario);
  row('Pagador', data.pagador);
  row('Vencimento', ddmmyyyy(data.vencimento));
  row('Valor do documento', formatBRL(centavos(data.valorCentavos)));
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Linha digitável');
  doc.font('Courier').fontSize(12).text(formatLinhaDigitavel(data.linhaDigitavel));
  doc.moveDown();
  doc.image(barcode, { width: 103 * 2.83, height: 13 * 2.83 });
  doc.moveDown(0.5).font('Helvetica').fontSize(8).text(`Código de barras: ${data.codigoBarras}`);
  doc.end();
  return done;
}
