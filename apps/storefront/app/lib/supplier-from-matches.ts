import type { Fornecedor } from '@vitrine/contract';

/** The supplier name from the layout's loader data inside `meta` (for page titles). */
export function supplierName(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const layout = matches.find((m) => m?.id === 'routes/supplier-layout');
  return (layout?.data as { fornecedor?: Fornecedor } | undefined)?.fornecedor?.nome ?? 'Vitrine';
}
