import { useState } from 'react';
import type { EnderecoFaturamentoBodyInput } from '@vitrine/contract';
import { loadCheckoutValidation } from './checkout-form';

/**
 * The checkout's billing address (spec §3 enderecofaturamento): the value the billing fields
 * edit (loaded for the chosen address by the addresses feature), its field errors, and the
 * check with the contract's schema before the order goes (errors shown, focus on the section).
 * `initial`: the value the server rendered the page with (null: none until the browser loads it).
 */
export function useBillingAddressInput(initial: EnderecoFaturamentoBodyInput | null = null) {
  const [value, setValue] = useState<EnderecoFaturamentoBodyInput | null>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    value,
    errors,
    change(next: EnderecoFaturamentoBodyInput) {
      setValue(next);
      setErrors({});
    },
    /**
     * The body to send (undefined when none loaded), or null after showing its errors. Waits for
     * the checkout's schemas if they have not loaded yet (checkout-form.ts).
     */
    async checked(): Promise<EnderecoFaturamentoBodyInput | undefined | null> {
      if (!value) return undefined;
      const invalid = (await loadCheckoutValidation()).billingAddressErrors(value);
      if (!invalid) return value;
      setErrors(invalid);
      document.getElementById('campo-faturamento')?.focus();
      return null;
    },
  };
}
