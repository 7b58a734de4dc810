import { useCallback, useRef, useState } from 'react';
import type { FornecedoresPorLocal, FornecedorQuery } from '@vitrine/contract';
import { isFornecedoresPorLocal } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';

/** Where to look: a CEP, a point or a saved address, with optional company and mode. */
export type LookupQuery = Partial<
  Pick<FornecedorQuery, 'cep' | 'lat' | 'lng' | 'idendereco' | 'idempresa' | 'tipoEntrega'>
>;

/** The lookup's state: idle, running, done (with the list) or failed (with the pt-BR text). */
export type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; result: FornecedoresPorLocal }
  | { status: 'error'; mensagem: string };

function toQuery(q: LookupQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/**
 * The suppliers serving a location (spec §4 Address to supplier), through the contract's supplier
 * lookup. A newer lookup aborts the previous one. A non-200 reply other than a refused input
 * counts as "no supplier" ('Não foi possivel encontrar fornecedores para este endereço'); a
 * network failure is 'Falha ao consultar outros fornecedores'; a 400 shows the server's text
 * (e.g. 'CEP inválido').
 */
export function useSupplierLookup() {
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const lookup = useCallback(async (q: LookupQuery): Promise<LookupState> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'loading' });
    let next: LookupState;
    try {
      const reply = await callFromBrowser(
        'suppliers.find',
        { params: {}, query: toQuery(q) },
        { signal: abort.signal },
      );
      next = isFornecedoresPorLocal(reply)
        ? { status: 'done', result: reply }
        : { status: 'error', mensagem: MSG.noSuppliersForAddress };
    } catch (error) {
      if (abort.signal.aborted) return { status: 'loading' };
      if (error instanceof BrowserApiError && error.status === 400 && error.serverMessage)
        next = { status: 'error', mensagem: error.serverMessage };
      else if (error instanceof BrowserApiError && error.status >= 400 && error.status < 500)
        next = { status: 'error', mensagem: MSG.noSuppliersForAddress };
      else next = { status: 'error', mensagem: MSG.otherSuppliersLookupFailed };
    }
    setState(next);
    return next;
  }, []);

  return { state, lookup };
}
