import { data } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain/messages';
import { fetchApiFile, orderListParams } from '~/features/orders/after-sale.server';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/orders-export';

/**
 * `GET /:fornecedor/pedidos/exportar?formato=xlsx|csv&status&de&ate&canal` — the customer's
 * orders with the list's filters as a spreadsheet (spec §7 `POST /v4/orders/export/{id}`),
 * fetched server-side with the session and passed through as a download. A read: nothing changes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await context.get(storefrontContext).auth();
  if (!auth) throw data(APP_MSG.notFound, { status: 401 });
  const url = new URL(request.url);
  const filtros = orderListParams(url);
  const formato = url.searchParams.get('formato') === 'csv' ? 'csv' : 'xlsx';
  return fetchApiFile(
    apiRoutes.orders.export,
    {
      params: { id: auth.idcliente },
      body: {
        formato,
        ...(filtros.status ? { status: filtros.status } : {}),
        ...(filtros.de ? { de: filtros.de } : {}),
        ...(filtros.ate ? { ate: filtros.ate } : {}),
        ...(filtros.canal ? { canal: filtros.canal } : {}),
      },
    },
    auth,
  );
}
