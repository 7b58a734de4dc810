import { describe, expect, it } from 'vitest';
import { giftWrapExtraText, giftWrapOfferText } from './cart-messages.ts';
import { centavos, formatBRL } from './money.ts';

describe('gift-wrap texts', () => {
  it('states the price per unit before the choice and the line total after it', () => {
    expect(giftWrapOfferText(centavos(590), 'un')).toBe(`(+ ${formatBRL(centavos(590))} / un)`);
    expect(giftWrapExtraText(centavos(1180))).toBe(`(+ ${formatBRL(centavos(1180))})`);
  });
});
