import { useEffect } from 'react';
import { data, Outlet, redirect } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@vitrine/domain';
import { LoginModal } from '~/features/auth/login-modal';
import { CartPanel } from '~/features/cart/cart-panel';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';
import { api, ApiError, appSegment } from '~/lib/api.server';
import { destroyAuth, getAuth } from '~/lib/session.server';
import { loadSupplier } from '~/lib/supplier.server';
import { themeStyle } from '~/lib/theme';
import type { Route } from './+types/supplier-layout';

/**
 * The storefront of one supplier: resolves `:fornecedor` (slug or id), applies its theme and
 * renders header, footer, cart panel and login modal around the page. An unknown supplier goes
 * to the provider home (spec §2 routing rules). Loader data never carries a token.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const supplier = await loadSupplier(params.fornecedor);
  if (!supplier) throw redirect('/');
  const auth = await getAuth(request);
  let usuario: { idcliente: number; nome: string } | null = null;
  let sessaoExpirada = false;
  const headers = new Headers();
  if (auth && auth.idfornecedor === supplier.fornecedor.idfornecedor) {
    try {
      const cliente = await api<{ idcliente: number; nome: string }>(`/v1/app/${appSegment(auth.idcliente)}/cliente`, { auth });
      usuario = { idcliente: cliente.idcliente, nome: cliente.nome };
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) throw error;
      // Spec §4 Session check: a missing customer means the session expired → log out.
      sessaoExpirada = true;
      headers.append('Set-Cookie', await destroyAuth());
    }
  }
  return data({ ...supplier, usuario, sessaoExpirada }, { headers });
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: data.fornecedor.nome },
    { name: 'description', content: MSG.defaultPageDescription },
  ];
}

export default function SupplierLayout({ loaderData }: Route.ComponentProps) {
  const { fornecedor, categorias, rodape, usuario, sessaoExpirada } = loaderData;
  useEffect(() => {
    // A fixed id: one toast even when the effect runs twice (StrictMode, revalidation).
    if (sessaoExpirada) toast.warning(MSG.sessionExpired, { id: 'sessao-expirada' });
  }, [sessaoExpirada]);
  return (
    <div style={themeStyle(fornecedor.config.tema)} className="flex min-h-screen flex-col bg-surface text-ink">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Pular para o conteúdo
      </a>
      <SiteHeader fornecedor={fornecedor} categorias={categorias} usuario={usuario} />
      <div id="conteudo" className="flex-1">
        <Outlet />
      </div>
      <SiteFooter fornecedor={fornecedor} rodape={rodape} />
      <CartPanel />
      <LoginModal fornecedor={fornecedor} />
    </div>
  );
}
