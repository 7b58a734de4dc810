import { apiRoutes, isFornecedoresPorLocal } from '@vitrine/contract';
import { ApiError, callApi } from './api.server';
import { serverConfig } from './config.server';
import { isOwnDomainRequest, mayBeOwnDomain, ownDomainOrigin } from './supplier-host';

/**
 * The storefront home of the supplier whose own domain this request came to (spec §2 Routing
 * rules: the domain names the supplier when the path does not): `/{slug}`, or null when the host
 * is no supplier's usable own domain (then `/` stays the provider home).
 */
export async function supplierHomeForHost(request: Request): Promise<string | null> {
  const url = new URL(request.url);
  if (!mayBeOwnDomain(url.hostname)) return null;
  try {
    const fornecedor = await callApi(apiRoutes.suppliers.find, {
      query: { dominio: url.hostname },
    });
    if (isFornecedoresPorLocal(fornecedor)) return null;
    const usable = ownDomainOrigin(fornecedor.dominio, url, serverConfig.localOwnDomains);
    return usable && isOwnDomainRequest(fornecedor.dominio, url)
      ? `/${encodeURIComponent(fornecedor.slug)}`
      : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
