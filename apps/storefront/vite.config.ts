import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { browserReact } from './vite/browser-react';
import { lucideSprite } from './vite/lucide-sprite';
import { precompressedAssets } from './vite/precompressed-assets';
import { productionRouter } from './vite/production-router';
import { shellChunk } from './vite/shell-chunk';

export default defineConfig({
  // browserReact first: it must resolve `react` in the client build before anything else does.
  // lucideSprite: lucide's icons are drawn from one SVG file, not from JavaScript (ADR 0089).
  // precompressedAssets: brotli and gzip copies of the browser's files, made once (ADR 0092).
  plugins: [
    browserReact(),
    productionRouter(),
    lucideSprite(),
    tailwindcss(),
    reactRouter(),
    precompressedAssets(),
  ],
  // One chunk for what every page loads (ADR 0070); the server build is left as it was.
  environments: {
    client: {
      build: {
        rollupOptions: { output: { manualChunks: shellChunk } },
        // terser, two passes: the shell 82.9 → 79.6 KiB against esbuild's minifier (ADR 0090).
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      },
    },
    // The server build's entry is the app's request listener, so React Router's request handler
    // is bundled with the routes and the renderer: one copy, its production build (ADR 0086).
    // Not minified, as Vite leaves a server build by default (readable stack traces).
    ssr: { build: { rollupOptions: { input: './app/request-listener.server.ts' }, minify: false } },
  },
  // `~/…` → app/ (the tsconfig `paths` entry, which Vite does not read by itself).
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The workspace packages ship TypeScript source: bundle them into the server build. React Router
  // and its Node adapter are bundled too, from React Router's production build (ADR 0086).
  ssr: {
    noExternal: ['@vitrine/domain', '@vitrine/contract', 'react-router', '@react-router/node'],
  },
  // Vite adds its terser plugin only when the top-level option names terser; each environment's
  // own option then decides (the client's terser, the server's none).
  build: { minify: 'terser' },
  server: { port: 3000 },
});
