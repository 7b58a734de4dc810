import { data } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain/messages';
import { urlOf } from '~/lib/api.server';
import type { AuthSession } from '~/lib/session.server';

/**
 * The order's boleto PDF from `GET /v4/payment/boleto/{numpedido}/pdf`, fetched server-side with
 * the session's token (page JavaScript never holds it) and passed through as application/pdf.
 * @throws a 404 response for a visitor, a malformed number or an order without a boleto.
 */
export async function boletoPdfResponse(
  auth: AuthSession | null,
  numpedidoParam: string | undefined,
) {
  const numpedido = Number(numpedidoParam);
  if (!auth || !Number.isSafeInteger(numpedido) || numpedido <= 0)
    throw data(APP_MSG.notFound, { status: 404 });
  const res = await fetch(
    urlOf(apiRoutes.payments.boletoPdf, { params: { numpedido } }, auth.idcliente),
    {
      headers: { authorization: `Bearer ${auth.token}`, accept: 'application/pdf' },
    },
  );
  if (!res.ok || res.headers.get('content-type') !== 'application/pdf')
    throw data(APP_MSG.notFound, { status: res.status === 404 ? 404 : 502 });
  return new Response(res.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="boleto-pedido-${numpedido}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
