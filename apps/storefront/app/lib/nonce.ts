import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the page being rendered (server only; empty in the browser, where the scripts
 * already ran). `<Scripts>` and `<ScrollRestoration>` read it so their inline scripts may run.
 */
export const NonceContext = createContext('');

/** The nonce of the current server render, or '' in the browser. */
export function useNonce(): string {
  return useContext(NonceContext);
}
