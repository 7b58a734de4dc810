/**
 * `/{segment}{rest}` for a storefront segment taken from the URL. The router decodes path
 * parameters, so a segment may hold '/', '\' or '%': it is encoded again, and the result can
 * never become a protocol-relative URL (`//host`).
 */
export function storePath(segment: string, rest = ''): string {
  return `/${encodeURIComponent(segment)}${rest}`;
}
