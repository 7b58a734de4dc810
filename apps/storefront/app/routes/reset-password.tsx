import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { ResetPasswordForm } from '~/features/accounts/reset-password-form';
import { pageTitle } from '~/lib/page-title';
import type { Route } from './+types/reset-password';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(ACCOUNTS_TEXT.resetTitle, matches) },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/**
 * `/:fornecedor/redefinir-senha/:token` — the page of the link e-mailed by the recovery: a new
 * password, sent with the token to the API (single use, 30 minutes).
 */
export default function ResetPassword({ params }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold">{ACCOUNTS_TEXT.resetTitle}</h1>
      <ResetPasswordForm slug={params.fornecedor} token={params.token} />
    </main>
  );
}
