import { z } from 'zod';
import { ADDRESS_MSG, VALIDATION_MSG } from '@vitrine/domain';
import { Cep } from './common.ts';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { texto } from './text.ts';

/**
 * Public address lookups of the "Novo endereço" form: the CEP autocomplete and the geocoder
 * that places the map's pin (spec §2 "New address, with a map", §3 Address lat/lng). Both are
 * served by the API through adapters (apps/api/src/adapters/cep, …/geocoding), so the browser
 * never talks to a third-party service and the embedded default works offline.
 */

/** Path of the CEP lookup: 8 digits, dash optional. */
export const CepParams = z.object({ cep: Cep });
export type CepParams = z.infer<typeof CepParams>;

/** An address found by CEP. `rua` and `bairro` are empty for a CEP that covers a whole city. */
export const CepEndereco = z.object({
  cep: z.string().describe('8 dígitos, sem traço'),
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type CepEndereco = z.infer<typeof CepEndereco>;

const part = (max: number) => texto().trim().max(max, `Use até ${max} caracteres`).optional();

/** What the geocoder is asked to place: any of the address parts, city and UF at least. */
export const GeocodificacaoQuery = z.object({
  rua: part(120),
  numero: part(20),
  bairro: part(120),
  cidade: texto(VALIDATION_MSG.cityRequired)
    .trim()
    .min(1, VALIDATION_MSG.cityRequired)
    .max(120, VALIDATION_MSG.cityRequired),
  uf: texto(VALIDATION_MSG.ufRequired)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, VALIDATION_MSG.ufInvalid),
  cep: Cep.optional(),
});
export type GeocodificacaoQuery = z.infer<typeof GeocodificacaoQuery>;

/** Where the source of the point: the geocoding server, or the CEP's own coordinates. */
export const FONTES_GEOCODIFICACAO = ['GEOCODER', 'CEP'] as const;

/** A point on the map for an address. */
export const Geocodificacao = z.object({
  lat: z.number(),
  lng: z.number(),
  fonte: z.enum(FONTES_GEOCODIFICACAO),
});
export type Geocodificacao = z.infer<typeof Geocodificacao>;

/** The lookup calls of the route table (area `addresses`). */
export const addressLookupRoutes = {
  cep: defineRoute({
    ...routePaths.addresses.cep,
    auth: 'public',
    tags: ['Endereços'],
    summary: 'Consulta um CEP',
    description:
      'GET /v4/app/cep/{cep} — street, district, city and UF of a CEP (dash optional), with its ' +
      `coordinates when known. 404 '${ADDRESS_MSG.cepNotFound}'; 502 '${ADDRESS_MSG.cepServiceUnavailable}' ` +
      'when the CEP service cannot be reached. Rate-limited per client.',
    params: CepParams,
    reply: CepEndereco,
  }),
  geocode: defineRoute({
    ...routePaths.addresses.geocode,
    auth: 'public',
    tags: ['Endereços'],
    summary: 'Localiza um endereço no mapa',
    description:
      'GET /v4/app/geocodificacao?rua&numero&bairro&cidade&uf&cep — lat/lng of an address from the ' +
      "geocoding server (fonte 'GEOCODER'), or the CEP's coordinates when that server is disabled, " +
      `unreachable or finds nothing (fonte 'CEP'). 404 '${ADDRESS_MSG.geocodeNotFound}'. Rate-limited per client.`,
    query: GeocodificacaoQuery,
    reply: Geocodificacao,
  }),
};
