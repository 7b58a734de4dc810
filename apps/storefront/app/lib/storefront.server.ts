import { createContext, redirect } from 'react-router';
import {
  apiRoutes,
  isFornecedoresPorLocal,
  type Categoria,
  type Fornecedor,
  type Rodape,
} from '@vitrine/contract';
import { ApiError, callApi } from './api.server';
import { getAuth, type AuthSession } from './session.server';

/**
 * What one request to a supplier's storefront needs, loaded at most once per request and shared
 * by the layout and every child loader (ARCHITECTURE.md §5.2): each part is fetched on first use.
 */
export interface StorefrontRequest {
  /** The supplier of `:fornecedor` (slug or id). @throws a redirect to `/` when there is none (spec §2). */
  supplier(): Promise<Fornecedor>;
  /** Categories and footer of the layout. */
  layout(): Promise<{ categorias: Categoria[]; rodape: Rodape }>;
  /**
   * The cookie's session when it was opened at this supplier; null otherwise — a session belongs
   * to the supplier it was opened at, so another storefront treats the visitor as logged out.
   */
  auth(): Promise<AuthSession | null>;
}

/** The router context key of {@link StorefrontRequest}, set by the supplier layout's middleware. */
export const storefrontContext = createContext<StorefrontRequest>();

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

async function findSupplier(segment: string): Promise<Fornecedor | null> {
  try {
    const reply = await callApi(apiRoutes.suppliers.find, { query: { idfornecedor: segment } });
    // Asked by slug or id, the lookup answers one supplier; a list only answers a location.
    return isFornecedoresPorLocal(reply) ? null : reply;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Builds the lazy, memoised storefront data of one request. */
export function createStorefrontRequest(request: Request, segment: string): StorefrontRequest {
  const supplier = once(async () => {
    const fornecedor = await findSupplier(segment);
    if (!fornecedor) throw redirect('/');
    return fornecedor;
  });
  const layout = once(async () => {
    const { idfornecedor } = await supplier();
    const [categorias, rodape] = await Promise.all([
      callApi(apiRoutes.catalog.categories, { params: { idfornecedor } }),
      callApi(apiRoutes.suppliers.footer, { params: { id: idfornecedor } }),
    ]);
    return { categorias, rodape };
  });
  const auth = once(async () => {
    const session = await getAuth(request);
    if (!session) return null;
    return session.idfornecedor === (await supplier()).idfornecedor ? session : null;
  });
  return { supplier, layout, auth };
}
