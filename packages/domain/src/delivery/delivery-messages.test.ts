import { describe, it, expect } from 'vitest';
import { APP_MSG } from '../messages.ts';
import { centavos, formatBRL } from '../money.ts';
import { DELIVERY_MSG, formRefusalMessage, scheduleRefusalMessage } from './delivery-messages.ts';

describe('delivery messages', () => {
  it('reuses the unavailable-date text instead of copying it', () => {
    expect(scheduleRefusalMessage('DATA_INDISPONIVEL')).toBe(APP_MSG.deliveryDateUnavailable);
  });

  it('has a text for every refusal', () => {
    expect(scheduleRefusalMessage('JANELA_LOTADA')).toBe(
      'O horário de entrega escolhido esgotou. Escolha outro horário.',
    );
    expect(scheduleRefusalMessage('JANELA_OBRIGATORIA')).toBe('Escolha um horário de entrega.');
    expect(scheduleRefusalMessage('JANELA_INVALIDA')).toBe(
      'Horário de entrega inválido para esta forma de entrega.',
    );
    expect(formRefusalMessage('FORA_DA_AREA')).toBe(DELIVERY_MSG.outOfArea);
    expect(formRefusalMessage('SEM_TAXA')).toBe(DELIVERY_MSG.outOfArea);
    expect(formRefusalMessage('ABAIXO_DO_MINIMO')).toBe(DELIVERY_MSG.belowMinimumGeneric);
  });

  it('names the minimum in reais', () => {
    expect(formRefusalMessage('ABAIXO_DO_MINIMO', centavos(15000))).toBe(
      `Pedido mínimo para esta forma de entrega: ${formatBRL(centavos(15000))}`,
    );
    expect(DELIVERY_MSG.belowMinimum(centavos(15000))).toBe(
      'Pedido mínimo para esta forma de entrega: R$\u00a0150,00',
    );
  });
});
