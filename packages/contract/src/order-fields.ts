import { z } from 'zod';
import { ACCOUNTS_MSG, VALIDATION_MSG } from '@vitrine/domain';
import { texto, textoMultilinha } from './text.ts';
import { ANOTACOES_MAX_LENGTH, NUM_PEDIDO_CLIENTE_MAX_LENGTH } from './form-constants.ts';

/**
 * Field schemas shared by the API's payloads and the storefront's forms (Epic Stack's shared
 * field schemas): one definition of each limit. This module imports nothing but zod, the domain's
 * messages and `text.ts`, so a form that uses it does not ship the rest of the contract.
 */

/** TipoEntrega at the boundary (spec §3): DELIVERY or RETIRADA. */
export const TipoEntregaSchema = z.enum(['DELIVERY', 'RETIRADA']);
/** canalVenda at the boundary (spec §3): WEB or MANUAL. */
export const CanalVendaSchema = z.enum(['WEB', 'MANUAL']);

/** The order's notes (`anotacoes`, spec §3 Order payload): at most 1000 characters. */
export const Anotacoes = textoMultilinha().max(
  ANOTACOES_MAX_LENGTH,
  VALIDATION_MSG.orderNotesTooLong,
);

/** The customer's own order number (`numPedidoCliente`, spec §3): at most 60 characters. */
export const NumPedidoCliente = texto().max(
  NUM_PEDIDO_CLIENTE_MAX_LENGTH,
  VALIDATION_MSG.customerOrderNumberTooLong,
);

/**
 * One answered characteristic (spec §3 Order payload `caracteristicas`, registration's customer
 * characteristics): the supplier's characteristic id and the value as text ('true'/'false' for a
 * boolean). The supplier's own rules (required, options, kind) are checked by the API.
 */
export const ValorCaracteristicaSchema = z.object({
  id: z
    .number(VALIDATION_MSG.idInvalid)
    .int(VALIDATION_MSG.idInvalid)
    .positive(VALIDATION_MSG.idInvalid),
  valor: texto().max(200, ACCOUNTS_MSG.characteristicTooLong),
});

/** The answered characteristics of an order or a registration: at most 50. */
export const CaracteristicasSchema = z
  .array(ValorCaracteristicaSchema)
  .max(50, ACCOUNTS_MSG.characteristicsTooMany);
