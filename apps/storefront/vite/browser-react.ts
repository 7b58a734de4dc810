import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** React 19 behaviours preact/compat lacks (ADR 0070). */
const BROWSER_REACT = fileURLToPath(new URL('../app/lib/browser-react.ts', import.meta.url));
/** The browser build's `react`: preact/compat, with browser-react.ts's exports over its own. */
const REACT_MODULE = '\0vitrine:react';
const REACT_SOURCE = [
  "export * from 'preact/compat';",
  `export { default, use, useSyncExternalStore } from ${JSON.stringify(BROWSER_REACT)};`,
].join('\n');

/** React's module names → what the browser build loads instead. */
const BROWSER_MODULES: Record<string, string> = {
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * Vite plugin: in the client environment only, `react`, `react-dom` and the JSX runtime resolve
 * to Preact (ADR 0070: React DOM alone is over the 100 KiB initial-JS budget of issue 12 §5).
 * The SSR environment keeps React, so the server renders exactly as before; Vite's
 * `resolve.alias` cannot do this, since it applies to every environment.
 */
export function browserReact(): Plugin {
  return {
    name: 'vitrine:browser-react',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client') return null;
      if (source === 'react') return REACT_MODULE;
      const target = BROWSER_MODULES[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
    load(id) {
      return id === REACT_MODULE ? REACT_SOURCE : null;
    },
  };
}
