import { SANDBOX_COMPANIES } from './sandbox-companies.ts';
import type { TaxRegistry } from './tax-registry.ts';
import { generatedCompany } from './sandbox-generated-company.ts';

/** The offline registry of the embedded default and the tests (TAX_REGISTRY=sandbox, ADR 0027). */
export function createSandboxTaxRegistry(): TaxRegistry {
  const byCnpj = new Map(SANDBOX_COMPANIES.map((c) => [c.cnpj, c]));
  return {
    async lookupCnpj(cnpj) {
      const found = byCnpj.get(cnpj);
      return found ? structuredClone(found) : generatedCompany(cnpj);
    },
  };
}
