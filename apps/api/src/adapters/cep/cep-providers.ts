import { createBrasilApiCepProvider } from './brasilapi-cep-provider.ts';
import type { CepProvider } from './cep-provider.ts';
import { createSandboxCepProvider } from './sandbox-cep-provider.ts';

/** What selects and configures the CEP provider (config.ts: CEP_PROVIDER, BRASILAPI_URL, CEP_TIMEOUT_MS). */
export interface CepProviderConfig {
  CEP_PROVIDER: 'sandbox' | 'brasilapi';
  BRASILAPI_URL: string;
  CEP_TIMEOUT_MS: number;
}

/** The configured CEP provider: the offline sandbox (default) or BrasilAPI. */
export function createCepProvider(config: CepProviderConfig): CepProvider {
  return config.CEP_PROVIDER === 'brasilapi'
    ? createBrasilApiCepProvider({
        baseUrl: config.BRASILAPI_URL,
        timeoutMs: config.CEP_TIMEOUT_MS,
      })
    : createSandboxCepProvider();
}
