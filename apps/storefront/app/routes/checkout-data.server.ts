import type { Fornecedor } from '@vitrine/contract';
import { orderCharacteristicsPreview } from '~/features/accounts/characteristics.server';
import { billingPreview } from '~/features/addresses/billing-address.server';
import { serverCart } from '~/features/cart/cart.server';
import { addressesAndDelivery } from '~/features/checkout/delivery-preview.server';
import { nullWhenLoggedOut } from '~/lib/api.server';
import type { AuthSession } from '~/lib/session.server';

/**
 * What the checkout renders with, read on the server in parallel (issue 12 §5, ADR 0050): the
 * customer's addresses with the first delivery lookup and the preselected address's billing
 * address, the cart, and the supplier's order characteristics.
 * @returns null when the session behind `auth` has ended (the page shows the login notice).
 * @throws any error of those reads but an ended session or a refused optional read.
 */
export async function checkoutData(request: Request, auth: AuthSession, fornecedor: Fornecedor) {
  const data = await Promise.all([
    addressesAndDelivery(request, auth, fornecedor, (enderecos) =>
      billingPreview(request, auth, fornecedor.tag, enderecos),
    ),
    serverCart(request, auth, fornecedor.idfornecedor),
    orderCharacteristicsPreview(request, fornecedor.idfornecedor),
  ]).catch(nullWhenLoggedOut);
  if (!data) return null;
  const [[enderecos, entrega, faturamento], carrinho, caracteristicas] = data;
  return { enderecos, entrega, faturamento, carrinho, caracteristicas };
}
