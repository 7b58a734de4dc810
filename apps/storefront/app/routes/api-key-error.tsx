import { data, Link } from 'react-router';
import { MSG } from '@vitrine/domain/messages';
import { ROLES_TEXT } from '@vitrine/domain/roles-messages';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { takeApiKeyError } from '~/features/integrations/api-key-login.server';
import { pageTitle } from '~/lib/page-title';
import { sameOriginPath } from '~/lib/same-origin-path';
import type { Route } from './+types/api-key-error';

/**
 * `/{slug}/integracao` — where a refused api-key login by URL lands (spec §2 Query parameters,
 * §8 'Erro ao obter cliente!' or the server's message), with a link on to the page asked for.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const voltar = sameOriginPath(url.searchParams.get('voltar') ?? '', url.origin);
  const back = voltar?.startsWith(`/${params.fornecedor}`) ? voltar : `/${params.fornecedor}`;
  const error = await takeApiKeyError(request);
  return data(
    { mensagem: error?.mensagem ?? MSG.apiKeyLoginFailed, back },
    error ? { headers: { 'Set-Cookie': error.setCookie } } : undefined,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(ROLES_TEXT.apiKeyErrorTitle, matches) }];
}

export default function ApiKeyError({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{ROLES_TEXT.apiKeyErrorTitle}</h1>
      <p role="alert" className="mx-auto mt-3 max-w-prose text-red-700">
        {loaderData.mensagem}
      </p>
      <Link
        to={loaderData.back}
        className="mt-6 inline-block rounded-md bg-primary px-5 py-3 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {UI_TEXT.backToStore}
      </Link>
    </main>
  );
}
