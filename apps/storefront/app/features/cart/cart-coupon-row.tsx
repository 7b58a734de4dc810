import { couponCodeText } from '@vitrine/domain/coupons/coupon-code-text';
import { COUPON_TEXT } from '@vitrine/domain/coupons/coupon-ui-messages';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useModalStore, type ModalName } from '~/lib/modal-store';
import type { CartCoupon } from './cart-coupon';

/**
 * The cart's coupon in one row: the applied coupon (code, automatic badge, description) and a
 * button that opens the coupon modal — "Adicionar cupom" or "Trocar cupom". Why a manual coupon
 * does not apply (`mensagemCupom`) is shown under it. Nothing for a locked cart (no coupon).
 *
 * @param from - the panel the modal returns to when closed (the cart panel), if any.
 */
export function CartCouponRow({
  coupon,
  locked,
  from,
}: {
  coupon: CartCoupon | null;
  locked: boolean;
  from?: ModalName;
}) {
  if (locked) return null;
  const open = () => useModalStore.getState().open('coupon', undefined, from);
  const codigo = coupon?.codigo ?? null;
  return (
    <div className="py-2 text-sm">
      <div className="flex items-center gap-2">
        <TicketPercent aria-hidden className="h-5 w-5 shrink-0 text-primary" />
        {codigo ? (
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-1.5 font-medium">
              {couponCodeText(codigo)}
              {coupon?.automatico && (
                <span className="rounded bg-secondary/25 px-1.5 py-0.5 text-xs font-semibold">
                  {COUPON_TEXT.automatic}
                </span>
              )}
            </p>
            {coupon?.descricao && <p className="truncate text-black/65">{coupon.descricao}</p>}
          </div>
        ) : (
          <span className="flex-1 text-black/70">{COUPON_TEXT.couponSection}</span>
        )}
        <button
          type="button"
          onClick={open}
          className="h-9 shrink-0 rounded-md border border-black/20 px-3 font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {codigo ? COUPON_TEXT.changeCoupon : COUPON_TEXT.addCoupon}
        </button>
      </div>
      {coupon?.mensagemCupom && (
        <p role="status" className="mt-1 text-amber-900">
          {coupon.mensagemCupom}
        </p>
      )}
    </div>
  );
}
