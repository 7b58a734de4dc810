import { data } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain/messages';
import { fetchApiFile } from '~/features/orders/after-sale.server';
import { orderNumber } from '~/features/orders/orders.server';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/order-document';

/**
 * `GET /:fornecedor/pedidos/:numpedido/documento/danfe|xml` — the order's DANFE (PDF, spec §7
 * `GET /v4/danfe/{numpedido}/{idfornecedor}`) or NF-e XML, fetched server-side with the session
 * and passed through as a download. Another customer's order is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const storefront = context.get(storefrontContext);
  const auth = await storefront.auth();
  if (!auth) throw data(APP_MSG.notFound, { status: 401 });
  const numpedido = orderNumber(params.numpedido);
  if (params.tipo === 'danfe')
    return fetchApiFile(
      apiRoutes.fiscal.danfe,
      { params: { numpedido, idfornecedor: auth.idfornecedor } },
      auth,
    );
  if (params.tipo === 'xml')
    return fetchApiFile(apiRoutes.fiscal.xml, { params: { numpedido } }, auth);
  throw data(APP_MSG.notFound, { status: 404 });
}
