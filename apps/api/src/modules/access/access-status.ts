import type { AcessoCliente, TermosSituacao } from '@vitrine/contract';
import {
  isAwaitingApproval,
  orderingRefusal,
  priceVisibility,
  termsAccepted,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors/app-errors.ts';
import { APP_MSG } from '@vitrine/domain';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { currentTermsVersion } from '../terms/terms-repository.ts';
import { findRegistrationAccess, type RegistrationAccess } from './access-repository.ts';

/** The terms part of the access state, from the registration and the current version. */
export function termsSituation(
  registration: Pick<RegistrationAccess, 'termosusoVersao' | 'termosusoAceitosEm'>,
  versaoArquivo: number | null,
): TermosSituacao {
  return {
    versaoArquivo,
    versaoAceita: registration.termosusoVersao,
    aceitoEm: registration.termosusoAceitosEm?.toISOString() ?? null,
    pendente: !termsAccepted(versaoArquivo, registration.termosusoVersao),
  };
}

/**
 * The customer's access state at the supplier: approval ('Cadastro em análise' when awaiting),
 * confirmation, price visibility, the ordering gate's answer and the terms state.
 * @throws NotFoundError when the customer has no registration at the supplier.
 * @see spec §4 Login 3–4 and Session check, §5 terms, §6 tags
 */
export async function accessStatus(
  db: DbOrTx,
  idcliente: number,
  supplier: Tenant,
): Promise<AcessoCliente> {
  const [registration, versaoArquivo] = await Promise.all([
    findRegistrationAccess(db, idcliente, supplier.idfornecedor),
    currentTermsVersion(db, supplier.idfornecedor),
  ]);
  if (!registration) throw new NotFoundError(APP_MSG.notFound);
  const aguardando = isAwaitingApproval(supplier.tags, registration.cadastroAprovado);
  return {
    cadastro_aprovado: !aguardando,
    cadastro_confirmado: registration.cadastroConfirmado,
    aguardando_aprovacao: aguardando,
    precos: priceVisibility(supplier.tags, {
      kind: 'customer',
      cadastroAprovado: registration.cadastroAprovado,
    }),
    bloqueioPedido: orderingRefusal({
      supplierTags: supplier.tags,
      cadastroAprovado: registration.cadastroAprovado,
      currentTermsVersion: versaoArquivo,
      acceptedTermsVersion: registration.termosusoVersao,
    }),
    termos: termsSituation(registration, versaoArquivo),
  };
}
