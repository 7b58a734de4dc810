import { CART_MSG } from '@vitrine/domain/cart-messages';
import { COUPON_TEXT, discountAmountText } from '@vitrine/domain/coupons/coupon-ui-messages';
import { formatBRL, type Centavos } from '@vitrine/domain/money';

/**
 * Subtotal, the chosen delivery's fee and the coupon discount ("Desconto do cupom −R$ x"), each
 * only when there is one, and the total of the cart panel, as the server reply gives them
 * (spec §3 Cart totals).
 */
export function CartTotals({
  subtotal,
  discount,
  total,
  delivery = null,
}: {
  subtotal: Centavos;
  discount: Centavos;
  total: Centavos;
  /** The chosen delivery and its fee, when the buyer chose one (spec §3 Cart taxaEntrega). */
  delivery?: { nome: string; fee: Centavos } | null;
}) {
  const detailed = discount > 0 || delivery !== null;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-0.5 text-sm">
      {detailed && (
        <>
          <dt className="text-black/70">{COUPON_TEXT.subtotal}</dt>
          <dd className="text-right tabular-nums">{formatBRL(subtotal)}</dd>
        </>
      )}
      {delivery && (
        <>
          <dt className="text-black/70">{`${CART_MSG.deliveryFee} (${delivery.nome})`}</dt>
          <dd className="text-right tabular-nums">
            {delivery.fee > 0 ? formatBRL(delivery.fee) : CART_MSG.estimateFree}
          </dd>
        </>
      )}
      {discount > 0 && (
        <>
          <dt className="text-green-800">{COUPON_TEXT.discountLine}</dt>
          <dd className="text-right font-medium text-green-800 tabular-nums">
            {discountAmountText(discount)}
          </dd>
        </>
      )}
      <dt className="self-baseline text-base text-black/70">
        {detailed ? COUPON_TEXT.total : CART_MSG.itemsTotal}
      </dt>
      <dd className="text-right text-xl font-bold tabular-nums">{formatBRL(total)}</dd>
    </dl>
  );
}
