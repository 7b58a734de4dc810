import { apiRoutes } from '@vitrine/contract';
import { INVOICE_TEXT } from '@vitrine/domain/invoices/invoice-messages';
import { LoginRequired } from '~/components/ui/login-required';
import { InvoicesPage } from '~/features/invoices/invoices-page';
import { ApiError, callApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/invoices';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(INVOICE_TEXT.title, matches) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The customer's faturas and credit limit at the supplier
 * (`GET /v2/app/{apptoken}{sep}{idcliente}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}`,
 * completeInfo=true); null for a visitor (the page asks to log in), 'error' when the API failed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const auth = await context.get(storefrontContext).auth();
  if (!auth) return { faturas: null };
  try {
    const faturas = await callApi(
      apiRoutes.invoices.list,
      {
        params: { idfornecedor: auth.idfornecedor, idcliente: auth.idcliente },
        query: { completeInfo: 'true' },
      },
      { auth },
    );
    return { faturas };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { faturas: null };
    if (error instanceof ApiError) return { faturas: 'error' as const };
    throw error;
  }
}

export default function Invoices({ loaderData, params }: Route.ComponentProps) {
  const { faturas } = loaderData;
  if (!faturas)
    return <LoginRequired title={INVOICE_TEXT.title} message={INVOICE_TEXT.loginToSee} />;
  return <InvoicesPage data={faturas} base={`/${params.fornecedor}`} />;
}

/** Anything unexpected while loading: the screen's error state, with its retry. */
export function ErrorBoundary() {
  return <InvoicesPage data="error" base="" />;
}
