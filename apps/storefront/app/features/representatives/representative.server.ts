import { redirect, redirectDocument } from 'react-router';
import { apiRoutes, type ClienteVinculado, type Fornecedor } from '@vitrine/contract';
import { ApiError, callApi } from '~/lib/api.server';
import { clientAddressHeaders } from '~/lib/client-address.server';
import {
  authOf,
  commitAuth,
  commitRepresentative,
  destroyAuth,
  destroyRepresentative,
  getRepresentative,
  type AuthSession,
  type RepresentativeAuth,
} from '~/lib/session.server';

/** The representative of the request at this supplier, with the portfolio; null when none. */
export async function representativeArea(
  request: Request,
  fornecedor: Fornecedor,
): Promise<{ rep: RepresentativeAuth; clientes: ClienteVinculado[] } | null> {
  const rep = await getRepresentative(request);
  if (!rep || rep.idfornecedor !== fornecedor.idfornecedor) return null;
  try {
    const { clientes } = await callApi(
      apiRoutes.representatives.portfolio,
      { params: { idusuario: rep.idusuario, idfornecedor: rep.idfornecedor } },
      { auth: { token: rep.tokenRepresentante, idcliente: 0 } },
    );
    return { rep, clientes };
  } catch (error) {
    // An ended representative session: the page asks to log in again.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * The representative's actions on `/{slug}/consultor`: login (own credentials; the
 * tokenRepresentante goes to its httpOnly cookie), access (act as a client of the portfolio: the
 * customer session replaces the auth cookie, then the store's home) and logout.
 * @returns a redirect, or `{ mensagem }` with the API's pt-BR refusal.
 */
export async function representativeAction(
  request: Request,
  fornecedor: Fornecedor,
  auth: AuthSession | null,
): Promise<Response | { mensagem: string }> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const here = `/${fornecedor.slug}/consultor`;
  try {
    if (intent === 'login') {
      const rep = await callApi(
        apiRoutes.representatives.login,
        {
          body: {
            cpf: String(form.get('email') ?? ''),
            senha: String(form.get('senha') ?? ''),
            idfornecedor: fornecedor.idfornecedor,
            loginAsRepresentante: true,
          },
        },
        { headers: clientAddressHeaders(request) },
      );
      const cookie = await commitRepresentative({
        idusuario: rep.idusuario,
        nome: rep.nome,
        idfornecedor: rep.idfornecedor,
        tokenRepresentante: rep.tokenRepresentante,
      });
      return redirectDocument(here, { headers: { 'Set-Cookie': cookie } });
    }
    const rep = await getRepresentative(request);
    if (intent === 'logout') {
      const headers = new Headers({ 'Set-Cookie': await destroyRepresentative() });
      if (auth?.papel === 'representante') headers.append('Set-Cookie', await destroyAuth());
      return redirectDocument(`/${fornecedor.slug}`, { headers });
    }
    if (intent === 'access' && rep) {
      const usuario = await callApi(
        apiRoutes.representatives.access,
        { params: { idcliente: Number(form.get('idcliente')) } },
        { auth: { token: rep.tokenRepresentante, idcliente: 0 } },
      );
      return redirectDocument(`/${fornecedor.slug}`, {
        headers: { 'Set-Cookie': await commitAuth(authOf(usuario)) },
      });
    }
    return redirect(here);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return redirect(`/${fornecedor.slug}/erro/too-many-request`);
    if (error instanceof ApiError && error.status < 500) return { mensagem: error.message };
    throw error;
  }
}
