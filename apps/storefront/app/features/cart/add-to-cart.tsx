import type { Produto } from '@vitrine/contract';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { CART_MSG, addToCartLabel, saleUnitHintText } from '@vitrine/domain/cart-messages';
import { quantityRulesOf } from '@vitrine/domain/decimal-product';
import { MSG } from '@vitrine/domain/messages';
import { AcaoQuantidade, quantityLimits } from '@vitrine/domain/quantity';
import { useModalStore } from '~/lib/modal-store';
import { selectLine, useCartStore } from './cart-store';
import { QuantityStepper } from './quantity-stepper';
import { useLoggedIn } from './use-cart-connection';

interface AddToCartProps {
  /** A catalog product (the contract's `Produto`). */
  produto: Produto;
  /** 'card' for product lists (compact), 'detail' for the product page. */
  variant?: 'card' | 'detail';
}

/**
 * The buy control of a product: "Adicionar" until the product is in the cart, then a
 * quantity stepper. Visitors get the login modal ('Faça login para comprar', spec §6).
 */
export function AddToCart({ produto, variant = 'card' }: AddToCartProps) {
  const loggedIn = useLoggedIn();
  const line = useCartStore((state) => selectLine(state, produto.id));
  const change = useCartStore((state) => state.change);
  const locked = useCartStore((state) => state.bloqueioAtendimento);
  const detail = variant === 'detail';
  const hint = detail ? (
    <p className="text-sm text-black/60">
      {saleUnitHintText(quantityLimits(quantityRulesOf(produto)), produto.unidade)}
    </p>
  ) : null;

  if (line) {
    return (
      <div className="flex flex-col gap-2">
        <QuantityStepper
          produto={produto}
          quantidade={line.quantidade}
          onAction={(action, target) => change(produto, action, target)}
          atMinimum="remove"
          size={detail ? 'md' : 'sm'}
          fill={!detail}
          disabled={locked}
        />
        {hint}
      </div>
    );
  }

  function add() {
    if (!loggedIn) {
      useModalStore.getState().open('login', MSG.loginToBuy);
      return;
    }
    change(produto, AcaoQuantidade.INC);
  }

  return (
    <div className={detail ? 'flex flex-col gap-2' : undefined}>
      <button
        type="button"
        onClick={add}
        disabled={locked}
        aria-label={detail ? undefined : addToCartLabel(produto.nome)}
        className={
          'inline-flex w-full items-center justify-center gap-2 rounded-md bg-primary font-semibold text-primary-fg ' +
          'transition hover:brightness-110 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
          'focus-visible:outline-primary ' +
          (detail ? 'h-12 px-6 text-base' : 'h-9 px-3 text-sm')
        }
      >
        <ShoppingCart aria-hidden className="h-4 w-4" />
        {detail ? CART_MSG.addToCart : CART_MSG.add}
      </button>
      {hint}
    </div>
  );
}
