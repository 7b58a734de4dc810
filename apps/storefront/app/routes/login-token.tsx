import { data, Link } from 'react-router';
import { ROLES_TEXT } from '@vitrine/domain/roles-messages';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { exchangeLoginToken } from '~/features/login-tokens/login-token.server';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/login-token';

/**
 * `/{slug}/login-token/{logintoken}/{loginemail}` (spec §2 Routes, §4 Login 5): logs the buyer in
 * with a single-use token and goes to the page after login; a bad, used or expired token shows
 * 'Falha ao logar usuário vai token'. Never cached: a token is used once.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const fornecedor = await context.get(storefrontContext).supplier();
  const result = await exchangeLoginToken(
    request,
    fornecedor,
    params.logintoken,
    params.loginemail,
  );
  if (result instanceof Response) return result;
  return data(result, { status: 401, headers: { 'Cache-Control': 'no-store' } });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(ROLES_TEXT.loginTokenTitle, matches) }];
}

export default function LoginToken({ loaderData, params }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{ROLES_TEXT.loginTokenTitle}</h1>
      <p role="alert" className="mx-auto mt-3 max-w-prose text-red-700">
        {loaderData.mensagem}
      </p>
      <Link
        to={`/${params.fornecedor}`}
        className="mt-6 inline-block rounded-md bg-primary px-5 py-3 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {UI_TEXT.backToStore}
      </Link>
    </main>
  );
}
