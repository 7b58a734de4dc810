import { randomBytes } from 'node:crypto';
import { createContext } from 'react-router';
import { mapTileSources, serverConfig } from './config.server';

/** The router context key of the request's CSP nonce (set by the root middleware). */
export const nonceContext = createContext<string>('');

/** A fresh CSP nonce: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The origins page JavaScript may call for card tokenisation (connect-src): the payment
 * gateway's, never this server (ADR 0021). PAYMENT_TOKENIZATION_ORIGINS lists them
 * (comma-separated, e.g. https://api.mercadopago.com); unset, the API's origin, where the
 * embedded sandbox gateway answers.
 */
export function paymentConnectSources(): string[] {
  const listed = (process.env.PAYMENT_TOKENIZATION_ORIGINS ?? '').split(',').map((s) => s.trim());
  const origins = listed.filter(Boolean);
  return origins.length > 0 ? origins : [new URL(serverConfig.apiUrl).origin];
}

/**
 * The Content-Security-Policy of every storefront response (ARCHITECTURE.md §3 Auth, issue 7 §9).
 * Scripts run only from this origin or with the request's nonce ('strict-dynamic' lets the
 * nonced entry load its chunks); styles allow inline attributes and the runtime style tags of
 * Radix and sonner ('unsafe-inline' for style only — no script can be injected through it);
 * images from this origin, data: (the Pix QR code) and the map's tile server (MAP_TILE_URL,
 * the address form's map; its geocoding goes through this origin's /api); no plugin, no <base>, forms post only
 * here, and no other site may frame a page (clickjacking of the checkout).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...mapTileSources()].join(' '),
    "font-src 'self'",
    // Card tokenisation goes from the page straight to the payment gateway (ADR 0021).
    ["connect-src 'self'", ...paymentConnectSources()].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sets the security headers on a response: CSP with `nonce`, no framing, no MIME sniffing, a
 * strict referrer policy, no powerful features, and HSTS when cookies are Secure (production
 * over HTTPS). The development server (Vite HMR needs inline and eval'd scripts) gets all but
 * the CSP.
 */
export function applySecurityHeaders(
  headers: Headers,
  { nonce, production, https }: { nonce: string; production: boolean; https: boolean },
): void {
  if (production) headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  headers.set('X-Frame-Options', 'DENY');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set(
    'Permissions-Policy',
    'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  );
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
