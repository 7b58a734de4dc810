import { Form, useNavigation } from 'react-router';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import UserCheck from 'lucide-react/icons/user-check';
import type { ClienteVinculado } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { ROLES_TEXT } from '@vitrine/domain/roles-messages';
import { Field, inputClass } from '~/components/ui/field';
import { formatCpfCnpj } from './document-mask';

const buttonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60';

/** The representative's login form (spec §6: a separate representative authentication). */
export function RepresentativeLogin({ mensagem }: { mensagem: string | null }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold">{ROLES_TEXT.repTitle}</h1>
      <p className="text-sm text-black/70">{ROLES_TEXT.repLoginIntro}</p>
      {mensagem && (
        <p role="alert" className="text-red-700">
          {mensagem}
        </p>
      )}
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="login" />
        <Field label={ROLES_TEXT.repEmailLabel}>
          {({ id }) => (
            <input
              id={id}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="username"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={ROLES_TEXT.passwordLabel}>
          {({ id }) => (
            <input
              id={id}
              name="senha"
              type="password"
              required
              maxLength={256}
              autoComplete="current-password"
              className={inputClass}
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={busy}
          className={`${buttonClass} bg-primary text-primary-fg`}
        >
          <LogIn aria-hidden className="h-4 w-4" />
          {busy ? ROLES_TEXT.sending : ROLES_TEXT.repLoginButton}
        </button>
      </Form>
    </main>
  );
}

/**
 * 'Escolha o cliente' (spec §6): the representative's portfolio, one button per client; the
 * client being served is marked.
 */
export function RepresentativePortfolio({
  nome,
  clientes,
  atual,
  mensagem,
}: {
  nome: string;
  clientes: ClienteVinculado[];
  atual: number | null;
  mensagem: string | null;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main className="mx-auto grid w-full max-w-[1440px] gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">{MSG.chooseCustomer}</h1>
          <p className="text-sm text-black/65">{ROLES_TEXT.repGreeting(nome)}</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className={`${buttonClass} border border-black/20`}>
            <LogOut aria-hidden className="h-4 w-4" />
            {ROLES_TEXT.repLogout}
          </button>
        </Form>
      </div>
      {mensagem && (
        <p role="alert" className="text-red-700">
          {mensagem}
        </p>
      )}
      {clientes.length === 0 ? (
        <p className="text-black/70">{ROLES_TEXT.portfolioEmpty}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={MSG.chooseCustomer}>
          {clientes.map((c) => (
            <li
              key={c.idcliente}
              className="flex items-center justify-between gap-2 rounded-lg border border-black/10 bg-white p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {c.nome}
                  {atual === c.idcliente && (
                    <span className="ml-2 rounded bg-primary/15 px-2 py-0.5 text-xs">
                      {ROLES_TEXT.currentClient}
                    </span>
                  )}
                </p>
                {c.cpf && <p className="text-sm text-black/65">{formatCpfCnpj(c.cpf)}</p>}
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="access" />
                <input type="hidden" name="idcliente" value={c.idcliente} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={ROLES_TEXT.serveLabel(c.nome)}
                  className={`${buttonClass} bg-primary text-primary-fg`}
                >
                  <UserCheck aria-hidden className="h-4 w-4" />
                  {ROLES_TEXT.serveButton}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
