import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's own files for each module name the browser build imports: the package's
 * `production` build, which its `exports` map does not name (every condition there points at
 * `dist/development`). The two builds differ only in `ENABLE_DEV_WARNINGS`; with it false, the
 * minifier drops the development warnings and the "hey developer" error screens.
 */
function productionFiles(): Record<string, string> {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    'react-router': path.join(root, 'dist/production/index.mjs'),
    'react-router/dom': path.join(root, 'dist/production/dom-export.mjs'),
  };
}

/**
 * Vite plugin: in a build, `react-router` and `react-router/dom` resolve to React Router's
 * production build, in the browser (issue 12 §5, initial JavaScript: ADR 0081) and on the server
 * (render time: ADR 0086). The server build bundles React Router and `@react-router/node` for
 * that (vite.config.ts `ssr.noExternal`), so its request handler, routes and renderer share this
 * one copy; Node alone would load `dist/development` for every condition. `react-router dev`
 * keeps the package's default resolution.
 */
export function productionRouter(): Plugin {
  const files = productionFiles();
  return {
    name: 'vitrine:production-router',
    enforce: 'pre',
    resolveId(source) {
      if (this.environment.mode !== 'build') return null;
      return files[source] ?? null;
    },
  };
}
