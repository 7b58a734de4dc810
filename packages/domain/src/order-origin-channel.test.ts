import { describe, expect, it } from 'vitest';
import { SALES_CHANNEL_FILTERS } from './constants.ts';
import {
  CANAL_ORIGEM_LABEL,
  CANAL_ORIGEM_TODOS_LABEL,
  isCanalOrigem,
  orderOriginChannel,
} from './order-origin-channel.ts';

describe('order origin channel (spec §9 channel list)', () => {
  it('lists the nine spec names, Todos first', () => {
    // The spec's list, verbatim (constants.ts; its own test holds the texts).
    expect([CANAL_ORIGEM_TODOS_LABEL, ...Object.values(CANAL_ORIGEM_LABEL)]).toEqual([
      ...SALES_CHANNEL_FILTERS,
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
