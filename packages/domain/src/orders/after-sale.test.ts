import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TipoEntrega } from '../delivery/delivery-type.ts';
import { centavos, milli } from '../money.ts';
import { OrderEvent, isFinalOrderStatus, nextOrderStatus } from '../order-lifecycle.ts';
import { StatusPedido } from '../order-status.ts';
import { customerOrderActions } from './customer-actions.ts';
import { repriceLine, repricedOrderTotals } from './invoicing.ts';
import { pageCount, periodRange } from './order-list-query.ts';
import { acceptsQuoteRequests } from './quote-request.ts';
import { canRateOrder } from './rating.ts';

const ctx = { tipoEntrega: TipoEntrega.DELIVERY, pagamentoAntecipado: false };

describe('invoicing with the weighed quantities (ADR 0024)', () => {
  it('reprices a weighed line with its packaging and keeps fee and discount', () => {
    const line = repriceLine({
      idproduto: 1,
      quantidadeMilli: milli(1_237),
      precoUnitarioCentavos: centavos(1290),
      embalagemUnitariaCentavos: centavos(0),
    });
    expect(line.totalCentavos).toBe(1596); // 12.90 × 1.237 = 15.9573
    const totals = repricedOrderTotals([line], centavos(990), centavos(500));
    expect(totals).toEqual({ totalItens: 1596, taxaEntrega: 990, desconto: 500, total: 2086 });
  });

  it('caps the discount at the new sum (the total never goes negative)', () => {
    const line = repriceLine({
      idproduto: 1,
      quantidadeMilli: milli(100),
      precoUnitarioCentavos: centavos(100),
      embalagemUnitariaCentavos: centavos(50),
    });
    expect(line.totalCentavos).toBe(15);
    expect(repricedOrderTotals([line], centavos(0), centavos(1000)).total).toBe(0);
  });
});

describe('rating (spec §7 avaliar)', () => {
  it('is allowed once, on a delivered order only', () => {
    expect(canRateOrder({ status: StatusPedido.ENTREGUE, avaliado: false })).toBe(true);
    expect(canRateOrder({ status: StatusPedido.ENTREGUE, avaliado: true })).toBe(false);
    expect(canRateOrder({ status: StatusPedido.EMENTREGA, avaliado: false })).toBe(false);
  });
});

describe("the buyer's actions", () => {
  it('offers cancel before the order leaves, accept on a priced quote, documents with an NF-e', () => {
    const priced = customerOrderActions(
      { status: StatusPedido.ORCAMENTO_PRECIFICADO, avaliado: false, temNfe: false },
      ctx,
    );
    expect(priced).toEqual({
      cancelar: true,
      aceitarOrcamento: true,
      avaliar: false,
      documentosFiscais: false,
    });
    const out = customerOrderActions(
      { status: StatusPedido.EMENTREGA, avaliado: false, temNfe: true },
      ctx,
    );
    expect(out).toEqual({
      cancelar: false,
      aceitarOrcamento: false,
      avaliar: false,
      documentosFiscais: true,
    });
  });

  it('never offers to cancel or accept a final order (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(StatusPedido)),
        fc.boolean(),
        fc.boolean(),
        (status, avaliado, temNfe) => {
          const actions = customerOrderActions({ status, avaliado, temNfe }, ctx);
          if (isFinalOrderStatus(status)) {
            expect(actions.cancelar).toBe(false);
            expect(actions.aceitarOrcamento).toBe(false);
          }
          expect(actions.cancelar).toBe(nextOrderStatus(status, OrderEvent.CANCELAR, ctx) !== null);
        },
      ),
    );
  });
});

describe('order list query', () => {
  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('turns calendar days in São Paulo into an instant range, refusing a reversed one', () => {
    const range = periodRange('2026-11-01', '2026-11-01');
    expect(range?.from?.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(range?.to?.toISOString()).toBe('2026-11-02T03:00:00.000Z');
    expect(periodRange('2026-11-02', '2026-11-01')).toBeNull();
    expect(periodRange(undefined, undefined)).toEqual({ from: null, to: null });
  });
});

describe('acceptsQuoteRequests', () => {
  it('is true only for suppliers tagged support-budget', () => {
    expect(acceptsQuoteRequests(['has-delivery', 'support-budget'])).toBe(true);
    expect(acceptsQuoteRequests(['has-delivery'])).toBe(false);
    expect(acceptsQuoteRequests([])).toBe(false);
  });
});
