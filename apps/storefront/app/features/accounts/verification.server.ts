import { data } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { ACCOUNTS_MSG } from '@vitrine/domain/accounts/accounts-messages';
import { isVerificationCodeShape } from '@vitrine/domain/accounts/verification-code';
import { AUTH_TEXT } from '@vitrine/domain/auth-messages';
import { ApiError, callApi } from '~/lib/api.server';
import { clientAddressHeaders } from '~/lib/client-address.server';
import type { AuthSession } from '~/lib/session.server';

/** What the verification page's action answers its form. */
export type VerificationResult =
  | { intent: 'enviar'; ok: true; mensagem: string }
  | { intent: 'confirmar'; ok: true; mensagem: string }
  | { intent: string; ok: false; mensagem: string; campo: 'codigo' | null };

/**
 * The verification page's form, for the logged-in customer at this supplier (ids from the
 * session, never from the form; spec §7 GET /v4/verificacao/enviar-verificacao, ADR 0029):
 * intent=enviar sends a code by `canal` (email | sms); intent=confirmar checks `codigo` (six
 * digits). Refusals come back with the API's pt-BR text — wrong code, expired or used code,
 * attempts exhausted, too many codes (429) — else 'Não foi possível concluir a verificação…'.
 */
export async function verificationAction(
  request: Request,
  auth: AuthSession | null,
  idfornecedor: string,
) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const fail = (mensagem: string, campo: 'codigo' | null = null, status = 400) =>
    data<VerificationResult>({ intent, ok: false, mensagem, campo }, { status });
  if (!auth) return fail(ACCOUNTS_MSG.verificationLoginFirst, null, 401);
  const headers = clientAddressHeaders(request);
  try {
    if (intent === 'enviar') {
      const canal = form.get('canal') === 'sms' ? 'sms' : 'email';
      const reply = await callApi(
        apiRoutes.accounts.sendVerification,
        { query: { canal, idcliente: auth.idcliente, idfornecedor, fonte: 'storefront' } },
        { headers },
      );
      return data<VerificationResult>({ intent, ok: true, mensagem: reply.mensagem });
    }
    if (intent === 'confirmar') {
      const codigo = String(form.get('codigo') ?? '').replace(/\s/g, '');
      if (!isVerificationCodeShape(codigo))
        return fail(ACCOUNTS_MSG.verificationCodeShape, 'codigo');
      const reply = await callApi(
        apiRoutes.accounts.confirmVerification,
        { body: { idcliente: auth.idcliente, idfornecedor, codigo } },
        { headers },
      );
      return data<VerificationResult>({ intent, ok: true, mensagem: reply.mensagem });
    }
    return fail(AUTH_TEXT.invalidAction);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return fail(
        error.body?.mensagem ? error.message : ACCOUNTS_MSG.verificationFailed,
        intent === 'confirmar' ? 'codigo' : null,
        error.status,
      );
    if (error instanceof ApiError || error instanceof TypeError)
      return fail(ACCOUNTS_MSG.verificationFailed, null, 503);
    throw error;
  }
}
