import { useFetcher } from 'react-router';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { NewPasswordFields } from './new-password-fields';
import { GoToLoginButton } from './go-to-login-button';
import type { AccountResult } from './account-result';
import { buttonClass } from './styles';

/** The new-password form of the recovery link (issue 11 §1): password twice, then log in. */
export function ResetPasswordForm({ slug, token }: { slug: string; token: string }) {
  const fetcher = useFetcher<AccountResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  if (result?.ok)
    return (
      <div className="mt-6 space-y-4" role="status">
        <p className="font-medium">{result.mensagem}</p>
        <GoToLoginButton />
      </div>
    );
  const error = result && !result.ok ? result : null;
  return (
    <fetcher.Form method="post" action={`/${slug}/conta`} className="mt-6 space-y-4" noValidate>
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields name="novaSenha" error={error} />
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {error && error.campo !== 'novaSenha' && error.campo !== 'confirmacao'
          ? error.mensagem
          : null}
      </p>
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? ACCOUNTS_TEXT.submitting : ACCOUNTS_TEXT.resetSubmit}
      </button>
    </fetcher.Form>
  );
}
