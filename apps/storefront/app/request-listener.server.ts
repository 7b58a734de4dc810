import { createRequestListener } from '@react-router/node';
import * as build from 'virtual:react-router/server-build';

/**
 * The `node:http` request listener of the app: React Router's request handler over this server
 * build (routes, entry.server, assets manifest). It is the server build's entry (vite.config.ts),
 * so the handler, the routes and the renderer share one copy of React Router, its production
 * build (ADR 0086); server-worker.mjs hands it every request that names no file of build/client.
 */
export const requestListener = createRequestListener({
  build,
  mode: process.env.NODE_ENV ?? 'production',
});
