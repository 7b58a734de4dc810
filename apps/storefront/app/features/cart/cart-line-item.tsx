import {
  CART_MSG,
  PRICE_RULE_LABEL,
  giftWrapExtraText,
  giftWrapOfferText,
  lineTotalLabel,
  removeLabel,
  unitPriceText,
} from '@vitrine/domain/cart-messages';
import { quantityWithUnit } from '@vitrine/domain/catalog-messages';
import { couponDiscountLineText } from '@vitrine/domain/coupons/coupon-ui-messages';
import { pricedProductOf } from '@vitrine/domain/decimal-product';
import { formatBRL } from '@vitrine/domain/money';
import { canGiftWrap } from '@vitrine/domain/pricing';
import { AcaoQuantidade } from '@vitrine/domain/quantity';
import Gift from 'lucide-react/icons/gift';
import Trash2 from 'lucide-react/icons/trash';
import { useId } from 'react';
import { useCartStore } from './cart-store';
import { QuantityStepper } from './quantity-stepper';
import type { CartLineView } from './use-cart-view';

interface CartLineItemProps {
  view: CartLineView;
  /** A cart the attendant negotiated: the line is read-only (no stepper, remove or gift toggle). */
  locked: boolean;
  /** Show the line's share of the coupon discount (the cart's habilitarVisualizacaoDesconto). */
  showDiscount: boolean;
}

/** One line of the cart panel: image, name, unit price and rule, stepper, gift wrap, total. */
export function CartLineItem({ view, locked, showDiscount }: CartLineItemProps) {
  const { line, price } = view;
  const { produto } = line;
  const change = useCartStore((s) => s.change);
  const setGiftWrap = useCartStore((s) => s.setGiftWrap);
  const giftId = useId();
  const rule = PRICE_RULE_LABEL[price.regra];
  const packaging = pricedProductOf(produto).preco_embalagem;
  // Ticked: what the wrapping adds to this line; unticked: its price per unit, before choosing.
  const giftExtra =
    line.embalarParaPresente && price.totalEmbalagem > 0 ? (
      <span className="text-black/60"> {giftWrapExtraText(price.totalEmbalagem)}</span>
    ) : packaging != null && canGiftWrap(packaging) ? (
      <span className="text-black/60"> {giftWrapOfferText(packaging, produto.unidade)}</span>
    ) : null;

  return (
    <li className="flex gap-3 py-4">
      <img
        src={produto.imagem}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="h-16 w-16 shrink-0 rounded-md border border-black/10 bg-white object-contain"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="leading-snug font-medium">{produto.nome}</p>
          {!locked && (
            <button
              type="button"
              onClick={() => change(produto, AcaoQuantidade.DEL)}
              aria-label={removeLabel(produto.nome)}
              className="-mt-1 -mr-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-black/60 hover:bg-black/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </button>
          )}
        </div>
        <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-sm text-black/70">
          <span>{unitPriceText(price.precoUnitario, produto.unidade)}</span>
          {rule && (
            <span className="rounded bg-secondary/25 px-1.5 py-0.5 text-xs font-semibold text-ink">
              {rule}
            </span>
          )}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          {locked ? (
            <p className="text-sm">{quantityWithUnit(line.quantidade, produto.unidade)}</p>
          ) : (
            <QuantityStepper
              produto={produto}
              quantidade={line.quantidade}
              onAction={(action, target) => change(produto, action, target)}
              size="sm"
            />
          )}
          <p
            className={`font-semibold tabular-nums ${price.estimated ? 'text-black/70 italic' : ''}`}
            aria-label={lineTotalLabel(produto.nome, price.total)}
          >
            {formatBRL(price.total)}
          </p>
        </div>
        {showDiscount && price.couponDiscount > 0 && (
          <p className="mt-1 text-right text-sm text-green-800 tabular-nums">
            {couponDiscountLineText(price.couponDiscount)}
          </p>
        )}
        {locked
          ? line.embalarParaPresente && (
              <p className="mt-2 flex items-center gap-1.5 text-sm">
                <Gift aria-hidden className="h-4 w-4" />
                {CART_MSG.giftWrap}
                {giftExtra}
              </p>
            )
          : canGiftWrap(packaging) && (
              <div className="mt-2 flex items-center gap-2 text-sm">
                <input
                  id={giftId}
                  type="checkbox"
                  checked={line.embalarParaPresente}
                  onChange={(e) => setGiftWrap(produto.id, e.currentTarget.checked)}
                  className="h-4 w-4 accent-primary"
                />
                <label htmlFor={giftId}>
                  {CART_MSG.giftWrap}
                  {giftExtra}
                </label>
              </div>
            )}
      </div>
    </li>
  );
}
