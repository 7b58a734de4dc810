import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { Fornecedor } from '@vitrine/contract';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { isAwaitingApproval } from '@vitrine/domain/approval';
import { AUTH_TEXT } from '@vitrine/domain/auth-messages';
import { MSG } from '@vitrine/domain/messages';
import { useModalStore } from '~/lib/modal-store';
import type { LoginResult } from './login-result';
import { maskLogin } from './login-input';

const inputClass =
  'h-11 w-full rounded-md border border-black/20 bg-white px-3 text-ink focus-visible:outline-2 focus-visible:outline-primary';
const buttonClass =
  'h-11 w-full rounded-md bg-primary font-semibold text-primary-fg disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * Login in two steps (spec §4 Login): e-mail or CPF/CNPJ → candidate lookup; then password →
 * authentication, done by the storefront server so the token lands in the httpOnly cookie.
 * Shows why it opened (e.g. 'Faça login para comprar'); one modal at a time (modal store).
 */
/** What the login modal hands the account forms it shows instead of the login steps. */
export interface LoginAccountFormProps {
  slug: string;
  idfornecedor: string;
  /** The login typed so far (pre-fills the document or e-mail). */
  initialLogin: string;
  /** A registration that logged in: close the modal and reload the page's data. */
  onLoggedIn: () => void;
  /** Back to the login steps. */
  onBack: () => void;
}

/** The registration and recovery forms, composed in by the route (features do not import each other). */
export interface LoginAccountForms {
  register: (props: LoginAccountFormProps) => ReactNode;
  forgot: (props: LoginAccountFormProps) => ReactNode;
}

export function LoginModal({
  fornecedor,
  accountForms,
}: {
  fornecedor: Fornecedor;
  accountForms?: LoginAccountForms;
}) {
  const active = useModalStore((s) => s.active);
  const reason = useModalStore((s) => s.reason);
  const close = useModalStore((s) => s.close);
  const lookup = useFetcher<LoginResult>();
  const auth = useFetcher<LoginResult>();
  const revalidator = useRevalidator();
  const [login, setLogin] = useState('');
  const [editing, setEditing] = useState(true);
  // The login steps, or the account forms opened from them ('Criar conta', 'Esqueci minha senha').
  const [view, setView] = useState<'login' | 'register' | 'forgot'>('login');
  const id = useId();
  const open = active === 'login';
  const found =
    !editing && lookup.data?.ok && lookup.data.step === 'lookup' ? lookup.data.nome : null;
  const loggedIn =
    auth.state === 'idle' && auth.data?.ok && auth.data.step === 'login' ? auth.data : null;
  // Spec §4 Login 3: a supplier that requires approval keeps an unapproved customer waiting.
  const pendingApproval =
    loggedIn !== null && isAwaitingApproval(fornecedor.tag, loggedIn.cadastroAprovado);
  const step: 'lookup' | 'login' | 'pending-approval' = pendingApproval
    ? 'pending-approval'
    : found !== null
      ? 'login'
      : 'lookup';
  const current = step === 'login' ? auth : lookup;
  const busy = current.state !== 'idle';
  const error = current.data && !current.data.ok ? current.data.mensagem : null;

  // Each opening starts afresh at step 1 (no name, password step or message of an earlier try).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setEditing(true);
      setLogin('');
      setView('login');
    }
  }
  useEffect(() => {
    if (!open) return;
    lookup.reset();
    auth.reset();
    // Only when the modal opens; the fetchers' reset functions are stable in practice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    // A successful login: the cookie is set; reload the page's data (cart, user) in place.
    if (!loggedIn) return;
    if (!pendingApproval) close();
    void revalidator.revalidate();
    // Runs once per login reply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn]);

  const Form = step === 'login' ? auth.Form : lookup.Form;
  const formProps: LoginAccountFormProps = {
    slug: fornecedor.slug,
    idfornecedor: fornecedor.idfornecedor,
    initialLogin: login,
    onLoggedIn: () => {
      close();
      void revalidator.revalidate();
    },
    onBack: () => setView('login'),
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={reason ? `${id}-reason` : undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 text-ink shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">
              {view === 'register'
                ? ACCOUNTS_TEXT.registerTitle
                : AUTH_TEXT.loginAt(fornecedor.nome)}
            </Dialog.Title>
            <Dialog.Close aria-label={AUTH_TEXT.close} className="rounded p-1 hover:bg-black/10">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {reason && (
            <p
              id={`${id}-reason`}
              className="mt-2 rounded-md bg-secondary/30 px-3 py-2 text-sm font-medium"
            >
              {reason}
            </p>
          )}
          {view !== 'login' && accountForms ? (
            accountForms[view](formProps)
          ) : step === 'pending-approval' ? (
            <div className="mt-4 space-y-2" role="status">
              <p className="font-semibold">{MSG.registrationUnderReview}</p>
              <p>{MSG.registrationAwaitingApproval}</p>
            </div>
          ) : (
            <Form
              onSubmit={() => step === 'lookup' && setEditing(false)}
              method="post"
              action={`/${fornecedor.slug}/entrar`}
              className="mt-4 space-y-4"
              noValidate
            >
              <input type="hidden" name="intent" value={step === 'login' ? 'login' : 'lookup'} />
              <input type="hidden" name="idfornecedor" value={fornecedor.idfornecedor} />
              <div>
                <label htmlFor={`${id}-login`} className="mb-1 block text-sm font-medium">
                  {AUTH_TEXT.loginField}
                </label>
                <input
                  id={`${id}-login`}
                  name="login"
                  required
                  autoComplete="username"
                  inputMode={/[a-z@]/i.test(login) ? 'email' : 'text'}
                  value={login}
                  readOnly={step === 'login'}
                  onChange={(e) => setLogin(maskLogin(e.target.value))}
                  aria-invalid={step === 'lookup' && !!error}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={inputClass}
                />
              </div>
              {step === 'login' && (
                <>
                  <p className="text-sm">
                    {found ? AUTH_TEXT.greetingPassword(found) : AUTH_TEXT.passwordPrompt}
                  </p>
                  <div>
                    <label htmlFor={`${id}-senha`} className="mb-1 block text-sm font-medium">
                      {AUTH_TEXT.password}
                    </label>
                    <input
                      id={`${id}-senha`}
                      name="senha"
                      type="password"
                      required
                      autoFocus
                      autoComplete="current-password"
                      aria-invalid={!!error}
                      aria-describedby={error ? `${id}-error` : undefined}
                      className={inputClass}
                    />
                  </div>
                </>
              )}
              <p
                id={`${id}-error`}
                role="alert"
                aria-live="assertive"
                className="min-h-5 text-sm font-medium text-red-700"
              >
                {error}
              </p>
              <button type="submit" disabled={busy || login.length === 0} className={buttonClass}>
                {busy ? AUTH_TEXT.wait : step === 'login' ? AUTH_TEXT.login : AUTH_TEXT.continue}
              </button>
              {step === 'login' && (
                <button
                  type="button"
                  onClick={() => setEditing(true)}
                  className="w-full text-sm underline"
                >
                  {AUTH_TEXT.useAnotherLogin}
                </button>
              )}
              {accountForms && (
                <div className="flex flex-wrap items-center justify-between gap-2 border-t border-black/10 pt-3 text-sm">
                  <button type="button" onClick={() => setView('forgot')} className="underline">
                    {ACCOUNTS_TEXT.forgotPassword}
                  </button>
                  <span>
                    {ACCOUNTS_TEXT.noAccountYet}{' '}
                    <button
                      type="button"
                      onClick={() => setView('register')}
                      className="font-semibold underline"
                    >
                      {ACCOUNTS_TEXT.createAccount}
                    </button>
                  </span>
                </div>
              )}
            </Form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
