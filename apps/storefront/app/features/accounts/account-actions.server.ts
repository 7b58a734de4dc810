import { data, redirect } from 'react-router';
import { apiRoutes, type CadastroBody } from '@vitrine/contract';
import { ACCOUNTS_MSG } from '@vitrine/domain/accounts/accounts-messages';
import { MSG } from '@vitrine/domain/messages';
import { ApiError, callApi } from '~/lib/api.server';
import { clientAddressHeaders } from '~/lib/client-address.server';
import { commitAuth, getAuth } from '~/lib/session.server';
import { storePath } from '~/lib/store-path';
import type { AccountResult } from './account-result';

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** The answered characteristics of a form: fields named `caracteristica.{id}`. */
function characteristicsOf(form: FormData): { id: number; valor: string }[] {
  const out: { id: number; valor: string }[] = [];
  for (const [name, value] of form.entries()) {
    const m = /^caracteristica\.(\d{1,9})$/.exec(name);
    if (m && typeof value === 'string') out.push({ id: Number(m[1]), valor: value });
  }
  return out;
}

/** The registration/update body of a form (the API validates every field). */
function registrationBody(form: FormData): CadastroBody {
  return {
    idfornecedor: String(form.get('idfornecedor') ?? ''),
    tipo_documento: text(form, 'tipo_documento'),
    documento: text(form, 'documento'),
    nome: text(form, 'nome'),
    email: text(form, 'email'),
    telefone: text(form, 'telefone'),
    senha: text(form, 'senha'),
    razao_social: text(form, 'razao_social'),
    nome_fantasia: text(form, 'nome_fantasia'),
    caracteristicas: characteristicsOf(form),
  };
}

/**
 * Runs one account form on the storefront server (BFF), so the tokens of a registration go
 * straight into the httpOnly cookie: register, forgot (recovery link), reset (new password by
 * link), update-profile ('Cadastro atualizado'), update-user (e-mail and password).
 * A 429 redirects to the too-many-requests page; other API refusals come back with the API's
 * pt-BR text, or the spec's fallback text (§8) when it gives none.
 */
export async function accountAction(request: Request, slug: string) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const headers = clientAddressHeaders(request);
  const fail = (mensagem: string, campo: string | null = null) =>
    data<AccountResult>({ intent, ok: false, mensagem, campo });
  try {
    switch (intent) {
      case 'register': {
        const reply = await callApi(
          apiRoutes.accounts.register,
          { body: registrationBody(form) },
          { headers },
        );
        if (reply.token === null || reply.jwttoken === null)
          return data<AccountResult>({
            intent,
            ok: true,
            pending: true,
            mensagem: reply.message_after_create ?? reply.mensagem,
          });
        const cookie = await commitAuth({
          token: reply.token,
          jwttoken: reply.jwttoken,
          idcliente: reply.idcliente,
          idfornecedor: reply.idfornecedor,
          nome: reply.nome,
        });
        return data<AccountResult>(
          { intent, ok: true, pending: false, mensagem: reply.mensagem },
          { headers: { 'Set-Cookie': cookie } },
        );
      }
      case 'forgot': {
        const login = text(form, 'login');
        if (!login) return fail(MSG.invalidCandidateLookup, 'login');
        const reply = await callApi(
          apiRoutes.accounts.recoverPassword,
          { params: { login }, query: { idfornecedor: String(form.get('idfornecedor') ?? '') } },
          { headers },
        );
        return data<AccountResult>({ intent, ok: true, mensagem: reply.mensagem });
      }
      case 'reset': {
        const novaSenha = String(form.get('novaSenha') ?? '');
        if (novaSenha !== String(form.get('confirmacao') ?? ''))
          return fail(ACCOUNTS_MSG.passwordsDiffer, 'confirmacao');
        const reply = await callApi(
          apiRoutes.accounts.resetPassword,
          { body: { token: String(form.get('token') ?? ''), novaSenha } },
          { headers },
        );
        return data<AccountResult>({ intent, ok: true, mensagem: reply.mensagem });
      }
      case 'update-profile': {
        const auth = await getAuth(request);
        if (!auth) return fail(MSG.sessionExpired);
        const reply = await callApi(
          apiRoutes.accounts.register,
          { body: registrationBody(form) },
          { headers, auth },
        );
        return data<AccountResult>({ intent, ok: true, mensagem: reply.mensagem });
      }
      case 'update-user': {
        const auth = await getAuth(request);
        if (!auth) return fail(MSG.sessionExpired);
        const novaSenha = text(form, 'novaSenha');
        if (novaSenha !== text(form, 'confirmacao'))
          return fail(ACCOUNTS_MSG.passwordsDiffer, 'confirmacao');
        const reply = await callApi(
          apiRoutes.accounts.updateUser,
          {
            params: { idcliente: auth.idcliente },
            body: {
              dadosUsuario: {
                email: text(form, 'email'),
                senha: String(form.get('senha') ?? ''),
                novaSenha,
              },
            },
          },
          { headers, auth },
        );
        return data<AccountResult>({ intent, ok: true, mensagem: reply.mensagem });
      }
      default:
        throw new Response(ACCOUNTS_MSG.documentInvalid, { status: 400 });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      throw redirect(storePath(slug, '/erro/too-many-request'));
    if (error instanceof ApiError && error.status < 500)
      return fail(error.message, error.body?.campo ?? null);
    if (error instanceof ApiError) return fail(fallbackText(intent));
    throw error;
  }
}

/** The spec's failure text of each form (§8 Login and users). */
function fallbackText(intent: string): string {
  if (intent === 'forgot' || intent === 'reset') return MSG.passwordResetFailed;
  if (intent === 'update-user' || intent === 'update-profile') return MSG.updateUserFailed;
  return MSG.registerUserFailed;
}
