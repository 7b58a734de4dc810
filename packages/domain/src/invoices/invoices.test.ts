import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centavos, formatBRL } from '../money.ts';
import { isDomainError } from '../errors.ts';
import {
  assertInvoiceCredit,
  availableCredit,
  creditUsedPercent,
  InvoiceErrorCode,
} from './invoice-credit.ts';
import { INVOICE_MSG } from './invoice-messages.ts';
import { invoiceDates, invoiceNumber, invoiceStatus } from './invoice-status.ts';

const limit = (limiteTotal: number, disponivel: number) => ({
  limiteTotal: centavos(limiteTotal),
  disponivel: centavos(disponivel),
});

describe('invoice credit (issue 10 §4)', () => {
  it('lets an order up to exactly the available credit through', () => {
    expect(() => assertInvoiceCredit(limit(200000, 50000), centavos(50000))).not.toThrow();
  });

  it('refuses an order above the available credit, naming both amounts', () => {
    try {
      assertInvoiceCredit(limit(200000, 50000), centavos(50001));
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error, InvoiceErrorCode.INVOICE_CREDIT_EXCEEDED)).toBe(true);
      expect((error as Error).message).toBe(
        `O total do pedido (${formatBRL(centavos(50001))}) ultrapassa o seu limite de crédito disponível (${formatBRL(centavos(50000))}). Escolha outra forma de pagamento ou reduza o pedido.`,
      );
    }
  });

  it('refuses a customer without a limit', () => {
    for (const l of [null, limit(0, 0)]) {
      expect(() => assertInvoiceCredit(l, centavos(1))).toThrow(INVOICE_MSG.noCredit);
    }
  });

  it('never offers more than the total nor less than zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -10_000_000, max: 20_000_000 }),
        (total, disponivel) => {
          const a = availableCredit(limit(total, disponivel));
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(total);
          const p = creditUsedPercent(limit(total, disponivel));
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('accepts an order iff it fits the available credit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (total, disponivel, pedido) => {
          const l = limit(total, Math.min(total, disponivel));
          let ok = true;
          try {
            assertInvoiceCredit(l, centavos(pedido));
          } catch {
            ok = false;
          }
          expect(ok).toBe(pedido <= availableCredit(l));
        },
      ),
    );
  });

  it('shows the used share in whole percent, rounded half up', () => {
    expect(creditUsedPercent(limit(200000, 140180))).toBe(30); // 29,91 %
    expect(creditUsedPercent(limit(200, 199))).toBe(1); // 0,5 % rounds up
    expect(creditUsedPercent(limit(0, 0))).toBe(0);
  });
});

describe('fatura dates and status (spec §3 Invoices)', () => {
  // 2026-03-10 02:30 UTC is still 2026-03-09 in São Paulo (UTC−3).
  const lateNight = new Date('2026-03-10T02:30:00Z');

  it('issues on the São Paulo day and falls due after the term', () => {
    expect(invoiceDates(lateNight, 28)).toEqual({
      emissao: '2026-03-09',
      vencimento: '2026-04-06',
    });
    expect(invoiceDates(lateNight, 0).vencimento).toBe('2026-03-09');
    expect(() => invoiceDates(lateNight, -1)).toThrow(RangeError);
  });

  it('is overdue only after its due date in São Paulo', () => {
    expect(invoiceStatus('ABERTA', '2026-03-09', lateNight)).toBe('ABERTA');
    expect(invoiceStatus('ABERTA', '2026-03-08', lateNight)).toBe('VENCIDA');
    expect(invoiceStatus('ABERTA', '2026-03-09', new Date('2026-03-10T03:00:00Z'))).toBe('VENCIDA');
    expect(invoiceStatus('PAGA', '2020-01-01', lateNight)).toBe('PAGA');
    expect(invoiceStatus('CANCELADA', '2020-01-01', lateNight)).toBe('CANCELADA');
    expect(() => invoiceStatus('ABERTA', '09/03/2026', lateNight)).toThrow(RangeError);
  });

  it('numbers faturas by their order', () => {
    expect(invoiceNumber(123)).toBe('FAT-000123');
    expect(invoiceNumber(12345678)).toBe('FAT-12345678');
    expect(() => invoiceNumber(0)).toThrow(RangeError);
  });
});
