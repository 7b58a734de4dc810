import { apiRoutes, type CupomIndicacaoResposta } from '@vitrine/contract';
import { COUPON_TEXT } from '@vitrine/domain/coupons/coupon-ui-messages';
import { LoginRequired } from '~/components/ui/login-required';
import { useApplyCouponToCart } from '~/features/cart/use-coupon-actions';
import { CouponList } from '~/features/coupons/coupon-list';
import { ReferralCard } from '~/features/coupons/referral-card';
import { ApiError, callApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(COUPON_TEXT.pageTitle, matches) },
  { name: 'robots', content: 'noindex' },
];

/** The referral card's data, or null when the supplier has no referral programme or it failed. */
async function referralOf(
  load: () => Promise<CupomIndicacaoResposta>,
): Promise<(CupomIndicacaoResposta & { codigo: string }) | null> {
  try {
    const indicacao = await load();
    return indicacao.habilitado && indicacao.codigo
      ? { ...indicacao, codigo: indicacao.codigo }
      : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * The customer's coupons (`GET /v2/app/cupom-desconto/cliente/{idcliente}`, onlyLast=false,
 * available=true) and referral code (`GET /v2/app/cupom-desconto/indicacao/{idcliente}`), with
 * the session; `cupons` null for a visitor (the page asks to log in).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await context.get(storefrontContext).auth();
  const origin = new URL(request.url).origin;
  if (!auth) return { cupons: null, indicacao: null, origin };
  const params = { idcliente: auth.idcliente };
  try {
    const [lista, indicacao] = await Promise.all([
      callApi(
        apiRoutes.coupons.list,
        { params, query: { onlyLast: 'false', available: 'true' } },
        { auth },
      ),
      referralOf(() => callApi(apiRoutes.coupons.referral, { params }, { auth })),
    ]);
    return { cupons: lista.cupons, indicacao, origin };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { cupons: null, indicacao: null, origin };
    throw error;
  }
}

export default function Coupons({ loaderData, params }: Route.ComponentProps) {
  const { cupons, indicacao, origin } = loaderData;
  const fornecedor = useSupplierLayoutData()?.fornecedor;
  const applyToCart = useApplyCouponToCart();
  if (!cupons)
    return <LoginRequired title={COUPON_TEXT.pageTitle} message={COUPON_TEXT.loginToSee} />;

  return (
    <main className="mx-auto grid max-w-[1440px] gap-6 px-4 py-6">
      <h1 className="text-2xl font-semibold">{COUPON_TEXT.pageTitle}</h1>
      {indicacao && (
        <ReferralCard
          indicacao={indicacao}
          origin={origin}
          slug={fornecedor?.slug ?? params.fornecedor}
          fornecedor={fornecedor?.nome ?? ''}
        />
      )}
      <section aria-labelledby="cupons-titulo">
        <h2 id="cupons-titulo" className="mb-3 text-lg font-semibold">
          {COUPON_TEXT.availableCoupons}
        </h2>
        <CouponList cupons={cupons} onUse={applyToCart} />
      </section>
    </main>
  );
}
