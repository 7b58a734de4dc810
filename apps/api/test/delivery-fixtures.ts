/**
 * Delivery facts of the demo seed (db/seed/delivery-seed.ts) that API tests rely on.
 */

/**
 * Ana's fee at serra-verde: her address (CEP 05435-000) is in the 01600-000–05999-999 range of
 * 'Entrega programada', the first form, R$ 12,90 below its R$ 300,00 free-above value.
 */
export const ANA_DELIVERY_FEE_CENTAVOS = 1290;
