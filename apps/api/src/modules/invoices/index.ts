export { reserveInvoiceCredit, type InvoiceCreditRequest } from './reserve-invoice-credit.ts';
export { creditLifecycleEffects } from './credit-lifecycle-effects.ts';
export { settleInvoice } from './settle-invoice.ts';
export { lockOpenInvoiceOfOrder, saveInvoiceBoleto, type OpenInvoice } from './invoice-boleto.ts';
