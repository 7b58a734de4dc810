import type { LatLng } from '@vitrine/domain';

/**
 * Sandbox data: approximate points of São Paulo city's CEP sectors (5 digits) and regions
 * (2 digits), so the offline provider places a CEP of the city that its dataset does not list
 * near its district rather than at the city centre (distances to pickup stores stay sensible).
 */

/** CEP 5-digit sectors → a point in that sector. */
export const SAO_PAULO_SECTORS: Readonly<Record<string, LatLng>> = {
  '01310': { lat: -23.5614, lng: -46.6559 }, // Av. Paulista
  '01311': { lat: -23.5649, lng: -46.6527 },
  '01001': { lat: -23.5503, lng: -46.6339 }, // Sé
  '01302': { lat: -23.5526, lng: -46.6528 }, // Consolação
  '01504': { lat: -23.5676, lng: -46.6249 }, // Cambuci
  '01525': { lat: -23.5708, lng: -46.6233 },
  '03103': { lat: -23.5583, lng: -46.6052 }, // Mooca
  '03164': { lat: -23.5547, lng: -46.5934 },
  '04538': { lat: -23.5855, lng: -46.6782 }, // Itaim Bibi
  '04094': { lat: -23.6048, lng: -46.6634 }, // Moema
  '05401': { lat: -23.5639, lng: -46.6824 }, // Pinheiros
  '05435': { lat: -23.5558, lng: -46.6896 }, // Vila Madalena
  '05508': { lat: -23.5613, lng: -46.7307 }, // Butantã / USP
  '02012': { lat: -23.5023, lng: -46.6249 }, // Santana
  '03310': { lat: -23.5436, lng: -46.5757 }, // Tatuapé
};

/** CEP 2-digit regions of São Paulo city → a rough centre (used when the sector is unknown). */
export const SAO_PAULO_REGIONS: Readonly<Record<string, LatLng>> = {
  '01': { lat: -23.5505, lng: -46.6433 }, // centro
  '02': { lat: -23.4917, lng: -46.6206 }, // zona norte
  '03': { lat: -23.5479, lng: -46.5716 }, // zona leste
  '04': { lat: -23.6172, lng: -46.6586 }, // zona sul
  '05': { lat: -23.5569, lng: -46.7231 }, // zona oeste
  '08': { lat: -23.5412, lng: -46.4531 }, // zona leste (extremo)
};

/** The approximate point of a São Paulo city CEP (8 digits); null outside the city's regions. */
export function saoPauloPoint(cep: string): LatLng | null {
  return SAO_PAULO_SECTORS[cep.slice(0, 5)] ?? SAO_PAULO_REGIONS[cep.slice(0, 2)] ?? null;
}
