/**
 * The CEP port (ARCHITECTURE.md §2 adapters): finds the street, district, city and UF of a
 * Brazilian CEP for the "Novo endereço" autocomplete (spec §3 Address, §5 cep rule). The
 * embedded default and the tests use the offline sandbox; production may use BrasilAPI
 * (`CEP_PROVIDER=brasilapi`).
 */

/** An address found by CEP. `rua`/`bairro` are empty for a CEP that only names a city. */
export interface CepAddress {
  /** 8 digits, no dash. */
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  /** Two upper-case letters. */
  uf: string;
  /** Degrees (WGS 84), null when the provider does not know them. */
  lat: number | null;
  lng: number | null;
}

/** Looks CEPs up. */
export interface CepProvider {
  /**
   * The address of `cep` (8 digits, no dash).
   * @returns null when no such CEP exists.
   * @throws CepServiceUnavailableError when the service cannot be reached or answers garbage.
   */
  lookup(cep: string): Promise<CepAddress | null>;
}

/** The CEP service could not answer (network, timeout, 5xx, unreadable reply). */
export class CepServiceUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('CEP service unavailable', options);
    this.name = 'CepServiceUnavailableError';
  }
}
