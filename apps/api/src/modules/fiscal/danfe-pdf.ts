import { formatChaveAcesso, onFirstUse } from '@vitrine/domain';
import { SEM_VALOR_FISCAL } from './nfe-xml.ts';

type Node = Record<string, unknown>;
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const node = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : v ? [node(v)] : []);
// Made on the first DANFE, not when the API starts (ADR 0082): the first Intl object loads ICU.
const brl = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
);
const money = (v: unknown) => brl().format(Number(text(v) || 0));
const issued = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }),
);
/** The XML's dhEmi (ISO with offset) as a pt-BR date and time; as is when unreadable. */
const dateTime = (v: unknown) => {
  const d = new Date(text(v));
  return Number.isNaN(d.getTime()) ? text(v) : issued().format(d);
};
const qty = (v: unknown) =>
  Number(text(v) || 0).toLocaleString('pt-BR', { maximumFractionDigits: 3 });

/**
 * The CODE-128 barcode of the access key: 44 digits, so the symbology's set C (digit pairs)
 * encodes it whole, as the DANFE layout asks.
 */
async function barcodePng(chave: string): Promise<Buffer> {
  const { default: bwipjs } = await import('bwip-js/node');
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: chave,
    scale: 2,
    height: 12,
    includetext: false,
  });
}

function address(e: Node): string {
  const street = [text(e.xLgr), text(e.nro)].filter(Boolean).join(', ');
  return [street, text(e.xCpl), text(e.xBairro), `${text(e.xMun)}/${text(e.UF)}`, text(e.CEP)]
    .filter(Boolean)
    .join(' - ');
}

/**
 * The DANFE (Documento Auxiliar da NF-e) PDF, printed from the stored NF-e XML (parsed with
 * fast-xml-parser, drawn with pdfkit): issuer, recipient, access key with its CODE-128C
 * barcode, items, totals, additional information, and the "SEM VALOR FISCAL" watermark of a
 * homologação document (tpAmb 2).
 * @see spec §7 Orders danfe; ADR 0025
 */
export async function renderDanfe(xml: string): Promise<Buffer> {
  // Loaded on first use, like pdfkit below: only the DANFE route parses NF-e XML.
  const { XMLParser } = await import('fast-xml-parser');
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
  }).parse(xml) as Node;
  const inf = node(node(parsed.NFe).infNFe);
  const ide = node(inf.ide);
  const emit = node(inf.emit);
  const dest = node(inf.dest);
  const tot = node(node(inf.total).ICMSTot);
  const chave = text(inf['@Id']).replace(/^NFe/, '');
  const homologacao = text(ide.tpAmb) === '2';
  const barcode = await barcodePng(chave);

  // Loaded on first use: pdfkit is about 25 MB of the API's memory and 0.3 s of its start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `DANFE ${chave}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const width = doc.page.width - 72;

  if (homologacao) {
    doc
      .save()
      .rotate(-35, { origin: [300, 420] })
      .fontSize(64)
      .fillColor('#d33', 0.18);
    doc.text(SEM_VALOR_FISCAL, 40, 380, { width: 520, align: 'center' }).restore();
    doc.fillColor('black', 1);
  }
  doc.fontSize(16).font('Helvetica-Bold').text('DANFE', 36, 36);
  doc.fontSize(8).font('Helvetica').text('Documento Auxiliar da Nota Fiscal Eletrônica');
  doc.text(`0 - ENTRADA   1 - SAÍDA: ${text(ide.tpNF)}`);
  doc.fontSize(10).font('Helvetica-Bold');
  doc.text(`Nº ${text(ide.nNF).padStart(9, '0')}   SÉRIE ${text(ide.serie).padStart(3, '0')}`);
  if (homologacao) {
    doc.fillColor('#b00').text(`${SEM_VALOR_FISCAL} — emitida em ambiente de homologação`);
    doc.fillColor('black');
  }
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(text(emit.xNome));
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(address(node(emit.enderEmit)));
  doc.text(`CNPJ ${text(emit.CNPJ)}   IE ${text(emit.IE)}`);
  doc.moveDown(0.5);
  doc.image(barcode, { width: Math.min(width, 360), height: 40 });
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(9).text('CHAVE DE ACESSO');
  doc.font('Courier').fontSize(10).text(formatChaveAcesso(chave));
  doc.font('Helvetica').fontSize(8);
  doc.text(`Natureza da operação: ${text(ide.natOp)}   Emissão: ${dateTime(ide.dhEmi)}`);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).text('DESTINATÁRIO / REMETENTE');
  doc.font('Helvetica').fontSize(8).text(text(dest.xNome));
  doc.text(`CPF/CNPJ ${text(dest.CNPJ) || text(dest.CPF) || text(dest.idEstrangeiro)}`);
  if (dest.enderDest) doc.text(address(node(dest.enderDest)));

  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).text('DADOS DOS PRODUTOS / SERVIÇOS');
  const cols = [
    { title: 'CÓDIGO', w: 60 },
    { title: 'DESCRIÇÃO', w: 210 },
    { title: 'UN', w: 30 },
    { title: 'QTD', w: 55 },
    { title: 'V. UNIT.', w: 80 },
    { title: 'V. TOTAL', w: 88 },
  ];
  const row = (values: string[], bold = false) => {
    const y = doc.y;
    let x = 36;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    let height = 0;
    values.forEach((v, i) => {
      const w = cols[i]!.w;
      doc.text(v, x, y, { width: w - 4 });
      height = Math.max(height, doc.y - y);
      x += w;
    });
    doc.y = y + height + 2;
    doc.x = 36;
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  for (const det of list(inf.det)) {
    const prod = node(det.prod);
    if (doc.y > doc.page.height - 140) doc.addPage();
    row([
      text(prod.cProd),
      text(prod.xProd),
      text(prod.uCom),
      qty(prod.qCom),
      money(prod.vUnCom),
      money(prod.vProd),
    ]);
  }
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).text('CÁLCULO DO IMPOSTO', 36);
  doc.font('Helvetica').fontSize(8);
  doc.text(
    `Valor dos produtos ${money(tot.vProd)}   Frete ${money(tot.vFrete)}   Desconto ${money(tot.vDesc)}   ` +
      `Outras despesas ${money(tot.vOutro)}   ICMS ${money(tot.vICMS)}`,
  );
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`VALOR TOTAL DA NOTA ${money(tot.vNF)}`);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).text('DADOS ADICIONAIS');
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(text(node(inf.infAdic).infCpl));
  doc.end();
  return done;
}
