import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // `~/…` → app/ (the tsconfig `paths` entry, which Vite does not read by itself).
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The workspace packages ship TypeScript source: bundle them into the server build.
  ssr: { noExternal: ['@vitrine/domain', '@vitrine/contract'] },
  server: { port: 3000 },
});
