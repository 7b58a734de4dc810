import { useState } from 'react';
import { EnderecoFaturamentoBody, type EnderecoFaturamentoBodyInput } from '@vitrine/contract';

/**
 * The checkout's billing address (spec §3 enderecofaturamento): the value the billing fields
 * edit (loaded for the chosen address by the addresses feature), its field errors, and the
 * check with the contract's schema before the order goes (errors shown, focus on the section).
 */
export function useBillingAddressInput() {
  const [value, setValue] = useState<EnderecoFaturamentoBodyInput | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    value,
    errors,
    change(next: EnderecoFaturamentoBodyInput) {
      setValue(next);
      setErrors({});
    },
    /** The body to send (undefined when none loaded), or null after showing its errors. */
    checked(): EnderecoFaturamentoBodyInput | undefined | null {
      if (!value) return undefined;
      const parsed = EnderecoFaturamentoBody.safeParse(value);
      if (parsed.success) return value;
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      document.getElementById('campo-faturamento')?.focus();
      return null;
    },
  };
}
