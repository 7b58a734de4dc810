import { SUPPLIER_LAYOUT_ROUTE_ID, type SupplierLayoutData } from './supplier-layout-data';

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The supplier's name from a route's `meta` matches (the supplier layout's data), if any. */
export function supplierNameOf(matches: ReadonlyArray<MatchLike | undefined>): string | undefined {
  const layout = matches.find((m) => m?.id === SUPPLIER_LAYOUT_ROUTE_ID);
  const data = (layout?.loaderData ?? layout?.data) as SupplierLayoutData | undefined;
  return data?.fornecedor?.nome;
}

/** "{page} | {supplier name}" from a route's `meta` matches. */
export function pageTitle(page: string, matches: ReadonlyArray<MatchLike | undefined>): string {
  const nome = supplierNameOf(matches);
  return nome ? `${page} | ${nome}` : page;
}
