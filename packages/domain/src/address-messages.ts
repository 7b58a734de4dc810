import * as ADDRESS_MSG from './texts/address-errors.ts';
import * as ADDRESS_TEXT from './texts/address.ts';

/**
 * pt-BR texts of the address book, the CEP lookup and the map (spec §3 Address, §5 cep rule,
 * §7 Addresses, §8 Delivery and address). Field labels shared with the checkout stay in
 * `CHECKOUT_TEXT`.
 */

/** Errors and confirmations of the address book, the CEP lookup and the geocoder. */
export { ADDRESS_MSG };

/** Labels of the address book page, its panels and the billing-address fields. */
export { ADDRESS_TEXT };
