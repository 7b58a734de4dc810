import { describe, expect, it } from 'vitest';
import { CanalVenda } from './delivery/delivery-type.ts';
import { isSalesChannelAllowed, salesChannelOf } from './sales-channel.ts';

describe('sales channel (spec §6, §9)', () => {
  it('is MANUAL for a negotiated cart, else WEB', () => {
    expect(salesChannelOf(true)).toBe(CanalVenda.MANUAL);
    expect(salesChannelOf(false)).toBe(CanalVenda.WEB);
  });

  it('lets a customer ask for MANUAL only with a negotiated cart', () => {
    expect(isSalesChannelAllowed(CanalVenda.MANUAL, false)).toBe(false);
    expect(isSalesChannelAllowed(CanalVenda.MANUAL, true)).toBe(true);
    expect(isSalesChannelAllowed(CanalVenda.WEB, false)).toBe(true);
    expect(isSalesChannelAllowed(undefined, false)).toBe(true);
  });
});
