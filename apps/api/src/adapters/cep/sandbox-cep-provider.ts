import { capitalOfCep } from './cep-ranges.ts';
import type { CepAddress, CepProvider } from './cep-provider.ts';
import { SANDBOX_CEPS } from './sandbox-ceps.ts';
import { saoPauloPoint } from './sandbox-sao-paulo-points.ts';

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
 * the customer to type (in São Paulo city, the point of its CEP sector or region); anything
 * else is unknown (null).
 */
export function createSandboxCepProvider(): CepProvider {
  return {
    lookup(cep) {
      const known = BY_CEP.get(cep);
      if (known) return Promise.resolve({ ...known });
      const capital = capitalOfCep(cep);
      if (!capital) return Promise.resolve(null);
      // São Paulo city: the CEP's sector or region rather than the city centre.
      const near = capital.uf === 'SP' ? saoPauloPoint(cep) : null;
      return Promise.resolve({ cep, rua: '', bairro: '', ...capital, ...(near ?? {}) });
    },
  };
}
