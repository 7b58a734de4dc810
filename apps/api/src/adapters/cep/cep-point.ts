import type { LatLng } from '@vitrine/domain';
import type { CepProvider } from './cep-provider.ts';

/**
 * The point of a CEP (8 digits) from the CEP provider, for the location rules (service areas,
 * distance to stores): null when the CEP is unknown, the provider gives no coordinates, or the
 * provider cannot be reached — the callers then fall back to CEP ranges and prefixes.
 */
export async function cepPoint(provider: CepProvider, cep: string): Promise<LatLng | null> {
  try {
    const found = await provider.lookup(cep);
    return found && found.lat !== null && found.lng !== null
      ? { lat: found.lat, lng: found.lng }
      : null;
  } catch {
    return null;
  }
}
