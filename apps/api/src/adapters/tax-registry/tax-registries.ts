import { createBrasilApiTaxRegistry } from './brasilapi-tax-registry.ts';
import { createSandboxTaxRegistry } from './sandbox-tax-registry.ts';
import type { TaxRegistry } from './tax-registry.ts';

/** What selects and configures the tax registry (config.ts: TAX_REGISTRY, BRASILAPI_URL, TAX_REGISTRY_TIMEOUT_MS). */
export interface TaxRegistryConfig {
  TAX_REGISTRY: 'sandbox' | 'brasilapi';
  BRASILAPI_URL: string;
  TAX_REGISTRY_TIMEOUT_MS: number;
}

/** The configured tax registry: the offline sandbox (default) or BrasilAPI. */
export function createTaxRegistry(config: TaxRegistryConfig): TaxRegistry {
  return config.TAX_REGISTRY === 'brasilapi'
    ? createBrasilApiTaxRegistry({
        baseUrl: config.BRASILAPI_URL,
        timeoutMs: config.TAX_REGISTRY_TIMEOUT_MS,
      })
    : createSandboxTaxRegistry();
}
