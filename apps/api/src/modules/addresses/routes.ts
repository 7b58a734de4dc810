import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { toAddressInput, toEndereco } from './address-mapper.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from './addresses-repository.ts';

/**
 * Customer addresses. Every route is under `/v1/app/{apptoken}{sep}{idcliente}` (spec §7
 * Addresses lists create/update/delete relative to that base), needs the customer's Bearer
 * token (checked by the request-context hook) and only ever touches that customer's addresses
 * (another customer's id → 404).
 * @see spec §3 Address, §5 cep rule, §7 Addresses, §8 (one address saved once)
 */
export default async function addressesRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, apiRoutes.addresses.list, async (request) => {
    return (await listAddresses(app.db, request.customer.idcliente)).map(toEndereco);
  });

  registerRoute(app, apiRoutes.addresses.create, async (request) => {
    return toEndereco(
      await createAddress(app.db, request.customer.idcliente, toAddressInput(request.body)),
    );
  });

  registerRoute(app, apiRoutes.addresses.update, async (request) => {
    const row = await updateAddress(
      app.db,
      request.customer.idcliente,
      request.body.idendereco,
      toAddressInput(request.body),
    );
    if (!row) throw new NotFoundError(APP_MSG.addressNotFound);
    return toEndereco(row);
  });

  registerRoute(app, apiRoutes.addresses.remove, async (request) => {
    if (!(await deleteAddress(app.db, request.customer.idcliente, request.params.idendereco))) {
      throw new NotFoundError(APP_MSG.addressNotFound);
    }
    return { ok: true as const };
  });
}
