/**
 * Cleans a product search text before it is sent: removes every '&' (it would split the
 * query string), collapses runs of whitespace to one space and trims.
 *
 * @see spec §5 "Text search strips the & character"
 */
export function sanitizeSearchText(q: string): string {
  return q.replaceAll('&', '').replace(/\s+/g, ' ').trim();
}
