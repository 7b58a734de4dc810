import { useEffect, useState } from 'react';
import type { LojaFornecedor } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { callFromBrowser } from '~/lib/api-browser';

/** The supplier's pickup stores, or the failure text; null while loading. */
export type SupplierStores =
  | { status: 'loading' }
  | { status: 'done'; lojas: LojaFornecedor[] }
  | { status: 'error'; mensagem: string };

/**
 * The supplier's pickup stores from its service area (`GET …/fornecedor/areaatendimento`,
 * coordenadas_lojas), loaded when `enabled`. Any failure is 'Falha ao consultar área de
 * atendimento do fornecedor' (spec §8).
 */
export function useSupplierStores(idfornecedor: string, enabled: boolean): SupplierStores {
  const [result, setResult] = useState<{ id: string; state: SupplierStores } | null>(null);
  const loaded = result?.id === idfornecedor && result.state.status === 'done';
  useEffect(() => {
    if (!enabled || loaded) return;
    const abort = new AbortController();
    callFromBrowser(
      'suppliers.serviceArea',
      { params: {}, query: { idfornecedor } },
      { signal: abort.signal },
    ).then(
      (area) =>
        setResult({ id: idfornecedor, state: { status: 'done', lojas: area.coordenadas_lojas } }),
      () => {
        if (!abort.signal.aborted)
          setResult({
            id: idfornecedor,
            state: { status: 'error', mensagem: MSG.serviceAreaLookupFailed },
          });
      },
    );
    return () => abort.abort();
  }, [idfornecedor, enabled, loaded]);
  return result?.id === idfornecedor ? result.state : { status: 'loading' };
}
