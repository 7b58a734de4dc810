import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import { onFirstInteraction } from '~/lib/first-interaction';
import { useHydrated } from '~/lib/use-hydrated';
import type {
  Endereco,
  EnderecoFaturamentoBodyInput,
  FormaEntrega,
  Fornecedor,
} from '@vitrine/contract';
import { defaultAddressId } from '@vitrine/domain/address-book';
import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { APP_MSG, MSG, orderSubmitErrorText } from '@vitrine/domain/messages';
import { reaisToCentavos } from '@vitrine/domain/money';
import { acceptsQuoteRequests } from '@vitrine/domain/orders/quote-request';
import { CHECKOUT_FIELD_ORDER, loadCheckoutValidation } from './checkout-form';
import { useCheckoutForm } from './use-checkout-form';
import { checkoutDeliveryTypes } from './delivery-type';
import type { OrderLineInput, OrderTerms } from './order-payload';
import type { SubmitOrderResult } from './submit-order-result';
import { firstChoice, previewFor, type DeliveryPreview } from './delivery-preview';
import { useDeliveryOptions } from './use-delivery-options';
import { useBillingAddressInput } from './use-billing-address-input';

/** What the checkout needs of the cart (composed by the route from the cart feature). */
export interface CheckoutCart {
  /** The lines to order, after pending saves reached the server. */
  flushAndGetLines(): Promise<readonly (OrderLineInput & { nome: string })[]>;
  /** The order's manual coupon and channel (MANUAL for a negotiated cart). */
  orderTerms(): OrderTerms;
  /** The server emptied the cart with the order: mirror that locally, with no save. */
  emptiedByOrder(): void;
  /** Spec §4 Delivery: changing the delivery type reloads the cart. */
  reload(): void;
  /** The delivery chosen earlier at this supplier (it survives a reload). */
  deliveryChoice(idfornecedor: string): { tipoEntrega: TipoEntrega | null };
  /**
   * Records the buyer's delivery (type, address, form) for the cart, whose taxaEntrega is then
   * that form's fee, and reloads the cart.
   */
  chooseDelivery(
    idfornecedor: string,
    choice: {
      tipoEntrega: TipoEntrega;
      idendereco: number | null;
      idformaentrega: number | null;
      /** Where that address is: the cart's fee estimate by address uses it. */
      endereco: { cep: string; lat: number | null; lng: number | null } | null;
    },
  ): void;
  /** Spec §4 Delivery: a new delivery type clears the suppliers found for the address. */
  deliveryTypeChanged?(): void;
}

/**
 * The checkout's state and actions: one form (use-checkout-form.ts) checked by `CheckoutFormSchema`
 * (loaded at the buyer's first interaction with the page, checkout-form.ts),
 * the delivery lookup (first form and date preselected on each new answer, spec §4), address
 * creation, and order submission through the route's action (duplicate check, then order).
 * Notes and the customer's order number live in this form only: they belong to one order.
 */
export function useCheckout({
  fornecedor,
  enderecos,
  cart,
  preferredStore = null,
  cartTotal,
  initialDelivery = null,
  initialBilling = null,
}: {
  fornecedor: Fornecedor;
  enderecos: Endereco[];
  cart: CheckoutCart;
  /** The pickup store the buyer picked before (store selection), preselected when offered. */
  preferredStore?: number | null;
  /** The cart's items total while no save is pending (centavos), else null. */
  cartTotal: number | null;
  /** The delivery lookup the server rendered the page with (delivery-preview.server.ts). */
  initialDelivery?: DeliveryPreview | null;
  /** The billing address the server read for the preselected address (its value to start from). */
  initialBilling?: EnderecoFaturamentoBodyInput | null;
}) {
  // The last settled total: the delivery lookup prices the stored cart, so it follows this.
  // (Adjusted while rendering, React's pattern for state derived from a changing prop.)
  const [settledTotal, setSettledTotal] = useState<number | null>(cartTotal);
  if (cartTotal !== null && cartTotal !== settledTotal) setSettledTotal(cartTotal);
  const { tipos, inicial: padrao } = checkoutDeliveryTypes(fornecedor);
  // The type chosen before (a reload keeps it) when the supplier still offers it. It lives in
  // this browser only: while the server's HTML is hydrated the form starts as the server rendered
  // it (the supplier's default), and the effect below restores the choice right after.
  const hydrated = useHydrated();
  const offered = (tipo: TipoEntrega | null) => (tipo && tipos.includes(tipo) ? tipo : null);
  const inicial =
    (hydrated ? offered(cart.deliveryChoice(fornecedor.idfornecedor).tipoEntrega) : null) ?? padrao;
  const idenderecoInicial = defaultAddressId(fornecedor.tag, enderecos);
  // The server's lookup, when it is this one, preselects its form, date, window and store.
  const preview = previewFor(initialDelivery, inicial, idenderecoInicial);
  const form = useCheckoutForm({
    tipoEntrega: inicial,
    // use-primary-address preselects the primary address; otherwise only a sole address.
    idendereco: idenderecoInicial,
    ...(preview
      ? firstChoice(preview, preferredStore)
      : { formaId: null, dataEntrega: null, idjanela: null, idloja: preferredStore ?? null }),
    idformapagto: fornecedor.formasPagamento[0]?.idformapagto ?? null,
    anotacoes: '',
    numPedidoCliente: '',
    caracteristicas: {},
  });
  const { setValue, getValues } = form;
  useEffect(() => {
    if (!hydrated) return;
    const anterior = offered(cart.deliveryChoice(fornecedor.idfornecedor).tipoEntrega);
    if (anterior && anterior !== getValues().tipoEntrega) setValue('tipoEntrega', anterior);
    // The schemas are only needed to check the form: fetched when the buyer starts using the
    // page (ADR 0078), so that the first submit rarely waits for them and a page only looked
    // at never evaluates them.
    return onFirstInteraction(() => void loadCheckoutValidation());
    // Once, when the page has hydrated (a later choice is the buyer's own, in the form).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  const { tipoEntrega, idendereco, formaId } = form.values;
  const endereco = enderecos.find((e) => e.idendereco === idendereco) ?? null;
  const delivery = useDeliveryOptions(
    {
      idfornecedor: fornecedor.idfornecedor,
      tipoEntrega,
      idendereco,
      hasCep: Boolean(endereco?.cep),
      cartTotal: settledTotal,
    },
    previewFor(initialDelivery, tipoEntrega, idendereco),
  );

  // Each new lookup answer preselects its first form with its first date and window (spec §4),
  // unless the form, date and window chosen are still offered; and the store picked before,
  // else the nearest one.
  useEffect(() => {
    const formas = delivery.data?.formas ?? [];
    const keptForm = formas.find((f) => f.id === getValues().formaId);
    const day = keptForm?.agendamentos.find((a) => a.data === getValues().dataEntrega);
    const window = day?.janelas.find((j) => j.idjanela === getValues().idjanela);
    const first = firstChoice(delivery.data, getValues().idloja);
    if (!keptForm || !day || (day.janelas.length > 0 && !window)) {
      setValue('formaId', first.formaId);
      setValue('dataEntrega', first.dataEntrega);
      setValue('idjanela', first.idjanela);
    }
    setValue('idloja', first.idloja);
  }, [delivery.data, setValue, getValues]);

  // The cart is priced for the delivery chosen here: its taxaEntrega is this form's fee.
  const { chooseDelivery } = cart;
  const delivering = tipoEntrega === TipoEntrega.DELIVERY && endereco !== null;
  const [cep, lat, lng] = delivering
    ? [endereco.cep, endereco.lat, endereco.lng]
    : [null, null, null];
  useEffect(() => {
    chooseDelivery(fornecedor.idfornecedor, {
      tipoEntrega,
      idendereco: cep !== null ? idendereco : null,
      idformaentrega: formaId ? Number(formaId) : null,
      endereco: cep !== null ? { cep, lat, lng } : null,
    });
  }, [chooseDelivery, fornecedor.idfornecedor, tipoEntrega, idendereco, formaId, cep, lat, lng]);

  /** Spec §4 Delivery: changing the type reloads the cart (through the choice effect above). */
  function chooseDeliveryType(tipo: TipoEntrega) {
    setValue('tipoEntrega', tipo);
    form.clearErrors();
    cart.deliveryTypeChanged?.();
  }

  /** A form, then its first date and that date's first window. */
  function chooseForm(forma: FormaEntrega) {
    const revalidate = { shouldValidate: form.submitted };
    setValue('formaId', forma.id, revalidate);
    chooseDate(forma, forma.agendamentos[0]?.data ?? null);
  }

  /** A date, then its first open window. */
  function chooseDate(forma: FormaEntrega, data: string | null) {
    const revalidate = { shouldValidate: form.submitted };
    setValue('dataEntrega', data, revalidate);
    const day = forma.agendamentos.find((a) => a.data === data);
    setValue('idjanela', day?.janelas[0]?.idjanela ?? null, revalidate);
  }

  /** An address chosen in the list or just created in the address panel. */
  function selectAddress(idendereco: number) {
    setValue('idendereco', idendereco, { shouldValidate: form.submitted });
  }

  const billing = useBillingAddressInput(initialBilling);

  // Submission through the route's action (server-side, with the session).
  const fetcher = useFetcher<SubmitOrderResult>({ key: 'checkout-order' });
  const navigate = useNavigate();
  const [localError, setLocalError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [itemNames, setItemNames] = useState<string[]>([]);
  const answered = useRef<SubmitOrderResult | null>(null);
  /** The next submission is a quote request (support-budget suppliers), not an order. */
  const asQuote = useRef(false);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [dismissed, setDismissed] = useState<SubmitOrderResult | undefined>(undefined);

  useEffect(() => {
    if (!result?.ok || answered.current === result) return;
    answered.current = result;
    toast.success(result.pedido.mensagemSucesso || APP_MSG.orderPlaced);
    cart.emptiedByOrder();
    void navigate(`/${fornecedor.slug}/submissao/${result.pedido.numpedido}`);
  }, [result, navigate, fornecedor.slug, cart]);

  const submit = form.handleSubmit(
    async (values) => {
      setLocalError(null);
      const enderecofaturamento = await billing.checked();
      if (enderecofaturamento === null) return;
      setDismissed(fetcher.data);
      setPreparing(true);
      let lines: Awaited<ReturnType<CheckoutCart['flushAndGetLines']>>;
      try {
        lines = await cart.flushAndGetLines();
      } finally {
        setPreparing(false);
      }
      if (lines.length === 0) {
        setLocalError(MSG.emptyCart);
        return;
      }
      setItemNames(lines.map((l) => l.nome));
      // Loaded with the schemas, which the check before this call has loaded already.
      const { buildOrderPayload } = await loadCheckoutValidation();
      const payload = {
        ...buildOrderPayload(
          fornecedor.idfornecedor,
          lines,
          values,
          cart.orderTerms(),
          enderecofaturamento,
        ),
        ...(asQuote.current ? { orcamento: true } : {}),
      };
      // Sent as JSON text: the payload's schema types (unknown extension fields) are wider than JSON.
      void fetcher.submit(JSON.stringify({ intent: 'submit-order', payload }), {
        method: 'post',
        encType: 'text/plain',
      });
    },
    (errors) => {
      const first = CHECKOUT_FIELD_ORDER.find((f) => errors[f]);
      if (first) document.getElementById(`campo-${first}`)?.focus();
    },
  );

  const chosenForm = delivery.data?.formas.find((f) => f.id === formaId) ?? null;
  const serverError =
    result && !result.ok && result !== dismissed
      ? orderSubmitErrorText(result.mensagem, itemNames)
      : null;
  return {
    form,
    tipos,
    tipoEntrega,
    delivery,
    chooseDeliveryType,
    chooseForm,
    chooseDate,
    selectAddress,
    billing,
    submit: () => {
      asQuote.current = false;
      void submit();
    },
    /**
     * Sends the cart as a quote request (the supplier prices it, the buyer accepts it later);
     * undefined at suppliers that take no quotes.
     */
    requestQuote: acceptsQuoteRequests(fornecedor.tag)
      ? () => {
          asQuote.current = true;
          void submit();
        }
      : undefined,
    submitting: preparing || fetcher.state !== 'idle',
    submitError: localError ?? serverError,
    placed: Boolean(fetcher.data?.ok),
    isDelivery: tipoEntrega === TipoEntrega.DELIVERY,
    /** The chosen form's fee (centavos), null while none is chosen. */
    deliveryFee: chosenForm ? reaisToCentavos(chosenForm.taxaEntrega) : null,
  };
}

/** The checkout's state, as the sections read it. */
export type Checkout = ReturnType<typeof useCheckout>;
