import { createContext, redirect } from 'react-router';
import {
  apiRoutes,
  type Categoria,
  type Fornecedor,
  type LayoutSessao,
  type LayoutVitrine,
  type Rodape,
} from '@vitrine/contract';
import { ApiError, callApi } from './api.server';
import { getAuth, type AuthSession } from './session.server';

/**
 * What one request to a supplier's storefront needs, loaded at most once per request and shared
 * by the layout and every child loader (ARCHITECTURE.md §5.2): supplier, theme, categories,
 * footer and the session check come from one API call (issue 12 §3), made on first use.
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
  /**
   * The API's view of the cookie's session at this supplier: the session check and access gates
   * (`cliente` null: the session ended); null for a visitor or another supplier's session.
   */
  session(): Promise<LayoutSessao | null>;
}

/** The router context key of {@link StorefrontRequest}, set by the supplier layout's middleware. */
export const storefrontContext = createContext<StorefrontRequest>();

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

/** The layout call; null for an unknown supplier. */
async function loadLayout(
  segment: string,
  cookie: AuthSession | null,
): Promise<LayoutVitrine | null> {
  try {
    return await callApi(
      apiRoutes.storefront.layout,
      { params: { fornecedor: segment } },
      cookie ? { auth: cookie } : {},
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Builds the lazy, memoised storefront data of one request. */
export function createStorefrontRequest(request: Request, segment: string): StorefrontRequest {
  const cookie = once(() => getAuth(request));
  const page = once(async () => {
    const reply = await loadLayout(segment, await cookie());
    if (!reply) throw redirect('/');
    return reply;
  });
  const supplier = async () => (await page()).fornecedor;
  const auth = once(async () => {
    const session = await cookie();
    if (!session) return null;
    return session.idfornecedor === (await supplier()).idfornecedor ? session : null;
  });
  return {
    supplier,
    layout: async () => {
      const { categorias, rodape } = await page();
      return { categorias, rodape };
    },
    auth,
    session: async () => ((await auth()) ? (await page()).sessao : null),
  };
}
