import { useState, type FormEvent } from 'react';
import type { GatewayTokenResposta } from '@vitrine/contract';
import { CARD_TEXT } from '@vitrine/domain/payments/card-messages';
import { TextField } from '~/components/ui/field';
import { BillingAddressInputs, billingErrors, type BillingFields } from './billing-fields';
import { maskCardNumber, maskCvc, maskExpiry } from './card-masks';
import { cardBrand, cardMask, validateCard, type CardErrors } from './card-validation';
import { InstallmentsSelect } from './installments-select';
import { tokenizeCard, type CardInput } from './tokenize';
import type { CartaoPagamento } from '@vitrine/contract';

interface NewCardFormProps {
  gateway: GatewayTokenResposta;
  /** Amount to authorise, reais. */
  total: number;
  billing: BillingFields;
  busy: boolean;
  /** Receives the gateway token, mask and billing: never the number or the CVC. */
  onPay(card: CartaoPagamento): void;
  submitLabel: string;
}

/**
 * The new-card form (spec §3 Card: number, name, expiry, CVC, billing fields, "Salvar cartão"):
 * masks from @react-input/mask, brand and Luhn/expiry/CVC checks from card-validator, pt-BR errors;
 * on submit the card is tokenised at the gateway from the browser and only the token goes on.
 */
export function NewCardForm({
  gateway,
  total,
  billing: initialBilling,
  busy,
  onPay,
  submitLabel,
}: NewCardFormProps) {
  const [card, setCard] = useState<CardInput>({
    pan: '',
    holder: '',
    validity: '',
    securityCode: '',
  });
  const [billing, setBilling] = useState(initialBilling);
  const [save, setSave] = useState(false);
  const [parcelas, setParcelas] = useState(1);
  const [errors, setErrors] = useState<CardErrors>({});
  const [billErrors, setBillErrors] = useState<ReturnType<typeof billingErrors>>({});
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const brand = cardBrand(card.pan);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateCard(card);
    const foundBilling = billingErrors(billing);
    setErrors(found);
    setBillErrors(foundBilling);
    setTokenError(null);
    if (Object.keys(found).length > 0 || Object.keys(foundBilling).length > 0) {
      // Take the buyer to the first field to fix (after React marks it invalid).
      const form = e.currentTarget as HTMLFormElement;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setTokenizing(true);
    try {
      const token = await tokenizeCard(gateway, card);
      onPay({
        token: token.id,
        mask: cardMask(token.lastFour),
        brand: token.brand,
        name: card.holder.trim(),
        expiry: card.validity,
        salvarCartao: save,
        quantParcelas: parcelas,
        ...billing,
      });
    } catch (error) {
      setTokenError(error instanceof Error ? error.message : CARD_TEXT.tokenizeFailed);
    } finally {
      setTokenizing(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
      <TextField
        label={CARD_TEXT.cardNumber}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.pan}
        error={errors.pan}
        hint={brand ? CARD_TEXT.brandLabel(brand.niceType) : undefined}
        onChange={(e) => setCard({ ...card, pan: maskCardNumber(e.target.value) })}
      />
      <TextField
        label={CARD_TEXT.cardName}
        name="ccname"
        autoComplete="cc-name"
        value={card.holder}
        error={errors.holder}
        maxLength={100}
        onChange={(e) => setCard({ ...card, holder: e.target.value.toUpperCase() })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={CARD_TEXT.cardExpiry}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          value={card.validity}
          error={errors.validity}
          onChange={(e) => setCard({ ...card, validity: maskExpiry(e.target.value) })}
        />
        <TextField
          label={CARD_TEXT.cardCvc}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={card.securityCode}
          error={errors.securityCode}
          onChange={(e) => setCard({ ...card, securityCode: maskCvc(e.target.value) })}
        />
      </div>
      <InstallmentsSelect
        total={total}
        maxParcelas={gateway.maxParcelas}
        parcelaMinima={gateway.parcelaMinima}
        value={parcelas}
        onChange={setParcelas}
      />
      <BillingAddressInputs value={billing} errors={billErrors} onChange={setBilling} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="salvarCartao"
          checked={save}
          onChange={(e) => setSave(e.target.checked)}
          className="h-5 w-5"
        />
        {CARD_TEXT.saveCard}
      </label>
      <p className="text-xs text-black/60">{CARD_TEXT.secureNote}</p>
      {tokenError && (
        <p role="alert" className="text-sm text-red-700">
          {tokenError}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || tokenizing}
        className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-semibold text-primary-fg hover:brightness-110 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {busy || tokenizing ? CARD_TEXT.paying : submitLabel}
      </button>
    </form>
  );
}
