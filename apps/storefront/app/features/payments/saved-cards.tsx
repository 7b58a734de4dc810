import { useState, type FormEvent } from 'react';
import type { CartaoPagamento, CartaoSalvo, GatewayTokenResposta } from '@vitrine/contract';
import { CARD_TEXT } from '@vitrine/domain/payments/card-messages';
import Trash2 from 'lucide-react/icons/trash';
import { toast } from '~/lib/toast';
import { TextField } from '~/components/ui/field';
import { maskCvc } from './card-masks';
import { InstallmentsSelect } from './installments-select';
import { tokenizeSavedCard } from './tokenize';

interface SavedCardsProps {
  cards: CartaoSalvo[];
  gateway: GatewayTokenResposta;
  total: number;
  busy: boolean;
  onPay(card: CartaoPagamento): void;
  onDelete(id: number): Promise<unknown>;
}

/**
 * The customer's saved cards (brand, mask, expiry): pay with one — its CVC typed again and sent
 * to the gateway only, which answers a token — or delete it.
 */
export function SavedCards({ cards, gateway, total, busy, onPay, onDelete }: SavedCardsProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [cvc, setCvc] = useState('');
  const [parcelas, setParcelas] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const card = cards.find((c) => c.idcreditcard === chosen) ?? null;

  async function pay(e: FormEvent) {
    e.preventDefault();
    if (!card) return;
    if (!/^\d{3,4}$/.test(cvc)) return setError(CARD_TEXT.invalidCvc);
    setError(null);
    try {
      const token = await tokenizeSavedCard(gateway, card.cardId, cvc);
      onPay({
        token: token.id,
        idcreditcard: card.idcreditcard,
        mask: card.mask,
        brand: card.brand,
        quantParcelas: parcelas,
      });
    } catch (err) {
      setError(err instanceof Error ? err.message : CARD_TEXT.tokenizeFailed);
    }
  }

  async function remove(c: CartaoSalvo) {
    if (!window.confirm(CARD_TEXT.deleteCardConfirm(c.mask))) return;
    try {
      await onDelete(c.idcreditcard);
      toast.success(CARD_TEXT.cardDeleted);
      if (chosen === c.idcreditcard) setChosen(null);
    } catch {
      toast.error(CARD_TEXT.cardDeleteFailed);
    }
  }

  return (
    <div className="grid gap-3">
      <ul aria-label={CARD_TEXT.savedCards} className="grid gap-2">
        {cards.map((c) => (
          <li
            key={c.idcreditcard}
            className="flex items-center gap-2 rounded-md border border-black/15 p-2"
          >
            <label className="flex min-w-0 flex-1 items-center gap-2">
              <input
                type="radio"
                name="cartaoSalvo"
                checked={chosen === c.idcreditcard}
                onChange={() => setChosen(c.idcreditcard)}
                className="h-5 w-5 shrink-0"
              />
              <span className="truncate text-sm">
                {CARD_TEXT.savedCardLabel(c.brand, c.mask, c.validade)}
              </span>
            </label>
            <button
              type="button"
              onClick={() => void remove(c)}
              aria-label={`${CARD_TEXT.deleteCard} ${c.mask}`}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <Trash2 aria-hidden className="h-5 w-5" />
            </button>
          </li>
        ))}
      </ul>
      {card && (
        <form onSubmit={(e) => void pay(e)} noValidate className="grid gap-3">
          <TextField
            label={CARD_TEXT.cvcAgain}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            value={cvc}
            error={error ?? undefined}
            onChange={(e) => setCvc(maskCvc(e.target.value))}
          />
          <InstallmentsSelect
            total={total}
            maxParcelas={gateway.maxParcelas}
            parcelaMinima={gateway.parcelaMinima}
            value={parcelas}
            onChange={setParcelas}
          />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-semibold text-primary-fg hover:brightness-110 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {busy ? CARD_TEXT.paying : CARD_TEXT.payWithSavedCard}
          </button>
        </form>
      )}
    </div>
  );
}
