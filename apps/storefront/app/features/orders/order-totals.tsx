import { couponCodeText } from '@vitrine/domain/coupons/coupon-code-text';
import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';
import { brl } from '~/lib/format';

/**
 * Items, delivery fee, discount and total of an order, as the server computed them; the discount
 * names its coupon when the order says which one.
 */
export function OrderTotals({
  totalItens,
  taxaentrega,
  desconto,
  codigoCupom,
  totalpedido,
}: {
  totalItens?: number | null;
  taxaentrega: number;
  desconto?: number | null;
  codigoCupom?: string | null;
  totalpedido: number;
}) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1">
      {totalItens != null && (
        <>
          <dt className="text-black/70">{ORDERS_TEXT.items}</dt>
          <dd className="text-right tabular-nums">{brl(totalItens)}</dd>
        </>
      )}
      <dt className="text-black/70">{ORDERS_TEXT.deliveryFee}</dt>
      <dd className="text-right tabular-nums">
        {taxaentrega > 0 ? brl(taxaentrega) : ORDERS_TEXT.free}
      </dd>
      {desconto ? (
        <>
          <dt className="text-black/70">
            {ORDERS_TEXT.discount}
            {codigoCupom && <span className="text-sm"> ({couponCodeText(codigoCupom)})</span>}
          </dt>
          <dd className="text-right tabular-nums">− {brl(desconto)}</dd>
        </>
      ) : null}
      <dt className="mt-1 text-lg font-bold">{ORDERS_TEXT.total}</dt>
      <dd className="mt-1 text-right text-lg font-bold tabular-nums">{brl(totalpedido)}</dd>
    </dl>
  );
}
