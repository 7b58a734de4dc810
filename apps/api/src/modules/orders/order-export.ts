import type { ExportarPedidosBody } from '@vitrine/contract';
import {
  AFTER_SALE_TEXT,
  CANAL_ORIGEM_LABEL,
  DELIVERY_TYPE_LABEL,
  formatBRL,
  onFirstUse,
  ORDER_EXPORT_MAX_ROWS,
  statusText,
  type Centavos,
} from '@vitrine/domain';
import pLimit from 'p-limit';
import type { DbOrTx } from '../../db/client.ts';
import { resolveFilter } from './order-list.ts';
import { listOrders } from './orders-repository.ts';

/** The export's columns: pt-BR header, width. */
const COLUMNS = [
  { header: 'Pedido', key: 'numpedido', width: 10 },
  { header: 'Data', key: 'data', width: 18 },
  { header: 'Situação', key: 'situacao', width: 24 },
  { header: 'Canal de venda', key: 'canal', width: 18 },
  { header: 'Entrega', key: 'entrega', width: 20 },
  { header: 'Forma de pagamento', key: 'forma', width: 22 },
  { header: 'Pagamento', key: 'pagamento', width: 14 },
  { header: 'Itens', key: 'itens', width: 8 },
  { header: 'Frete (R$)', key: 'frete', width: 14 },
  { header: 'Desconto (R$)', key: 'desconto', width: 14 },
  { header: 'Total (R$)', key: 'total', width: 14 },
  { header: 'Nº ERP', key: 'erp', width: 16 },
  { header: 'Chave NF-e', key: 'chave', width: 48 },
] as const;

const PAYMENT_STATE: Record<string, string> = {
  PENDENTE: AFTER_SALE_TEXT.paymentPending,
  PAGO: AFTER_SALE_TEXT.paymentPaid,
  CANCELADO: AFTER_SALE_TEXT.paymentCancelled,
};

// Made on the first export, not when the API starts: its locale data took about 20 ms of the
// start (ADR 0082's pattern, ADR 0085).
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** A file to send: its bytes, type and name. */
export interface ExportFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

/**
 * The customer's orders at the supplier matching the order list's filters (at most
 * ORDER_EXPORT_MAX_ROWS, newest first) as an XLSX workbook or a CSV file, both built with
 * exceljs: pt-BR headers; in XLSX money is a number with the BRL format, in CSV (UTF-8 with
 * BOM, semicolon-separated, as Excel in pt-BR opens it) a formatted 'R$ 1.234,56' text.
 *
 * One export is built at a time per API process, the others wait their turn: a file of 5,000
 * orders takes about 40 MB of heap while it is built, and the API runs with a 112 MB old space
 * (docs/deployment.md, ADR 0056).
 * @throws InvalidInputError for a reversed period.
 * @see spec §7 Orders export; issue 10 §5
 */
export function exportOrders(
  db: DbOrTx,
  customer: { idfornecedor: string; idcliente: number },
  body: ExportarPedidosBody,
  now = new Date(),
): Promise<ExportFile> {
  return oneExportAtATime(() => buildExport(db, customer, body, now));
}

/** The per-process queue of {@link exportOrders}. */
const oneExportAtATime = pLimit(1);

async function buildExport(
  db: DbOrTx,
  customer: { idfornecedor: string; idcliente: number },
  body: ExportarPedidosBody,
  now: Date,
): Promise<ExportFile> {
  const rows = await listOrders(
    db,
    customer.idfornecedor,
    customer.idcliente,
    resolveFilter(body),
    {
      offset: 0,
      limit: ORDER_EXPORT_MAX_ROWS,
    },
  );
  const csv = body.formato === 'csv';
  const brl = (c: Centavos) => (csv ? formatBRL(c) : c / 100);
  // Loaded on first use: exceljs is about 30 MB of the API's memory and 0.4 s of its start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Vitrine';
  workbook.created = now;
  const sheet = workbook.addWorksheet('Pedidos');
  sheet.columns = COLUMNS.map((c) => ({ ...c }));
  for (const r of rows) {
    sheet.addRow({
      numpedido: r.numpedido,
      data: dateTime().format(r.criadoEm),
      situacao: statusText(r.status),
      canal: CANAL_ORIGEM_LABEL[r.canalOrigem],
      entrega: DELIVERY_TYPE_LABEL[r.tipoEntrega],
      forma: r.formaDescricao,
      pagamento: r.statusPagamento
        ? (PAYMENT_STATE[r.statusPagamento] ?? r.statusPagamento)
        : AFTER_SALE_TEXT.paymentOnDelivery,
      itens: r.quantidadeItens,
      frete: brl(r.taxaEntregaCentavos),
      desconto: brl(r.descontoCentavos),
      total: brl(r.totalCentavos),
      erp: r.codigoErp ?? '',
      chave: r.chaveNfe ?? '',
    });
  }
  const stamp = now.toISOString().slice(0, 10);
  if (csv) {
    const body = await workbook.csv.writeBuffer({
      formatterOptions: { delimiter: ';', writeBOM: true },
    });
    return {
      body: Buffer.from(body),
      contentType: 'text/csv; charset=utf-8',
      filename: `pedidos-${stamp}.csv`,
    };
  }
  sheet.getRow(1).font = { bold: true };
  for (const key of ['frete', 'desconto', 'total'] as const)
    sheet.getColumn(key).numFmt = '"R$" #,##0.00';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const xlsx = await workbook.xlsx.writeBuffer();
  return {
    body: Buffer.from(xlsx),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `pedidos-${stamp}.xlsx`,
  };
}
