import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_LIMITS, checkCheckoutForm, type CheckoutFormValues } from './checkout-form';
import { billingAddressErrors } from './checkout-validation';

const base: CheckoutFormValues = {
  tipoEntrega: 'DELIVERY',
  idendereco: 7,
  formaId: '3',
  dataEntrega: '2026-12-01',
  idjanela: 1,
  idloja: null,
  idformapagto: 2,
  anotacoes: '',
  numPedidoCliente: '',
  caracteristicas: {},
};

/** The pt-BR message of each field the form's check refuses (loading the schemas on first use). */
async function refused(values: CheckoutFormValues): Promise<Record<string, string | undefined>> {
  const result = await checkCheckoutForm(values);
  return result.ok ? {} : result.errors;
}

describe('the checkout form check (schemas loaded on first use)', () => {
  it('accepts a complete delivery order and a complete pickup order', async () => {
    expect(await refused(base)).toEqual({});
    expect(
      await refused({
        ...base,
        tipoEntrega: 'RETIRADA',
        idendereco: null,
        formaId: null,
        idloja: 4,
      }),
    ).toEqual({});
  });

  it('names what each delivery type still needs, with the pt-BR texts', async () => {
    expect(await refused({ ...base, idendereco: null, idformapagto: null })).toEqual({
      idendereco: CHECKOUT_TEXT.chooseAddress,
      idformapagto: CHECKOUT_TEXT.choosePayment,
    });
    expect(await refused({ ...base, formaId: null })).toEqual({
      formaId: CHECKOUT_TEXT.chooseForm,
    });
    expect(await refused({ ...base, tipoEntrega: 'RETIRADA', idloja: null })).toEqual({
      idloja: CHECKOUT_TEXT.chooseStore,
    });
  });

  it('holds the notes to the limits the form draws (the contract’s own)', async () => {
    const notes = 'a'.repeat(CHECKOUT_LIMITS.anotacoes);
    expect(await refused({ ...base, anotacoes: notes })).toEqual({});
    expect(Object.keys(await refused({ ...base, anotacoes: `${notes}a` }))).toEqual(['anotacoes']);
    const own = 'b'.repeat(CHECKOUT_LIMITS.numPedidoCliente + 1);
    expect(Object.keys(await refused({ ...base, numPedidoCliente: own }))).toEqual([
      'numPedidoCliente',
    ]);
  });

  it('hands the submit the checked values', async () => {
    const values = { ...base, anotacoes: 'Portão azul', caracteristicas: { c4: 'Doca 2' } };
    expect(await checkCheckoutForm(values)).toEqual({ ok: true, data: values });
  });

  it('refuses a line break in the customer order number, with its pt-BR text', async () => {
    expect(Object.keys(await refused({ ...base, numPedidoCliente: 'PC\n12' }))).toEqual([
      'numPedidoCliente',
    ]);
  });
});

describe('billingAddressErrors', () => {
  const billing = {
    rua: 'Rua Augusta',
    numero: '100',
    bairro: 'Consolação',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01305-000',
  };

  it('passes a complete billing address', () => {
    expect(billingAddressErrors(billing)).toBeNull();
  });

  it('names each invalid field with its message', () => {
    const errors = billingAddressErrors({ ...billing, rua: '', uf: 'XX' });
    expect(Object.keys(errors ?? {}).sort()).toEqual(['rua', 'uf']);
    expect(Object.values(errors ?? {}).every((m) => m.length > 0)).toBe(true);
  });
});
