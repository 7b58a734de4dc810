import {
  CART_MSG,
  COUPON_TEXT,
  discountAmountText,
  formatBRL,
  type Centavos,
} from '@vitrine/domain';

/**
 * Subtotal, coupon discount ("Desconto do cupom −R$ x", only when there is one) and total of
 * the cart panel, as the server reply gives them (spec §3 Cart totals).
 */
export function CartTotals({
  subtotal,
  discount,
  total,
}: {
  subtotal: Centavos;
  discount: Centavos;
  total: Centavos;
}) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-0.5 text-sm">
      {discount > 0 && (
        <>
          <dt className="text-black/70">{COUPON_TEXT.subtotal}</dt>
          <dd className="text-right tabular-nums">{formatBRL(subtotal)}</dd>
          <dt className="text-green-800">{COUPON_TEXT.discountLine}</dt>
          <dd className="text-right font-medium text-green-800 tabular-nums">
            {discountAmountText(discount)}
          </dd>
        </>
      )}
      <dt className="self-baseline text-base text-black/70">
        {discount > 0 ? COUPON_TEXT.total : CART_MSG.itemsTotal}
      </dt>
      <dd className="text-right text-xl font-bold tabular-nums">{formatBRL(total)}</dd>
    </dl>
  );
}
