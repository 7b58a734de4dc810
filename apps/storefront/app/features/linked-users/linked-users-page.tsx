import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import Trash2 from 'lucide-react/icons/trash';
import UserPlus from 'lucide-react/icons/user-plus';
import type { UsuarioVinculado } from '@vitrine/contract';
import { ROLES_TEXT } from '@vitrine/domain/roles-messages';
import { Field, inputClass } from '~/components/ui/field';

/** What the linked-users action answers: a success or an error text (pt-BR, from the API). */
export type LinkedUsersActionResult = { ok: boolean; mensagem: string; intent: string } | undefined;

const buttonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60';

/**
 * The linked-user management screen (spec §2 Screens, §6): the main customer's linked users
 * with their invitation state, a form to register one by e-mail, and a remove button each.
 */
export function LinkedUsersPage({
  usuarios,
  result,
}: {
  usuarios: UsuarioVinculado[];
  result: LinkedUsersActionResult;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  const registered = result?.ok && result.intent === 'register';
  useEffect(() => {
    if (registered) form.current?.reset();
  }, [registered, result]);
  return (
    <main className="mx-auto grid w-full max-w-[1440px] gap-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-semibold">{ROLES_TEXT.linkedUsersTitle}</h1>
        <p className="max-w-prose text-sm text-black/65">{ROLES_TEXT.linkedUsersIntro}</p>
      </div>
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-green-800' : 'text-red-700'}
        >
          {result.mensagem}
        </p>
      )}
      <Form
        ref={form}
        method="post"
        className="grid max-w-3xl gap-3 rounded-lg border border-black/10 bg-white p-4 sm:grid-cols-[2fr_2fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="register" />
        <Field label={ROLES_TEXT.emailLabel}>
          {({ id, describedBy }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              name="email"
              type="email"
              required
              autoComplete="off"
              maxLength={254}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={ROLES_TEXT.nameLabel}>
          {({ id }) => <input id={id} name="nome" maxLength={120} className={inputClass} />}
        </Field>
        <button
          type="submit"
          disabled={busy}
          className={`${buttonClass} bg-primary text-primary-fg`}
        >
          <UserPlus aria-hidden className="h-4 w-4" />
          {busy ? ROLES_TEXT.sending : ROLES_TEXT.registerButton}
        </button>
      </Form>
      {usuarios.length === 0 ? (
        <p className="text-black/70">{ROLES_TEXT.linkedUsersEmpty}</p>
      ) : (
        <ul className="grid max-w-3xl gap-2" aria-label={ROLES_TEXT.linkedUsersTitle}>
          {usuarios.map((u) => (
            <li
              key={u.idusuario_vinculado}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-black/10 bg-white p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">{u.nome}</p>
                <p className="truncate text-sm text-black/65">{u.email}</p>
                <p className="text-xs text-black/60">
                  {u.convite_aceito ? ROLES_TEXT.invitationAccepted : ROLES_TEXT.invitationPending}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="idusuariovinculado" value={u.idusuario_vinculado} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={ROLES_TEXT.removeLabel(u.nome)}
                  className={`${buttonClass} border border-red-700 text-red-700`}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                  {ROLES_TEXT.removeButton}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
