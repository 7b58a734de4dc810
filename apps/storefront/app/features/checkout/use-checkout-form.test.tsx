import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import type { CheckoutFormValues } from './checkout-form';
import { useCheckoutForm } from './use-checkout-form';

const pickup: CheckoutFormValues = {
  tipoEntrega: 'RETIRADA',
  idendereco: null,
  formaId: null,
  dataEntrega: null,
  idjanela: null,
  idloja: null,
  idformapagto: 2,
  anotacoes: '',
  numPedidoCliente: '',
  caracteristicas: {},
};

/** A change event from an input holding `value` (only its target is read). */
function typed(value: string): ChangeEvent<HTMLInputElement> {
  const input = document.createElement('input');
  input.value = value;
  return { currentTarget: input } as ChangeEvent<HTMLInputElement>;
}

afterEach(cleanup);

describe('useCheckoutForm', () => {
  it('shows no message before the first submit, then refuses it with the pt-BR texts', async () => {
    const { result } = renderHook(() => useCheckoutForm(pickup));
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    act(() => result.current.setValue('idformapagto', null, { shouldValidate: false }));
    expect(result.current.errors).toEqual({});
    expect(result.current.submitted).toBe(false);

    await act(() => result.current.handleSubmit(onValid, onInvalid)());
    expect(onValid).not.toHaveBeenCalled();
    const expected = {
      idloja: CHECKOUT_TEXT.chooseStore,
      idformapagto: CHECKOUT_TEXT.choosePayment,
    };
    expect(onInvalid).toHaveBeenCalledWith(expected);
    expect(result.current.errors).toEqual(expected);
    expect(result.current.submitted).toBe(true);
  });

  it('checks each later choice made with shouldValidate, and submits the values once complete', async () => {
    const { result } = renderHook(() => useCheckoutForm(pickup));
    await act(() => result.current.handleSubmit(vi.fn(), vi.fn())());
    expect(result.current.errors.idloja).toBe(CHECKOUT_TEXT.chooseStore);

    act(() => result.current.setValue('idloja', 4, { shouldValidate: true }));
    await waitFor(() => expect(result.current.errors).toEqual({}));

    const onValid = vi.fn();
    await act(() => result.current.handleSubmit(onValid, vi.fn())());
    expect(onValid).toHaveBeenCalledWith({ ...pickup, idloja: 4 });
  });

  it('reads the latest values at once, and clears the messages on request', async () => {
    const { result } = renderHook(() => useCheckoutForm(pickup));
    act(() => {
      result.current.setValue('formaId', '7');
      result.current.setValue('dataEntrega', '2026-12-01');
      expect(result.current.getValues()).toMatchObject({ formaId: '7', dataEntrega: '2026-12-01' });
    });
    await act(() => result.current.handleSubmit(vi.fn(), vi.fn())());
    expect(result.current.errors).not.toEqual({});
    act(() => result.current.clearErrors());
    expect(result.current.errors).toEqual({});
  });

  it('binds the notes and each order characteristic to their inputs', async () => {
    const { result } = renderHook(() => useCheckoutForm({ ...pickup, idloja: 4 }));
    act(() => result.current.text('anotacoes').onChange(typed('Entregar na doca 2')));
    act(() => result.current.trait(12).onChange(typed('Sim')));
    act(() => result.current.trait(13).onChange(typed('Manhã')));
    expect(result.current.text('anotacoes')).toMatchObject({
      name: 'anotacoes',
      value: 'Entregar na doca 2',
    });
    expect(result.current.trait(12)).toMatchObject({ name: 'caracteristicas.c12', value: 'Sim' });
    expect(result.current.values.caracteristicas).toEqual({ c12: 'Sim', c13: 'Manhã' });
  });

  it('after a refused submit, typing over a limit shows its message and fixing it clears it', async () => {
    const { result } = renderHook(() => useCheckoutForm({ ...pickup, idloja: 4 }));
    await act(() => result.current.handleSubmit(vi.fn(), vi.fn())());
    act(() => result.current.text('numPedidoCliente').onChange(typed('x'.repeat(500))));
    await waitFor(() => expect(result.current.errors.numPedidoCliente).toBeTruthy());
    act(() => result.current.text('numPedidoCliente').onChange(typed('PC-12')));
    await waitFor(() => expect(result.current.errors).toEqual({}));
  });

  it('keeps the same actions across renders (effects may depend on them)', () => {
    const { result, rerender } = renderHook(() => useCheckoutForm(pickup));
    const { setValue, getValues } = result.current;
    act(() => setValue('idloja', 9));
    rerender();
    expect(result.current.setValue).toBe(setValue);
    expect(result.current.getValues).toBe(getValues);
  });
});
