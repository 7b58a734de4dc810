import { useState } from 'react';
import { centavosToReais, formatBRL, reaisToCentavos } from '@vitrine/domain/money';
import { PAYMENT_MSG, PAYMENTS_TEXT } from '@vitrine/domain/payments/messages';
import { CARD_TEXT } from '@vitrine/domain/payments/card-messages';
import {
  isWeighedOrderLine,
  preAuthorisationAmount,
} from '@vitrine/domain/payments/pre-authorisation';
import { Panel } from '~/components/ui/panel';
import { billingFrom, type BillingSource } from './billing-fields';
import { NewCardForm } from './new-card-form';
import { SavedCards } from './saved-cards';
import {
  useConfirmPayment,
  useDeleteCard,
  useGatewayToken,
  useSavedCards,
} from './use-card-payment';

interface CardPaymentModalProps {
  open: boolean;
  onClose(): void;
  numpedido: number;
  idcliente: number;
  idfornecedor: string;
  idformapagto: number;
  /** Order total, reais. */
  total: number;
  /** The order's lines: weighed items mean a pre-charge (total + margin) is authorised (spec §9). */
  itens: readonly { unidade: string; quantidade: number }[];
  /** The order's billing address, else its delivery address: the card's billing fields start from it. */
  address: BillingSource | null;
}

/**
 * The card payment modal (spec §2 "Card payment"; a bottom panel on phones): saved cards (pay
 * with the CVC again, delete) and a new card, with installments and the spec §9 pre-authorisation
 * text for weighed orders. Cards are tokenised in the browser at the gateway of GET /v4/gateways/token.
 */
export function CardPaymentModal(props: CardPaymentModalProps) {
  const { open, onClose, numpedido, idcliente, idfornecedor, idformapagto, total } = props;
  const gateway = useGatewayToken(idfornecedor, idformapagto, open);
  const saved = useSavedCards(idcliente, idfornecedor, open);
  const deleteCard = useDeleteCard(idcliente, idfornecedor);
  const confirm = useConfirmPayment(numpedido, idcliente, onClose);
  const [newCard, setNewCard] = useState(false);
  const preAutorizacao = props.itens.some(isWeighedOrderLine);
  // Weighed orders: the pre-charge is the total plus the gateway's margin (the domain's rule).
  const amount =
    preAutorizacao && gateway.data
      ? centavosToReais(
          preAuthorisationAmount(reaisToCentavos(total), gateway.data.margemPreAutorizacao),
        )
      : total;
  const cards = saved.data ?? [];
  const showNew = newCard || cards.length === 0;

  return (
    <Panel
      open={open}
      onClose={onClose}
      title={PAYMENTS_TEXT.cardTitle}
      closeLabel={PAYMENTS_TEXT.close}
      size="lg"
    >
      <div className="grid gap-4 px-5 pb-5">
        <p className="text-sm">
          {CARD_TEXT.orderTotal(formatBRL(reaisToCentavos(total)))}
          {amount !== total && ` · ${CARD_TEXT.preCharge(formatBRL(reaisToCentavos(amount)))}`}
        </p>
        {preAutorizacao && (
          <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {PAYMENT_MSG.preAuthorisation}
          </p>
        )}
        {gateway.isPending || saved.isPending ? (
          <p role="status">{CARD_TEXT.loadingCards}</p>
        ) : gateway.isError || !gateway.data ? (
          <p role="alert" className="text-sm text-red-700">
            {gateway.error?.message ?? PAYMENT_MSG.confirmFailed}
          </p>
        ) : (
          <>
            {saved.isError && (
              <p role="alert" className="text-sm text-red-700">
                {CARD_TEXT.cardsLoadFailed}
              </p>
            )}
            {cards.length > 0 && (
              <section aria-label={CARD_TEXT.savedCards} className="grid gap-2">
                <h3 className="font-semibold">{CARD_TEXT.savedCards}</h3>
                <SavedCards
                  cards={cards}
                  gateway={gateway.data}
                  total={amount}
                  busy={confirm.isPending}
                  onPay={(c) => confirm.mutate(c)}
                  onDelete={(id) => deleteCard.mutateAsync(id)}
                />
                {!newCard && (
                  <button
                    type="button"
                    onClick={() => setNewCard(true)}
                    className="justify-self-start text-sm font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {CARD_TEXT.newCard}
                  </button>
                )}
              </section>
            )}
            {showNew && (
              <NewCardForm
                gateway={gateway.data}
                total={amount}
                billing={billingFrom(props.address)}
                busy={confirm.isPending}
                onPay={(c) => confirm.mutate(c)}
                submitLabel={CARD_TEXT.pay(formatBRL(reaisToCentavos(amount)))}
              />
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
