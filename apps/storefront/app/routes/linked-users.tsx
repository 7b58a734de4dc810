import { data } from 'react-router';
import { apiRoutes, type UsuarioVinculado } from '@vitrine/contract';
import { AUTH_TEXT } from '@vitrine/domain/auth-messages';
import { ROLES_MSG, ROLES_TEXT } from '@vitrine/domain/roles-messages';
import { LoginRequired } from '~/components/ui/login-required';
import {
  LinkedUsersPage,
  type LinkedUsersActionResult,
} from '~/features/linked-users/linked-users-page';
import { ApiError, callApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/linked-users';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(ROLES_TEXT.linkedUsersTitle, matches) },
  { name: 'robots', content: 'noindex' },
];

/**
 * `/{slug}/usuarios` — the main customer's linked users (`POST /v1/app/{x}/usuario/{y}/usuarios`).
 * `usuarios` null for a visitor; `proibido` for a linked user, representative or integration
 * (the API's 403: only the main customer manages linked users).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const auth = await context.get(storefrontContext).auth();
  if (!auth) return { usuarios: null, proibido: null };
  try {
    const { usuarios } = await callApi(
      apiRoutes.linkedUsers.list,
      { params: { idcliente: auth.idcliente } },
      { auth },
    );
    return { usuarios: usuarios as UsuarioVinculado[] | null, proibido: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { usuarios: null, proibido: null };
    if (error instanceof ApiError && error.status === 403)
      return { usuarios: null, proibido: error.message };
    throw error;
  }
}

/** intent=register (email, nome) → invitation e-mailed; intent=remove (idusuariovinculado). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const auth = await context.get(storefrontContext).auth();
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (!auth) throw new Response(AUTH_TEXT.invalidAction, { status: 401 });
  try {
    if (intent === 'register') {
      const nome = String(form.get('nome') ?? '').trim();
      const reply = await callApi(
        apiRoutes.linkedUsers.register,
        {
          params: { idcliente: auth.idcliente },
          body: { email: String(form.get('email') ?? ''), ...(nome ? { nome } : {}) },
        },
        { auth },
      );
      return data<LinkedUsersActionResult>({ ok: true, mensagem: reply.mensagem, intent });
    }
    if (intent === 'remove') {
      await callApi(
        apiRoutes.linkedUsers.remove,
        {
          params: {
            idcliente: auth.idcliente,
            idusuariovinculado: Number(form.get('idusuariovinculado')),
          },
        },
        { auth },
      );
      return data<LinkedUsersActionResult>({ ok: true, mensagem: ROLES_TEXT.removed, intent });
    }
    throw new Response(AUTH_TEXT.invalidAction, { status: 400 });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data<LinkedUsersActionResult>({ ok: false, mensagem: error.message, intent }, 400);
    throw error;
  }
}

export default function LinkedUsers({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.proibido)
    return (
      <main className="mx-auto max-w-[1440px] px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{ROLES_TEXT.linkedUsersTitle}</h1>
        <p role="alert" className="mt-3 text-red-700">
          {loaderData.proibido ?? ROLES_MSG.onlyMainCustomerManagesUsers}
        </p>
      </main>
    );
  if (!loaderData.usuarios)
    return (
      <LoginRequired title={ROLES_TEXT.linkedUsersTitle} message={ROLES_TEXT.linkedUsersIntro} />
    );
  return <LinkedUsersPage usuarios={loaderData.usuarios} result={actionData} />;
}
