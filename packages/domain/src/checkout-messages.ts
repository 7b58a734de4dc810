import * as CHECKOUT_TEXT from './texts/checkout.ts';

/** pt-BR texts of the checkout (the spec's own texts stay in `messages.ts`). */
export { CHECKOUT_TEXT };
