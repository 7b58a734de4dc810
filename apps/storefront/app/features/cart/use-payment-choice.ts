import { useEffect, useRef } from 'react';
import { hasTag, SUPPLIER_TAGS } from '@vitrine/domain/constants';
import { paymentChoiceOf, usePaymentChoiceStore } from './payment-choice-store';

/** The supplier as the checkout knows it. */
interface Supplier {
  idfornecedor: string;
  tag: string[];
  formasPagamento: { idformapagto: number }[];
}

/** The checkout form's payment-method field: its value, and how to set it. */
export interface PaymentMethodField {
  values: { idformapagto: number | null };
  setValue(name: 'idformapagto', value: number): void;
}

/**
 * Keeps the checkout's payment method and the persisted choice in step at a supplier that varies
 * prices by payment method (spec §6 support-price-variance-by-payment): on arrival the saved
 * choice is selected again (when the supplier still offers it); afterwards every selection is
 * saved and the cart is priced again for it, and the listing and product pages follow on the
 * next navigation. Does nothing at other suppliers.
 */
export function usePaymentChoiceSync(
  fornecedor: Supplier,
  form: PaymentMethodField,
  /** Prices the cart again (its query now carries the new method). */
  onChanged: () => void,
) {
  const selected = form.values.idformapagto;
  const select = (id: number) => form.setValue('idformapagto', id);
  const { idfornecedor } = fornecedor;
  const varies = hasTag(fornecedor.tag, SUPPLIER_TAGS.SUPPORT_PRICE_VARIANCE_BY_PAYMENT);
  const restored = useRef(false);
  const latest = useRef({ select, onChanged, formas: fornecedor.formasPagamento });
  useEffect(() => {
    latest.current = { select, onChanged, formas: fornecedor.formasPagamento };
  });

  useEffect(() => {
    if (!varies) return;
    const stored = paymentChoiceOf(idfornecedor);
    if (!restored.current) {
      restored.current = true;
      const offered = latest.current.formas.some((f) => f.idformapagto === stored);
      if (stored !== null && offered && stored !== selected) {
        latest.current.select(stored);
        return;
      }
    }
    if (selected === null || selected === stored) return;
    usePaymentChoiceStore.getState().choose(idfornecedor, selected);
    latest.current.onChanged();
  }, [varies, idfornecedor, selected]);
}
