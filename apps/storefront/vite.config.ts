import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The workspace packages ship TypeScript source: bundle them into the server build.
  ssr: { noExternal: ['@vitrine/domain', '@vitrine/contract'] },
  server: { port: 3000 },
});
