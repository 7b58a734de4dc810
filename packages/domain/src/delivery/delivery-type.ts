import { SUPPLIER_TAGS, hasTag } from '../constants.ts';

/** Delivery type of an order. @see spec §3 Order payload tipoEntrega, §9 */
export const TipoEntrega = { DELIVERY: 'DELIVERY', RETIRADA: 'RETIRADA' } as const;
export type TipoEntrega = (typeof TipoEntrega)[keyof typeof TipoEntrega];

/** Sales channel of an order: MANUAL once an attendant negotiated it. @see spec §3, §6, §9 */
export const CanalVenda = { WEB: 'WEB', MANUAL: 'MANUAL' } as const;
export type CanalVenda = (typeof CanalVenda)[keyof typeof CanalVenda];

/**
 * The delivery types a supplier offers, from its tags: has-delivery → DELIVERY, has-collect →
 * RETIRADA, in that order. A supplier with neither tag delivers (the spec's default).
 *
 * @see spec §4 Delivery, §6 tags has-collect / has-delivery, §9 default delivery type
 */
export function availableDeliveryTypes(tags: readonly string[]): TipoEntrega[] {
  const types: TipoEntrega[] = [];
  if (hasTag(tags, SUPPLIER_TAGS.HAS_DELIVERY)) types.push(TipoEntrega.DELIVERY);
  if (hasTag(tags, SUPPLIER_TAGS.HAS_COLLECT)) types.push(TipoEntrega.RETIRADA);
  return types.length > 0 ? types : [TipoEntrega.DELIVERY];
}

/**
 * The delivery type an order gets: only collect → RETIRADA; only delivery (or no tag) →
 * DELIVERY; both → the requested type, or DELIVERY when none was requested. A request for a
 * type the supplier does not offer is overridden rather than refused, as the spec resolves it.
 *
 * @see spec §4 Delivery
 */
export function resolveDeliveryType(
  tags: readonly string[],
  requested?: TipoEntrega | null,
): TipoEntrega {
  const available = availableDeliveryTypes(tags);
  if (requested && available.includes(requested)) return requested;
  return available.includes(TipoEntrega.DELIVERY) ? TipoEntrega.DELIVERY : TipoEntrega.RETIRADA;
}

const DAY_MS = 86_400_000;
const SUNDAY = 0;

/**
 * The next `count` scheduling dates as ISO `YYYY-MM-DD`, starting `leadDays` days after the
 * UTC calendar date of `from` and skipping Sundays (no deliveries on Sunday). Arithmetic is on
 * UTC dates so the result does not depend on the machine's time zone; a caller that means a
 * Brazilian local day passes a `from` whose UTC date is that day.
 *
 * @param count - how many dates, a non-negative integer.
 * @param leadDays - days between `from` and the first candidate date, a non-negative integer.
 * @throws RangeError for an invalid Date or a negative/non-integer count or leadDays.
 * @see spec §4 Delivery "its first scheduling date"
 */
export function deliveryDates(from: Date, count: number, leadDays: number): string[] {
  if (Number.isNaN(from.getTime())) throw new RangeError('from must be a valid Date');
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`invalid count: ${count}`);
  if (!Number.isSafeInteger(leadDays) || leadDays < 0) {
    throw new RangeError(`invalid leadDays: ${leadDays}`);
  }
  const dates: string[] = [];
  let day =
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + leadDays * DAY_MS;
  while (dates.length < count) {
    const date = new Date(day);
    if (date.getUTCDay() !== SUNDAY) dates.push(date.toISOString().slice(0, 10));
    day += DAY_MS;
  }
  return dates;
}
