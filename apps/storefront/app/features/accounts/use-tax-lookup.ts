import { useState } from 'react';
import type { DadosReceita } from '@vitrine/contract';
import { ACCOUNTS_MSG } from '@vitrine/domain/accounts/accounts-messages';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';

/** The registry lookup of the registration form: idle, looking up, found (active) or refused. */
export type TaxLookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; empresa: DadosReceita }
  | { status: 'refused'; mensagem: string };

/**
 * Looks a CNPJ up in the tax registry through the API (spec §7 dados-receita). An inactive,
 * unknown or invalid CNPJ is refused with the API's pt-BR text; the form then cannot register it.
 */
export function useTaxLookup() {
  const [state, setState] = useState<TaxLookupState>({ status: 'idle' });
  async function lookup(doc: string) {
    setState({ status: 'loading' });
    try {
      const empresa = await callFromBrowser('accounts.taxLookup', { params: { sep: '~', doc } });
      setState({ status: 'found', empresa });
    } catch (error) {
      setState({
        status: 'refused',
        mensagem:
          error instanceof BrowserApiError && error.serverMessage
            ? error.serverMessage
            : ACCOUNTS_MSG.taxRegistryUnavailable,
      });
    }
  }
  return { state, lookup, reset: () => setState({ status: 'idle' }) };
}
