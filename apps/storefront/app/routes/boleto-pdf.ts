import { boletoPdfResponse } from '~/features/payments/boleto-pdf.server';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/boleto-pdf';

/** The order's boleto as a PDF, through the session (features/payments/boleto-pdf.server.ts). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return boletoPdfResponse(await context.get(storefrontContext).auth(), params.numpedido);
}
