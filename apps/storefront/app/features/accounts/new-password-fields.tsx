import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { TextField } from '~/components/ui/field';

/**
 * A new password typed twice (`{name}` and `confirmacao`), as the recovery link and the linked
 * user's invitation ask it; the rule is the domain's `passwordProblem` (8–128 characters, letters
 * and digits), checked by the API. `error` names the field it belongs to.
 */
export function NewPasswordFields({
  name,
  label = ACCOUNTS_TEXT.newPassword,
  error,
}: {
  name: string;
  label?: string;
  error?: { campo: string | null; mensagem: string } | null;
}) {
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint={ACCOUNTS_TEXT.passwordHint}
        error={error?.campo === name ? error.mensagem : undefined}
      />
      <TextField
        label={ACCOUNTS_TEXT.confirmPassword}
        name="confirmacao"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        error={error?.campo === 'confirmacao' ? error.mensagem : undefined}
      />
    </>
  );
}
