import { data, Form, Link, useNavigation } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { ROLES_TEXT } from '@vitrine/domain/roles-messages';
import { NewPasswordFields } from '~/features/accounts/new-password-fields';
import { ApiError, callApi } from '~/lib/api.server';
import { clientAddressHeaders } from '~/lib/client-address.server';
import { pageTitle } from '~/lib/page-title';
import { assertSameOrigin } from '~/lib/same-origin.server';
import type { Route } from './+types/invitation';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(ROLES_TEXT.invitationTitle, matches) },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

type Result = { ok: boolean; mensagem: string };

/** `/{slug}/convite/{token}` — a new linked user sets the password from the e-mailed link. */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const senha = String(form.get('senha') ?? '');
  if (senha !== String(form.get('confirmacao') ?? ''))
    return data<Result>({ ok: false, mensagem: ROLES_TEXT.passwordsDiffer }, 400);
  try {
    const reply = await callApi(
      apiRoutes.linkedUsers.acceptInvitation,
      { body: { token: params.token, senha } },
      { headers: clientAddressHeaders(request) },
    );
    return data<Result>({ ok: true, mensagem: reply.mensagem });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data<Result>({ ok: false, mensagem: error.message }, error.status);
    throw error;
  }
}

export default function Invitation({ actionData, params }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold">{ROLES_TEXT.invitationTitle}</h1>
      {actionData?.ok ? (
        <>
          <p role="status" className="text-green-800">
            {actionData.mensagem}
          </p>
          <Link
            to={`/${params.fornecedor}`}
            className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-semibold text-primary-fg"
          >
            {ROLES_TEXT.goToStore}
          </Link>
        </>
      ) : (
        <Form method="post" className="grid gap-3">
          <p className="text-sm text-black/70">{ROLES_TEXT.invitationIntro}</p>
          {actionData && (
            <p role="alert" className="text-red-700">
              {actionData.mensagem}
            </p>
          )}
          <NewPasswordFields name="senha" label={ROLES_TEXT.passwordLabel} />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
          >
            {busy ? ROLES_TEXT.sending : ROLES_TEXT.setPasswordButton}
          </button>
        </Form>
      )}
    </main>
  );
}
