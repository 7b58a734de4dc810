import { EMPTY_SUPPLIER_ID } from './constants.ts';

/**
 * Cleans a product search text before it is sent: removes every '&' (it would split the
 * query string), control characters and lone surrogates (the API refuses them), collapses runs
 * of whitespace to one space and trims.
 *
 * @see spec §5 "Text search strips the & character"
 */
export function sanitizeSearchText(q: string): string {
  return q
    .replaceAll('&', '')
    .replace(
      /[\p{Cc}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Shortest (sanitised) text that asks for suggestions: one letter matches too much to help. */
export const MIN_SUGGESTION_QUERY_LENGTH = 2;

/**
 * Whether full-text suggestions may be requested: a query of at least
 * {@link MIN_SUGGESTION_QUERY_LENGTH} characters once sanitised, and an active supplier
 * (neither empty nor the all-zero GUID).
 *
 * @see spec §5 "Suggestions need a query and an active supplier", §9 empty supplier id
 */
export function canRequestSuggestions(
  query: string,
  idfornecedor: string | null | undefined,
): boolean {
  return (
    sanitizeSearchText(query).length >= MIN_SUGGESTION_QUERY_LENGTH &&
    Boolean(idfornecedor) &&
    idfornecedor !== EMPTY_SUPPLIER_ID
  );
}
