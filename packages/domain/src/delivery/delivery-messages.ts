import { APP_MSG } from '../messages.ts';
import { formatBRL, type Centavos } from '../money.ts';
import type { FormRefusal } from './fees.ts';
import type { ScheduleRefusal } from './scheduling.ts';

/**
 * pt-BR texts of the delivery rules: why a chosen form, date or window is refused. The spec's
 * own delivery texts (§8 'Nenhuma forma de entrega foi encontrada…', 'Falha ao consultar
 * agendamentos') stay in `MSG`; the unavailable-date text is `APP_MSG`'s, not a copy.
 *
 * @see spec §4 Delivery, §8 Delivery and address
 */
export const DELIVERY_MSG = {
  windowFull: 'O horário de entrega escolhido esgotou. Escolha outro horário.',
  windowRequired: 'Escolha um horário de entrega.',
  windowInvalid: 'Horário de entrega inválido para esta forma de entrega.',
  dateUnavailable: APP_MSG.deliveryDateUnavailable,
  /** FORA_DA_AREA and SEM_TAXA: the form does not reach this address. */
  outOfArea: 'Esta forma de entrega não atende o endereço informado.',
  /** ABAIXO_DO_MINIMO when the minimum is not at hand. */
  belowMinimumGeneric: 'O valor do pedido está abaixo do mínimo desta forma de entrega.',
  /** "Pedido mínimo para esta forma de entrega: R$ 150,00" @param value - centavos. */
  belowMinimum: (value: Centavos): string =>
    `Pedido mínimo para esta forma de entrega: ${formatBRL(value)}`,
} as const;

/**
 * The pt-BR text of a scheduling refusal from {@link checkSchedule}.
 * @see spec §4 Delivery
 */
export function scheduleRefusalMessage(r: ScheduleRefusal): string {
  switch (r) {
    case 'DATA_INDISPONIVEL':
      return DELIVERY_MSG.dateUnavailable;
    case 'JANELA_OBRIGATORIA':
      return DELIVERY_MSG.windowRequired;
    case 'JANELA_INVALIDA':
      return DELIVERY_MSG.windowInvalid;
    case 'JANELA_LOTADA':
      return DELIVERY_MSG.windowFull;
  }
}

/**
 * The pt-BR text of a form refusal from {@link quoteDeliveryForm}. For ABAIXO_DO_MINIMO, pass
 * the form's `pedidoMinimoCentavos` to name the amount ({@link DELIVERY_MSG}.belowMinimum).
 *
 * @param pedidoMinimoCentavos - the form's minimum order value, in centavos (optional).
 * @see spec §4 Delivery, §8 Delivery and address
 */
export function formRefusalMessage(r: FormRefusal, pedidoMinimoCentavos?: Centavos): string {
  switch (r) {
    case 'FORA_DA_AREA':
    case 'SEM_TAXA':
      return DELIVERY_MSG.outOfArea;
    case 'ABAIXO_DO_MINIMO':
      return pedidoMinimoCentavos === undefined
        ? DELIVERY_MSG.belowMinimumGeneric
        : DELIVERY_MSG.belowMinimum(pedidoMinimoCentavos);
  }
}
