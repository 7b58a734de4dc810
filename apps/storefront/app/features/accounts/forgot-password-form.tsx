import { useFetcher } from 'react-router';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { AUTH_TEXT } from '@vitrine/domain/auth-messages';
import { TextField } from '~/components/ui/field';
import { useState } from 'react';
import type { AccountResult } from './account-result';
import { maskLogin } from './masks';
import { buttonClass, linkButtonClass } from './styles';

/**
 * "Esqueci minha senha" (issue 11 §1): asks the login and requests the reset link. The reply is
 * the same whether or not the account exists; a failure shows 'Falha ao solicitar redefinição de
 * senha' or the API's text.
 */
export function ForgotPasswordForm({
  slug,
  idfornecedor,
  initialLogin,
  onBack,
}: {
  slug: string;
  idfornecedor: string;
  initialLogin: string;
  onBack: () => void;
}) {
  const fetcher = useFetcher<AccountResult>();
  const [login, setLogin] = useState(initialLogin);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  return (
    <div className="mt-4 space-y-4">
      <h3 className="font-semibold">{ACCOUNTS_TEXT.forgotTitle}</h3>
      {result?.ok ? (
        <p role="status" className="rounded-md bg-secondary/30 px-3 py-2 text-sm font-medium">
          {result.mensagem}
        </p>
      ) : (
        <fetcher.Form method="post" action={`/${slug}/conta`} className="space-y-4" noValidate>
          <p className="text-sm">{ACCOUNTS_TEXT.forgotHint}</p>
          <input type="hidden" name="intent" value="forgot" />
          <input type="hidden" name="idfornecedor" value={idfornecedor} />
          <TextField
            label={AUTH_TEXT.loginField}
            name="login"
            autoComplete="username"
            required
            value={login}
            onChange={(e) => setLogin(maskLogin(e.target.value))}
            error={result && !result.ok ? result.mensagem : undefined}
          />
          <button type="submit" disabled={busy || login.trim() === ''} className={buttonClass}>
            {busy ? ACCOUNTS_TEXT.submitting : ACCOUNTS_TEXT.sendLink}
          </button>
        </fetcher.Form>
      )}
      <button type="button" onClick={onBack} className={linkButtonClass}>
        {ACCOUNTS_TEXT.backToLogin}
      </button>
    </div>
  );
}
