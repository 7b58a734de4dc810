import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { ADDRESS_MSG, APP_MSG } from '@vitrine/domain';
import { CepServiceUnavailableError } from '../../adapters/cep/cep-provider.ts';
import { createCepProvider } from '../../adapters/cep/cep-providers.ts';
import { createGeocoder } from '../../adapters/geocoding/nominatim-geocoder.ts';
import { geocoderUrl } from '../../config.ts';
import { NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { findTenant } from '../suppliers/suppliers-repository.ts';
import { toAddressInput, toEndereco, toEnderecoFaturamento } from './address-mapper.ts';
import { createAddressLookup } from './address-lookup-service.ts';
import {
  createAddress,
  deleteAddress,
  findAddress,
  listAddresses,
  updateAddress,
} from './addresses-repository.ts';
import { findBillingAddress } from './billing-repository.ts';

/**
 * Customer addresses. The book's routes are under `/v1/app/{apptoken}{sep}{idcliente}` (spec §7
 * Addresses lists create/update/delete relative to that base), need the customer's Bearer token
 * (checked by the request-context hook) and only ever touch that customer's addresses (another
 * customer's id → 404). The billing address is under `/v2/app/{apptoken}{sep}{idcliente}`. The
 * CEP and geocoding lookups are public and rate-limited per client.
 * @see spec §3 Address, §5 cep rule, §6 use-primary-address / uses-single-address, §7 Addresses,
 *   §8 (one address saved once)
 */
export default async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const config = app.config;
  const lookup = createAddressLookup({
    cep: createCepProvider(config),
    geocoder: createGeocoder({ ...config, GEOCODER_URL: geocoderUrl(config) }),
    log: app.log,
  });
  const lookupLimits = (name: string) =>
    limitRequests(app, {
      name,
      perClient: config.LOOKUP_RATE_LIMIT_PER_MINUTE,
      global: config.LOOKUP_GLOBAL_RATE_LIMIT_PER_MINUTE,
    });

  registerRoute(app, apiRoutes.addresses.list, async (request) => {
    return (await listAddresses(app.db, request.customer.idcliente)).map(toEndereco);
  });

  registerRoute(app, apiRoutes.addresses.create, async (request) => {
    // Addresses belong to the customer; the tags of the supplier of the session decide.
    const supplier = await findTenant(app.db, request.customer.idfornecedor);
    return toEndereco(
      await createAddress(app.db, request.customer.idcliente, toAddressInput(request.body), {
        tags: supplier?.tags ?? [],
      }),
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

  registerRoute(app, apiRoutes.addresses.billing, async (request) => {
    const { idcliente } = request.customer;
    const address = await findAddress(app.db, idcliente, request.params.idendereco);
    if (!address) throw new NotFoundError(APP_MSG.addressNotFound);
    return toEnderecoFaturamento(await findBillingAddress(app.db, idcliente), address);
  });

  registerRoute(
    app,
    apiRoutes.addresses.cep,
    async (request, reply) => {
      try {
        return await lookup.cep(request.params.cep);
      } catch (error) {
        if (!(error instanceof CepServiceUnavailableError)) throw error;
        request.log.warn({ err: error.cause ?? error }, 'CEP service unavailable');
        // 502: the upstream CEP service failed, not this API; the form stays usable by hand.
        return reply.status(502).send({ mensagem: ADDRESS_MSG.cepServiceUnavailable });
      }
    },
    { onRequest: [lookupLimits('cep-lookup')] },
  );

  registerRoute(app, apiRoutes.addresses.geocode, async (request) => lookup.locate(request.query), {
    onRequest: [lookupLimits('geocode')],
  });
}
