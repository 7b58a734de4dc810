import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { VerificationForm } from '~/features/accounts/verification-form';
import { verificationAction } from '~/features/accounts/verification.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/verification';

/**
 * `/:fornecedor/confirmar-cadastro` — "Confirme seu cadastro": a verification code by e-mail or
 * SMS, typed here (spec §7 GET /v4/verificacao/enviar-verificacao, issue 11 §1, ADR 0029).
 */
export async function loader({ context }: Route.LoaderArgs) {
  // A buyer logged in at this supplier, and whether the registration is confirmed already: the
  // layout's one API call already carries the access state.
  const sessao = await context.get(storefrontContext).session();
  const acesso = sessao?.cliente ? sessao.acesso : null;
  return { logado: acesso !== null, confirmado: acesso?.cadastro_confirmado ?? false };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const store = context.get(storefrontContext);
  const [fornecedor, auth] = await Promise.all([store.supplier(), store.auth()]);
  return verificationAction(request, auth, fornecedor.idfornecedor);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(ACCOUNTS_TEXT.verifyTitle, matches) }];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function Verification({ loaderData, params }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold">{ACCOUNTS_TEXT.verifyTitle}</h1>
      <VerificationForm
        slug={params.fornecedor}
        logado={loaderData.logado}
        confirmado={loaderData.confirmado}
      />
    </main>
  );
}
