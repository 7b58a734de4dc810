import * as Dialog from '@radix-ui/react-dialog';
import { couponCodeText } from '@vitrine/domain/coupons/coupon-code-text';
import { COUPON_MSG } from '@vitrine/domain/coupons/coupon-messages';
import {
  COUPON_TEXT,
  couponDiscountLineText,
  enableAutomaticCouponText,
} from '@vitrine/domain/coupons/coupon-ui-messages';
import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '~/lib/toast';
import { inputClass } from '~/components/ui/field';
import { useModalStore } from '~/lib/modal-store';
import { useCouponLinkStore } from './coupon-link-store';
import { useCouponActions, type CouponOutcome } from './use-coupon-actions';
import { useCartView } from './use-cart-view';

const secondaryButton =
  'h-10 rounded-md border border-black/20 px-3 text-sm font-medium hover:bg-black/5 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-primary';

/**
 * The coupon modal (spec §2 "Coupon", §4 Cart flow, §5): the applied coupon with its discount
 * and a way to remove it (a manual one, or the automatic one — which can be used again), and a
 * code field that checks then applies a manual coupon. A code received by link prefills the
 * field. One modal at a time (modal store 'coupon'); closing it goes back to where it was opened.
 */
export function CouponModal() {
  const open = useModalStore((s) => s.active === 'coupon');
  const close = useModalStore((s) => s.close);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 text-ink shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="mb-3 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-semibold">
                {COUPON_TEXT.modalTitle}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-black/65">
                {COUPON_TEXT.modalDescription}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={COUPON_TEXT.closeModal}
              className="-mt-1 -mr-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {open && <CouponModalBody onDone={close} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The modal's content, mounted on each opening (a fresh field and no earlier error). */
export function CouponModalBody({ onDone }: { onDone(): void }) {
  const { coupon, locked } = useCartView();
  const actions = useCouponActions();
  const linkCode = useCouponLinkStore((s) => s.code);
  const [code, setCode] = useState(linkCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;

  if (locked) return <p className="text-sm">{COUPON_MSG.lockedCart}</p>;

  async function settle(outcome: Promise<CouponOutcome>) {
    setError(null);
    const result = await outcome;
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast.success(result.message);
    onDone();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) void settle(actions.apply(code));
  }

  const applied = coupon?.codigo ?? null;
  const automaticOff = coupon !== null && !coupon.automaticoAtivo && coupon.codigoAutomatico;

  return (
    <div className="grid gap-4">
      {applied && (
        <section className="rounded-lg border border-green-700/30 bg-green-50 p-3 text-sm">
          <p className="font-semibold">{couponCodeText(applied)}</p>
          {coupon?.descricao && <p className="text-black/70">{coupon.descricao}</p>}
          {coupon && coupon.desconto > 0 && (
            <p className="mt-1 font-medium text-green-800">
              {couponDiscountLineText(coupon.desconto)}
            </p>
          )}
          {coupon?.automatico && (
            <p className="mt-1 text-black/65">{COUPON_TEXT.automaticApplied}</p>
          )}
          <button
            type="button"
            disabled={actions.busy}
            onClick={() =>
              void settle(coupon?.automatico ? actions.setAutomatic(false) : actions.remove())
            }
            className={`${secondaryButton} mt-2 bg-white`}
          >
            {coupon?.automatico ? COUPON_TEXT.removeAutomatic : COUPON_TEXT.removeCoupon}
          </button>
        </section>
      )}
      {automaticOff && (
        <section className="rounded-lg border border-black/10 p-3 text-sm">
          <p className="text-black/70">{COUPON_TEXT.automaticOff}</p>
          <button
            type="button"
            disabled={actions.busy}
            onClick={() => void settle(actions.setAutomatic(true))}
            className={`${secondaryButton} mt-2`}
          >
            {enableAutomaticCouponText(automaticOff)}
          </button>
        </section>
      )}
      {coupon?.mensagemCupom && (
        <p role="status" className="text-sm text-amber-900">
          {coupon.mensagemCupom}
        </p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {COUPON_TEXT.codeLabel}
        </label>
        <div className="flex gap-2">
          <input
            id={fieldId}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error !== null}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={`${inputClass} uppercase`}
          />
          <button
            type="submit"
            disabled={actions.busy || !code.trim()}
            className="h-11 shrink-0 rounded-md bg-primary px-4 font-semibold text-primary-fg disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {actions.busy ? COUPON_TEXT.applying : COUPON_TEXT.apply}
          </button>
        </div>
        <p id={hintId} className="text-xs text-black/60">
          {linkCode && code === linkCode ? COUPON_TEXT.fromLinkHint : COUPON_TEXT.codeHint}
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
