import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '~/lib/toast';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { TextField } from '~/components/ui/field';
import type { AccountResult } from './account-result';
import { AccountDialog } from './account-dialog';
import { buttonClass } from './styles';

/**
 * "Alterar e-mail e senha" (spec §7 PUT /v1/app/usuario/{a}): the current password proves the
 * change; a new password ends the other sessions. Failure: the API's text, else 'Erro tentando
 * atualizado usuário. Tente novamente mais tarde'; success: 'Cadastro atualizado' (toast).
 */
export function UpdateUserDialog({
  slug,
  open,
  onOpenChange,
}: {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<AccountResult>();
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result?.ok) return;
    toast.success(result.mensagem);
    onOpenChange(false);
    // Once per reply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, fetcher.state]);
  const error = result && !result.ok ? result : null;
  const fieldError = (campo: string) => (error?.campo === campo ? error.mensagem : undefined);
  return (
    <AccountDialog open={open} onOpenChange={onOpenChange} title={ACCOUNTS_TEXT.updateUserTitle}>
      <fetcher.Form method="post" action={`/${slug}/conta`} className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="update-user" />
        <TextField
          label={ACCOUNTS_TEXT.email}
          name="email"
          type="email"
          autoComplete="email"
          error={fieldError('email')}
        />
        <TextField
          label={ACCOUNTS_TEXT.newPassword}
          name="novaSenha"
          type="password"
          autoComplete="new-password"
          hint={ACCOUNTS_TEXT.passwordHint}
          error={fieldError('novaSenha')}
        />
        <TextField
          label={ACCOUNTS_TEXT.confirmPassword}
          name="confirmacao"
          type="password"
          autoComplete="new-password"
          error={fieldError('confirmacao')}
        />
        <TextField
          label={ACCOUNTS_TEXT.currentPassword}
          name="senha"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError('senha')}
        />
        <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
          {error && !['email', 'novaSenha', 'confirmacao', 'senha'].includes(error.campo ?? '')
            ? error.mensagem
            : null}
        </p>
        <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClass}>
          {fetcher.state !== 'idle' ? ACCOUNTS_TEXT.submitting : ACCOUNTS_TEXT.save}
        </button>
      </fetcher.Form>
    </AccountDialog>
  );
}
