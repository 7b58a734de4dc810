import { SUPPLIER_LAYOUT_ROUTE_ID, type SupplierLayoutData } from './supplier-layout-data';

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** "{page} | {supplier name}" from a route's `meta` matches (the supplier layout's data). */
export function pageTitle(page: string, matches: ReadonlyArray<MatchLike | undefined>): string {
  const layout = matches.find((m) => m?.id === SUPPLIER_LAYOUT_ROUTE_ID);
  const data = (layout?.loaderData ?? layout?.data) as SupplierLayoutData | undefined;
  const nome = data?.fornecedor?.nome;
  return nome ? `${page} | ${nome}` : page;
}
