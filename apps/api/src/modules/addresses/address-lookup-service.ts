import type { FastifyBaseLogger } from 'fastify';
import { ADDRESS_MSG } from '@vitrine/domain';
import type { CepAddress, CepProvider } from '../../adapters/cep/cep-provider.ts';
import {
  GeocoderUnavailableError,
  type GeocodeQuery,
  type Geocoder,
} from '../../adapters/geocoding/geocoder.ts';
import { NotFoundError } from '../../errors/app-errors.ts';

/** A point on the map and where it came from (spec §3 Address lat/lng). */
export interface LocatedAddress {
  lat: number;
  lng: number;
  fonte: 'GEOCODER' | 'CEP';
}

/** The CEP autocomplete and the map's geocoding, over the configured adapters. */
export interface AddressLookup {
  /**
   * The address of a CEP (8 digits).
   * @throws NotFoundError 'CEP não encontrado'; CepServiceUnavailableError (the route answers 502).
   */
  cep(cep: string): Promise<CepAddress>;
  /**
   * Where an address is: the geocoder's point, or — when the geocoder is disabled, unreachable or
   * finds nothing — the coordinates of its CEP.
   * @throws NotFoundError 'Endereço não localizado no mapa' when neither gives a point.
   */
  locate(query: GeocodeQuery): Promise<LocatedAddress>;
}

/** Builds the lookups over a CEP provider and an optional geocoder. */
export function createAddressLookup(deps: {
  cep: CepProvider;
  geocoder: Geocoder | null;
  log: FastifyBaseLogger;
}): AddressLookup {
  return {
    async cep(cep) {
      const found = await deps.cep.lookup(cep);
      if (!found) throw new NotFoundError(ADDRESS_MSG.cepNotFound, 'cep');
      return found;
    },
    async locate(query) {
      if (deps.geocoder) {
        try {
          const point = await deps.geocoder.locate(query);
          if (point) return { ...point, fonte: 'GEOCODER' };
        } catch (error) {
          if (!(error instanceof GeocoderUnavailableError)) throw error;
          deps.log.warn({ err: error.cause ?? error }, 'geocoder unavailable; using the CEP');
        }
      }
      if (query.cep) {
        try {
          const byCep = await deps.cep.lookup(query.cep);
          if (byCep && byCep.lat !== null && byCep.lng !== null)
            return { lat: byCep.lat, lng: byCep.lng, fonte: 'CEP' };
        } catch (error) {
          deps.log.warn({ err: error }, 'CEP service unavailable for the map');
        }
      }
      throw new NotFoundError(ADDRESS_MSG.geocodeNotFound);
    },
  };
}
