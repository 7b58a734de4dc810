import type { FormasEntregaResposta } from '@vitrine/contract';
import { MSG, TipoEntrega } from '@vitrine/domain';
import { useEffect, useState } from 'react';

export interface DeliveryLookup {
  /** `{apptoken}{sep}{idcliente}`. */
  segment: string;
  idfornecedor: string;
  tipoEntrega: TipoEntrega;
  /** Required for DELIVERY. */
  idendereco?: number | null;
  /** The address has a CEP (spec §5: by address the lookup runs only when it has one). */
  hasCep?: boolean;
  idformapagamento?: number | null;
}

export interface DeliveryOptionsState {
  loading: boolean;
  data: FormasEntregaResposta | null;
  /** The API's message, verbatim (spec §8 Delivery and address). */
  error: string | null;
}

const IDLE: DeliveryOptionsState = { loading: false, data: null, error: null };
const LOADING: DeliveryOptionsState = { loading: true, data: null, error: null };

/** The proxy URL of a lookup, or null when it may not run (spec §5: pickup, or an address with a CEP). */
function lookupUrl(q: DeliveryLookup): string | null {
  const pickup = q.tipoEntrega === TipoEntrega.RETIRADA;
  if (!q.idfornecedor || (!pickup && (!q.idendereco || q.hasCep === false))) return null;
  const query = new URLSearchParams({ tipoEntrega: q.tipoEntrega });
  if (!pickup && q.idendereco) query.set('idendereco', String(q.idendereco));
  if (q.idformapagamento) query.set('idformapagamento', String(q.idformapagamento));
  return `/api/v4/app/${q.segment}/formas-entrega/${q.idfornecedor}?${query}`;
}

/**
 * Delivery forms and pickup stores for the checkout, through the `/api` proxy
 * (`GET /v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}`). A new lookup aborts
 * the one under way; while it runs `loading` is set; on error the forms are cleared and the
 * API's message kept (spec §4 Delivery).
 */
export function useDeliveryOptions(q: DeliveryLookup): DeliveryOptionsState {
  const url = lookupUrl(q);
  const [result, setResult] = useState<{ url: string; state: DeliveryOptionsState } | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as
          | (FormasEntregaResposta & { mensagem?: string })
          | null;
        const state: DeliveryOptionsState =
          res.ok && body
            ? { loading: false, data: body, error: null }
            : { loading: false, data: null, error: body?.mensagem ?? MSG.deliverySlotsLookupFailed };
        setResult({ url, state });
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          setResult({ url, state: { loading: false, data: null, error: MSG.deliverySlotsLookupFailed } });
        }
      });
    return () => controller.abort();
  }, [url]);

  if (!url) return IDLE;
  return result?.url === url ? result.state : LOADING;
}
