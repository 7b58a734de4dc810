/** Orders per page of the order list and of nothing else (the export takes every match). */
export const ORDER_LIST_PAGE_SIZE = 20;
/** Largest page size a client may ask for. */
export const ORDER_LIST_MAX_PAGE_SIZE = 100;
/** Most orders one export file holds. */
export const ORDER_EXPORT_MAX_ROWS = 5000;

/** Number of pages for `total` rows of `pageSize` (0 rows → 0 pages). */
export function pageCount(total: number, pageSize: number): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}

/**
 * The half-open instant range [from, to) of a period of calendar days in São Paulo time
 * (UTC−03:00, no daylight saving since 2019): `de` from its midnight, `ate` through its last
 * instant. Either end may be absent.
 * @param de - first day, 'YYYY-MM-DD'.
 * @param ate - last day, 'YYYY-MM-DD' (inclusive).
 * @returns null when `de` is after `ate`.
 */
export function periodRange(
  de: string | undefined,
  ate: string | undefined,
): { from: Date | null; to: Date | null } | null {
  const from = de ? new Date(`${de}T00:00:00-03:00`) : null;
  const to = ate ? new Date(new Date(`${ate}T00:00:00-03:00`).getTime() + 86_400_000) : null;
  if (from && to && from.getTime() >= to.getTime()) return null;
  return { from, to };
}
