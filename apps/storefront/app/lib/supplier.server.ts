import type { Categoria, Fornecedor, Rodape } from '@vitrine/contract';
import { api, ApiError, appSegment } from './api.server';

/**
 * The supplier of a storefront segment (slug or UUID), or null when there is none.
 * @throws ApiError for API failures other than "not found".
 */
export async function findSupplier(segment: string): Promise<Fornecedor | null> {
  try {
    return await api<Fornecedor>(`/v2/app/${appSegment()}/fornecedor`, { query: { idfornecedor: segment } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The supplier of a segment or a 404 response (for child routes of the layout). */
export async function requireSupplier(segment: string): Promise<Fornecedor> {
  const fornecedor = await findSupplier(segment);
  if (!fornecedor) throw new Response('Fornecedor não encontrado', { status: 404 });
  return fornecedor;
}

/** Supplier, categories and footer of a segment, for the layout; null when unknown. */
export async function loadSupplier(segment: string): Promise<{ fornecedor: Fornecedor; categorias: Categoria[]; rodape: Rodape } | null> {
  const fornecedor = await findSupplier(segment);
  if (!fornecedor) return null;
  const [categorias, rodape] = await Promise.all([
    api<Categoria[]>(`/v2/app/${appSegment()}/listacategoriasprodutos/${fornecedor.idfornecedor}`),
    api<Rodape>(`/v2/app/config/fornecedor/${fornecedor.idfornecedor}/rodape`),
  ]);
  return { fornecedor, categorias, rodape };
}
