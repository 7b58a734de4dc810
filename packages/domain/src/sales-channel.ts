import { CanalVenda } from './delivery/delivery-type.ts';

/**
 * The sales channel of a cart and of its order: MANUAL while the cart is one an attendant
 * negotiated (locked), else WEB (the default).
 * @see spec §4 Cart flow, §6 Attendant, §9 sales channel default and in attendant mode
 */
export function salesChannelOf(negotiated: boolean): CanalVenda {
  return negotiated ? CanalVenda.MANUAL : CanalVenda.WEB;
}

/**
 * Whether a customer may ask for `requested`: MANUAL is the attendant's channel, allowed only
 * for a negotiated cart; WEB (or none) always.
 * @see spec §6 Attendant, §9
 */
export function isSalesChannelAllowed(
  requested: CanalVenda | undefined,
  negotiated: boolean,
): boolean {
  return requested !== CanalVenda.MANUAL || negotiated;
}
