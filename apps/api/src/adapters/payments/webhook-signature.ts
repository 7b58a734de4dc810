import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 of `message` with `secret`, as lowercase hex (the signature format of both the
 * sandbox gateway's and Mercado Pago's webhooks).
 */
export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Compares two hex signatures in constant time (false for different lengths or non-hex). */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(received, 'hex');
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Reads a `ts=…,v1=…` signature header (Mercado Pago's `x-signature`, the sandbox's
 * `x-sandbox-signature`) into its timestamp and v1 hash; null when either part is missing.
 */
export function parseSignatureHeader(
  header: string | undefined,
): { ts: string; v1: string } | null {
  if (!header) return null;
  const parts = new Map(
    header.split(',').map((p) => {
      const [k, ...v] = p.trim().split('=');
      return [k?.trim() ?? '', v.join('=').trim()] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 ? { ts, v1 } : null;
}

/** The first value of a header that may repeat. */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
