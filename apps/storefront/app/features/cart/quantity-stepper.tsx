import type { Produto } from '@vitrine/contract';
import {
  decreaseLabel,
  increaseLabel,
  quantityCorrectionText,
  quantityLabel,
  removeLabel,
} from '@vitrine/domain/cart-messages';
import { quantityRulesOf } from '@vitrine/domain/decimal-product';
import { formatQuantity, type Milli } from '@vitrine/domain/money';
import {
  AcaoQuantidade,
  canAddStep,
  canRemoveStep,
  quantityLimits,
} from '@vitrine/domain/quantity';
import { resolveTypedQuantity } from '@vitrine/domain/quantity-input';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';

interface QuantityStepperProps {
  produto: Produto;
  /** Current quantity, milli-units (> 0). */
  quantidade: Milli;
  onAction(action: AcaoQuantidade, target?: Milli): void;
  /**
   * What "−" does when one step cannot be removed (spec §5 removal rule): 'disable' keeps it
   * disabled (the cart panel has its own remove button); 'remove' turns it into a remove
   * button (DEL), for product cards that have no other way to remove.
   */
  atMinimum?: 'disable' | 'remove';
  size?: 'sm' | 'md';
  /** Stretch to the container's width (product cards), the field taking the free space. */
  fill?: boolean;
  disabled?: boolean;
}

/**
 * "− quantity +" for one product. Every change goes through the domain's quantity rules; the
 * field accepts pt-BR decimals ("0,75"), and when a typed quantity is changed (not a number,
 * negative, below the minimum, off the step, above the maximum) the buyer is told what and why
 * beside the field (issue 6 §8).
 */
export function QuantityStepper({
  produto,
  quantidade,
  onAction,
  atMinimum = 'disable',
  size = 'md',
  fill = false,
  disabled = false,
}: QuantityStepperProps) {
  const rules = quantityRulesOf(produto);
  const canDec = canRemoveStep(quantidade, rules);
  const canInc = canAddStep(quantidade, rules);
  const inputId = useId();
  const noteId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const shown = formatQuantity(quantidade);

  function commit() {
    if (draft === null) return;
    const typed = resolveTypedQuantity(draft, quantidade, rules);
    setDraft(null);
    setNote(
      typed.correction === null
        ? null
        : quantityCorrectionText(typed.correction, {
            quantidade: typed.quantidade,
            limits: quantityLimits(rules),
            unidade: produto.unidade,
          }),
    );
    if (typed.quantidade !== quantidade) onAction(AcaoQuantidade.SET, typed.quantidade);
  }

  function act(action: AcaoQuantidade) {
    setNote(null);
    onAction(action);
  }

  const box = size === 'sm' ? 'h-9 w-9' : 'h-10 w-10';
  const button =
    `${box} inline-flex shrink-0 items-center justify-center rounded-md border border-black/15 bg-white ` +
    'text-ink transition hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40 ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
  const showRemove = !canDec && atMinimum === 'remove';

  return (
    <div className={fill ? 'w-full' : undefined}>
      <div
        className={`flex items-center gap-1.5 ${fill ? 'w-full' : ''}`}
        role="group"
        aria-label={quantityLabel(produto.nome)}
      >
        {showRemove ? (
          <button
            type="button"
            className={button}
            onClick={() => act(AcaoQuantidade.DEL)}
            disabled={disabled}
            aria-label={removeLabel(produto.nome)}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </button>
        ) : (
          <button
            type="button"
            className={button}
            onClick={() => act(AcaoQuantidade.DEC)}
            disabled={disabled || !canDec}
            aria-label={decreaseLabel(produto.nome)}
          >
            <Minus aria-hidden className="h-4 w-4" />
          </button>
        )}
        <label htmlFor={inputId} className="sr-only">
          {`${quantityLabel(produto.nome)} (${produto.unidade})`}
        </label>
        <div className={`relative ${fill ? 'min-w-0 flex-1' : ''}`}>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={disabled}
            value={draft ?? shown}
            aria-describedby={note ? noteId : undefined}
            onFocus={(e) => {
              setDraft(shown);
              e.currentTarget.select();
            }}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commit();
              } else if (e.key === 'Escape') {
                setDraft(null);
              }
            }}
            className={`${size === 'sm' ? 'h-9' : 'h-10'} ${fill ? 'w-full' : 'w-24'} rounded-md border border-black/15 bg-white pr-9 pl-2 text-right tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary`}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-2 flex items-center text-xs text-black/65"
          >
            {produto.unidade}
          </span>
        </div>
        <button
          type="button"
          className={button}
          onClick={() => act(AcaoQuantidade.INC)}
          disabled={disabled || !canInc}
          aria-label={increaseLabel(produto.nome)}
        >
          <Plus aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <p id={noteId} aria-live="polite" className="mt-1 text-xs text-ink empty:hidden">
        {note}
      </p>
    </div>
  );
}
