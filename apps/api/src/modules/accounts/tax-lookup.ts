import type { DadosReceita } from '@vitrine/contract';
import { ACCOUNTS_MSG, classifyTaxId } from '@vitrine/domain';
import type { TaxRegistry } from '../../adapters/tax-registry/tax-registry.ts';
import { InvalidInputError } from '../../errors/app-errors.ts';
import { activeCompany } from './registration-service.ts';

/**
 * The tax-registry lookup of the registration form (spec §7 dados-receita): a CNPJ must exist
 * and be ATIVA; a CPF is only validated (no public CPF registry).
 * @throws InvalidInputError (400) for an invalid document; NotFoundError (404) for an unknown
 *   CNPJ; RefusedError (422) for an inactive company or an unreachable registry.
 */
export async function lookupTaxDocument(registry: TaxRegistry, doc: string): Promise<DadosReceita> {
  const found = classifyTaxId(doc);
  if (!found) throw new InvalidInputError(ACCOUNTS_MSG.documentInvalid, 'doc');
  if (found.tipo === 'CPF')
    return {
      tipo: 'CPF',
      documento: found.valor,
      razao_social: null,
      nome_fantasia: null,
      situacao: null,
      ativa: true,
      endereco: null,
      mensagem: ACCOUNTS_MSG.cpfLookupOk,
    };
  const empresa = await activeCompany(registry, found.valor);
  return {
    tipo: 'CNPJ',
    documento: empresa.cnpj,
    razao_social: empresa.razao_social,
    nome_fantasia: empresa.nome_fantasia || null,
    situacao: empresa.situacao,
    ativa: true,
    endereco: empresa.endereco,
    mensagem: null,
  };
}
