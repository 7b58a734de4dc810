import { capitalOfCep } from './cep-ranges.ts';
import type { CepAddress, CepProvider } from './cep-provider.ts';
import { SANDBOX_CEPS } from './sandbox-ceps.ts';

const BY_CEP = new Map<string, CepAddress>(
  SANDBOX_CEPS.map(([cep, rua, bairro, cidade, uf, lat, lng]) => [
    cep,
    { cep, rua, bairro, cidade, uf, lat, lng },
  ]),
);

/**
 * The offline CEP provider of the embedded default and the tests (no network): a CEP of its
 * dataset gets its street, district, city, UF and coordinates; another CEP inside a state
 * capital's range gets that city, its UF and the city centre, street and district empty for
 * the customer to type; anything else is unknown (null).
 */
export function createSandboxCepProvider(): CepProvider {
  return {
    lookup(cep) {
      const known = BY_CEP.get(cep);
      if (known) return Promise.resolve({ ...known });
      const capital = capitalOfCep(cep);
      return Promise.resolve(capital ? { cep, rua: '', bairro: '', ...capital } : null);
    },
  };
}
