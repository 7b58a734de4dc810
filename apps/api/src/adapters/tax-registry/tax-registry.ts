import type { SituacaoCadastral } from '@vitrine/domain';

/**
 * The tax-registry port (ARCHITECTURE.md §2 adapters): a company's data at the Receita Federal
 * by CNPJ, for the registration form (issue 11 §1, spec §7 dados-receita). The embedded default
 * and the tests use the offline sandbox (`TAX_REGISTRY=sandbox`); production may use BrasilAPI
 * (`TAX_REGISTRY=brasilapi`). There is no public CPF registry: CPFs are only validated.
 */

/** A company's address as the registry has it. `cep` is 8 digits. */
export interface EnderecoReceita {
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  municipio: string;
  /** Two upper-case letters. */
  uf: string;
  cep: string;
}

/** A company found by CNPJ. */
export interface EmpresaReceita {
  /** 14 digits. */
  cnpj: string;
  razao_social: string;
  /** Empty when the company has no trade name. */
  nome_fantasia: string;
  situacao: SituacaoCadastral;
  endereco: EnderecoReceita;
  /** Registry's activity start (YYYY-MM-DD), when known. */
  data_inicio_atividade: string | null;
}

/** Looks companies up by CNPJ. */
export interface TaxRegistry {
  /**
   * The company of `cnpj` (14 digits with valid check digits).
   * @returns null when the registry has no such CNPJ.
   * @throws TaxRegistryUnavailableError when the service cannot be reached or answers garbage.
   */
  lookupCnpj(cnpj: string): Promise<EmpresaReceita | null>;
}

/** The tax registry could not answer (network, timeout, 5xx, unreadable reply). */
export class TaxRegistryUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Tax registry unavailable', options);
    this.name = 'TaxRegistryUnavailableError';
  }
}
