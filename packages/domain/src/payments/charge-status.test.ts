import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  StatusCobranca,
  canChangeCharge,
  confirmsPayment,
  isActiveCharge,
  isFinalCharge,
  paymentStatusAfter,
} from './charge-status.ts';
import {
  canIssueReceipt,
  isInvoiceReceipt,
  isPrepaidCardMethod,
  receiptKind,
} from './receipt-rule.ts';

const all = Object.values(StatusCobranca);

describe('charge states', () => {
  it('never leaves a final state and never stays put as a transition', () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom(...all), (from, to) => {
        if (isFinalCharge(from)) expect(canChangeCharge(from, to)).toBe(false);
        if (from === to) expect(canChangeCharge(from, to)).toBe(false);
      }),
    );
  });
  it('resolves an antifraud review, captures an authorisation and refunds a payment', () => {
    expect(canChangeCharge('EM_ANALISE', 'PAGA')).toBe(true);
    expect(canChangeCharge('EM_ANALISE', 'RECUSADA')).toBe(true);
    expect(canChangeCharge('AUTORIZADA', 'PAGA')).toBe(true);
    expect(canChangeCharge('PAGA', 'ESTORNADA')).toBe(true);
    expect(canChangeCharge('PAGA', 'PENDENTE')).toBe(false);
    expect(canChangeCharge('RECUSADA', 'PAGA')).toBe(false);
  });
  it('blocks a second attempt while a charge is active or paid', () => {
    expect(all.filter(isActiveCharge).sort()).toEqual([
      'AUTORIZADA',
      'EM_ANALISE',
      'PAGA',
      'PROCESSANDO',
    ]);
    expect(all.filter(confirmsPayment).sort()).toEqual(['AUTORIZADA', 'PAGA']);
  });
  it('summarises the order payment', () => {
    expect(paymentStatusAfter('PENDENTE', 'PAGA')).toBe('PAGO');
    expect(paymentStatusAfter('PENDENTE', 'RECUSADA')).toBe('PENDENTE');
    expect(paymentStatusAfter('PAGO', 'ESTORNADA')).toBe('CANCELADO');
    expect(paymentStatusAfter('PENDENTE', 'EM_ANALISE')).toBe('PENDENTE');
  });
});

describe('canIssueReceipt', () => {
  const base = {
    status: 'AGUARDANDOPAGAMENTO',
    tipoFormaPagamento: 'PIX',
    statusPagamento: 'PENDENTE',
    pagamentoAntecipado: true,
  } as const;
  it('issues a prepaid Pix only while the order awaits payment', () => {
    expect(canIssueReceipt(base)).toBe(true);
    expect(canIssueReceipt({ ...base, status: 'ENVIADO' })).toBe(false);
    expect(canIssueReceipt({ ...base, statusPagamento: 'PAGO' })).toBe(false);
    expect(canIssueReceipt({ ...base, tipoFormaPagamento: 'CARTAO' })).toBe(false);
  });
  it('issues a pay-later boleto until the order is cancelled', () => {
    const boleto = {
      ...base,
      tipoFormaPagamento: 'BOLETO',
      pagamentoAntecipado: false,
      status: 'SEPARANDO',
    } as const;
    expect(canIssueReceipt(boleto)).toBe(true);
    expect(canIssueReceipt({ ...boleto, status: 'CANCELADO' })).toBe(false);
  });
  it("issues the boleto of an invoice-credit order's fatura, delivered or not, until paid", () => {
    const faturado = {
      ...base,
      tipoFormaPagamento: 'FATURADO',
      pagamentoAntecipado: false,
      status: 'ENTREGUE',
    } as const;
    expect(canIssueReceipt(faturado)).toBe(true);
    expect(canIssueReceipt({ ...faturado, statusPagamento: 'PAGO' })).toBe(false);
  });
});

describe('receiptKind', () => {
  it('is a Pix for Pix, a boleto for boleto and invoice credit, nothing otherwise', () => {
    expect(receiptKind('PIX')).toBe('PIX');
    expect(receiptKind('BOLETO')).toBe('BOLETO');
    expect(receiptKind('FATURADO')).toBe('BOLETO');
    expect(receiptKind('CARTAO')).toBeNull();
    expect(receiptKind('DINHEIRO')).toBeNull();
  });

  it("is the fatura's boleto for invoice credit only", () => {
    expect(isInvoiceReceipt('FATURADO')).toBe(true);
    for (const tipo of ['PIX', 'BOLETO', 'CARTAO', 'DINHEIRO'] as const)
      expect(isInvoiceReceipt(tipo)).toBe(false);
  });
});

describe('isPrepaidCardMethod', () => {
  it('is a card paid up front only', () => {
    expect(isPrepaidCardMethod({ tipo: 'CARTAO', exigePagamentoAntecipado: true })).toBe(true);
    expect(isPrepaidCardMethod({ tipo: 'CARTAO', exigePagamentoAntecipado: false })).toBe(false);
    expect(isPrepaidCardMethod({ tipo: 'PIX', exigePagamentoAntecipado: true })).toBe(false);
  });
});
