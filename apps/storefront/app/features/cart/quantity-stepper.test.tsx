import { milli } from '@vitrine/domain/money';
import { AcaoQuantidade } from '@vitrine/domain/quantity';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';
import { produto } from '~/lib/test-fixtures';

const queijo = produto({
  id: 9,
  nome: 'Queijo Minas',
  unidade: 'kg',
  granularidade: 0.25,
  min_por_pedido: 0.25,
  maxporpedido: 5,
});

function setup(quantidade = milli(1000)) {
  const onAction = vi.fn();
  render(<QuantityStepper produto={queijo} quantidade={quantidade} onAction={onAction} />);
  const field = screen.getByLabelText('Quantidade de Queijo Minas (kg)');
  return { onAction, field };
}

async function type(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
}

afterEach(cleanup);

describe('QuantityStepper', () => {
  it('rounds "0,3333" up to the 0,25 kg step and says why next to the field', async () => {
    const { onAction, field } = setup();
    await type(field, '0,3333');
    expect(onAction).toHaveBeenCalledWith(AcaoQuantidade.SET, 500);
    const note = screen.getByText('Quantidade ajustada para 0,5 kg: vendido de 0,25 em 0,25 kg.');
    expect(note.getAttribute('aria-live')).toBe('polite');
    expect(field.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('keeps the quantity for "abc" and "-1", and says so', async () => {
    const { onAction, field } = setup(milli(1500));
    await type(field, 'abc');
    expect(
      screen.getByText('Digite um número, como 2 ou 0,5. A quantidade continua 1,5 kg.'),
    ).toBeTruthy();
    await type(field, '-1');
    expect(
      screen.getByText('A quantidade não pode ser negativa. Ela continua 1,5 kg.'),
    ).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('lowers a quantity above the maximum, and says so', async () => {
    const { onAction, field } = setup();
    await type(field, '12');
    expect(onAction).toHaveBeenCalledWith(AcaoQuantidade.SET, 5000);
    expect(
      screen.getByText('Quantidade ajustada para 5 kg: o máximo por pedido é 5 kg.'),
    ).toBeTruthy();
  });

  it('takes an allowed quantity silently, and clears the note on the next step', async () => {
    const { onAction, field } = setup();
    await type(field, '12');
    await type(field, '1,75');
    expect(onAction).toHaveBeenLastCalledWith(AcaoQuantidade.SET, 1750);
    expect(screen.queryByText(/Quantidade ajustada/)).toBeNull();
    await type(field, '12');
    await userEvent.setup().click(screen.getByLabelText('Aumentar quantidade de Queijo Minas'));
    expect(onAction).toHaveBeenLastCalledWith(AcaoQuantidade.INC);
    expect(screen.queryByText(/Quantidade ajustada/)).toBeNull();
  });
});
