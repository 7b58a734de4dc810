import { CanalVenda, TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { milli } from '@vitrine/domain/money';
import { describe, expect, it } from 'vitest';
import type { CheckoutFormValues } from './checkout-form';
import { buildOrderPayload } from './order-payload';

const form: CheckoutFormValues = {
  tipoEntrega: TipoEntrega.DELIVERY,
  idendereco: 7,
  formaId: '3',
  dataEntrega: '2026-12-01',
  idjanela: 11,
  idloja: null,
  idformapagto: 2,
};
const lines = [{ id: 1, quantidade: milli(2000), embalarParaPresente: true }];

describe('the order payload', () => {
  it('carries the manual coupon code and the WEB channel', () => {
    const payload = buildOrderPayload('sup-1', lines, form, {
      cupom: 'BEMVINDO10',
      canalVenda: CanalVenda.WEB,
    });
    expect(payload).toMatchObject({
      cupom: 'BEMVINDO10',
      canalVenda: 'WEB',
      itens: [{ id: 1, quantidade: 2, embalarParaPresente: true }],
    });
  });

  it('goes through the MANUAL channel for a cart the attendant negotiated', () => {
    const payload = buildOrderPayload('sup-1', lines, form, {
      cupom: null,
      canalVenda: CanalVenda.MANUAL,
    });
    expect(payload).toMatchObject({ cupom: null, canalVenda: 'MANUAL' });
  });

  it('sends the form, the date and the window the buyer chose; the address id only', () => {
    expect(buildOrderPayload('sup-1', lines, form)).toMatchObject({
      formaEntrega: { id: '3', data_de_entrega: '2026-12-01', idjanela: 11 },
      enderecoentrega: { idendereco: 7 },
    });
    const pickup = buildOrderPayload('sup-1', lines, {
      ...form,
      tipoEntrega: TipoEntrega.RETIRADA,
      idloja: 4,
      idjanela: null,
    });
    expect(pickup.formaEntrega).toEqual({ id: '3', data_de_entrega: '2026-12-01' });
    expect(pickup.lojaRetira).toEqual({ idloja: 4 });
    expect(pickup.enderecoentrega).toBeUndefined();
  });

  it('sends the answered order characteristics as [{id, valor}], dropping empty ones', () => {
    const payload = buildOrderPayload('sup-1', lines, {
      ...form,
      caracteristicas: { c12: ' Manhã ', c13: '', x: 'ignored' },
    });
    expect(payload.caracteristicas).toEqual([{ id: 12, valor: 'Manhã' }]);
    expect(buildOrderPayload('sup-1', lines, form).caracteristicas).toBeUndefined();
  });
});
