import { useEffect } from 'react';
import { data, Outlet, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { toast } from '~/lib/toast';
import type { Fornecedor } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { CartButton } from '~/features/cart/cart-button';
import { CartSync } from '~/features/cart/cart-sync';
import { SearchBox } from '~/features/catalog/search-box';
import { PageContent } from '~/features/layout/page-content';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';
import { menuItemClass } from '~/features/layout/user-menu';
import { LocationBar } from '~/features/suppliers/location-bar';
import { SupplierGates } from '~/features/suppliers/supplier-gates';
import { approvalChange, layoutAccess, type LayoutAccess } from '~/features/access/access.server';
import { assertModulePage } from '~/features/access/module-gate.server';
import { useLogoutReset } from '~/features/access/use-logout-reset';
import { destroyAuth } from '~/lib/session.server';
import { storePath } from '~/lib/store-path';
import { createStorefrontRequest, storefrontContext } from '~/lib/storefront.server';
import { themeCss } from '~/lib/theme';
import { apiKeyLoginFromUrl } from '~/features/integrations/api-key-login.server';
import { ownDomainMiddleware } from '~/features/login-tokens/own-domain.server';
import { sessionRole, type SessionRole } from '~/lib/session-role';
import { AfterFirstOpen, lazyNamed } from '~/components/ui/lazy';
import type { Route } from './+types/supplier-layout';

// Loaded after the first paint, from chunks of their own (ADR 0040).
const CartPanel = lazyNamed(() => import('~/features/cart/cart-panel'), 'CartPanel');
const CouponModal = lazyNamed(() => import('~/features/cart/coupon-modal'), 'CouponModal');
const AccessGates = lazyNamed(() => import('~/features/access/access-modals'), 'AccessGates');
const AccountMenuEntries = lazyNamed(
  () => import('~/features/accounts/account-menu-entries'),
  'AccountMenuEntries',
);
const LoginModal = lazyNamed(async () => {
  const [users, { loginAccountForms }] = await Promise.all([
    import('~/features/users/login-modal'),
    import('~/features/accounts/login-account-forms'),
  ]);
  return {
    LoginModal: (props: { fornecedor: Fornecedor }) => (
      <users.LoginModal {...props} accountForms={loginAccountForms} />
    ),
  };
}, 'LoginModal');

/** Resolves the storefront's supplier, layout data and session once per request, for every child loader. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, params, context }, next) => {
    context.set(storefrontContext, createStorefrontRequest(request, params.fornecedor));
    return next();
  },
  // Spec §6 modulos: a page of a module the supplier leaves out is the 404 page.
  async ({ request, context }, next) => {
    const { modulos } = await context.get(storefrontContext).supplier();
    assertModulePage(modulos, new URL(request.url).pathname);
    return next();
  },
  // Spec §2 Routes: a supplier with its own domain is served there (buyers carried over).
  ownDomainMiddleware,
];

/**
 * The storefront of one supplier: resolves `:fornecedor` (slug or id), applies its theme and
 * renders header, footer, cart panel and login modal around the page. An unknown supplier goes
 * to the provider home (spec §2 routing rules). Loader data never carries a token.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  // Spec §2: api_key + id_erp_usuario on any storefront URL log the ERP user in.
  const viaApiKey = await apiKeyLoginFromUrl(request, params.fornecedor);
  if (viaApiKey) return viaApiKey;
  const store = context.get(storefrontContext);
  // One API round trip: supplier, theme, categories, footer and the session check together.
  const [fornecedor, { categorias, rodape }, auth, sessao] = await Promise.all([
    store.supplier(),
    store.layout(),
    store.auth(),
    store.session(),
  ]);
  let usuario: { idcliente: number; nome: string; papel?: SessionRole } | null = null;
  let sessaoExpirada = false;
  let acesso: LayoutAccess | null = null;
  const headers = new Headers();
  if (auth && sessao?.cliente) {
    const { cliente } = sessao;
    usuario = {
      idcliente: cliente.idcliente,
      nome: cliente.nome,
      papel: sessionRole(cliente, auth.escolhaPendente),
    };
    acesso = layoutAccess(sessao);
    // Spec §4 Session check: a change in approval status goes to the supplier home.
    const change = await approvalChange(
      request,
      fornecedor.idfornecedor,
      usuario.idcliente,
      cliente.cadastro_aprovado,
    );
    if (change.setCookie) headers.append('Set-Cookie', change.setCookie);
    const home = storePath(params.fornecedor);
    if (change.changed && new URL(request.url).pathname.replace(/\.data$/, '') !== home)
      throw redirect(home, { headers });
  } else if (auth) {
    // Spec §4 Session check: a missing customer means the session expired → log out.
    sessaoExpirada = true;
    headers.append('Set-Cookie', await destroyAuth());
  }
  return data({ fornecedor, categorias, rodape, usuario, sessaoExpirada, acesso }, { headers });
}

/** Every page varies by buyer (prices, approval, terms; spec §6): no shared cache may keep one. */
export function headers() {
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

/**
 * The layout's data changes only with the supplier or the session: not on search, sort, page
 * changes or checkout actions (login and logout post to `entrar`/`sair`).
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.fornecedor !== nextParams.fornecedor) return true;
  if (formAction && /\/(entrar|sair)$/.test(new URL(formAction, 'http://x').pathname))
    return defaultShouldRevalidate;
  return false;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: data.fornecedor.nome },
    { name: 'description', content: MSG.defaultPageDescription },
  ];
}

export default function SupplierLayout({ loaderData }: Route.ComponentProps) {
  const { fornecedor, categorias, rodape, usuario, sessaoExpirada, acesso } = loaderData;
  useLogoutReset(usuario !== null);
  useEffect(() => {
    // A fixed id: one toast even when the effect runs twice (StrictMode, revalidation).
    if (sessaoExpirada) toast.warning(MSG.sessionExpired, { id: 'sessao-expirada' });
  }, [sessaoExpirada]);
  return (
    <div className="flex min-h-screen flex-col bg-surface text-ink">
      <style>{themeCss(fornecedor.config.tema)}</style>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {UI_TEXT.skipToContent}
      </a>
      <SiteHeader
        fornecedor={fornecedor}
        categorias={categorias}
        usuario={usuario}
        search={<SearchBox slug={fornecedor.slug} idfornecedor={fornecedor.idfornecedor} />}
        cart={<CartButton />}
        account={
          <AccountMenuEntries
            slug={fornecedor.slug}
            idfornecedor={fornecedor.idfornecedor}
            itemClass={menuItemClass}
          />
        }
      />
      <LocationBar fornecedor={fornecedor} />
      {usuario && acesso && (
        <AccessGates
          key={usuario.idcliente}
          acesso={acesso.acesso}
          termosTexto={acesso.termosTexto}
          idcliente={usuario.idcliente}
          idfornecedor={fornecedor.idfornecedor}
        />
      )}
      <PageContent>
        <SupplierGates fornecedor={fornecedor}>
          <Outlet />
        </SupplierGates>
      </PageContent>
      <SiteFooter fornecedor={fornecedor} rodape={rodape} />
      <CartSync />
      <AfterFirstOpen names={['cart', 'delivery-error']}>
        <CartPanel />
      </AfterFirstOpen>
      <AfterFirstOpen names={['coupon']}>
        <CouponModal />
      </AfterFirstOpen>
      <AfterFirstOpen names={['login']}>
        <LoginModal fornecedor={fornecedor} />
      </AfterFirstOpen>
    </div>
  );
}
