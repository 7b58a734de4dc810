import { describe, expect, it } from 'vitest';
import { CanalVenda } from './delivery/delivery-type.ts';
import {
  CANAL_ORIGEM_LABEL,
  CANAL_ORIGEM_TODOS_LABEL,
  isCanalOrigem,
  isSalesChannelAllowed,
  orderOriginChannel,
  salesChannelOf,
} from './sales-channel.ts';

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

describe('order origin channel (spec §9 channel list)', () => {
  it('lists the nine spec names, Todos first', () => {
    expect([CANAL_ORIGEM_TODOS_LABEL, ...Object.values(CANAL_ORIGEM_LABEL)]).toEqual([
      'Todos',
      'Orçamento app',
      'Commerce app',
      'Venda+ app',
      'Orçamento web',
      'Web-commerce',
      'Venda+ web',
      'Portfolio web',
      'Painel de cliente',
    ]);
  });

  it('records quote requests, negotiated carts and web orders apart', () => {
    expect(orderOriginChannel({ orcamento: true, negotiated: false })).toBe('ORCAMENTO_WEB');
    expect(orderOriginChannel({ orcamento: false, negotiated: true })).toBe('VENDA_MAIS_WEB');
    expect(orderOriginChannel({ orcamento: false, negotiated: false })).toBe('WEB_COMMERCE');
    expect(isCanalOrigem('WEB_COMMERCE')).toBe(true);
    expect(isCanalOrigem('TODOS')).toBe(false);
  });
});
