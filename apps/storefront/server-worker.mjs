// One process of the storefront's production server (server.mjs starts one, or one per core):
// the React Router server build behind node:http, the client assets from build/client, and a
// graceful stop. Replaces react-router-serve, whose stop neither closes idle keep-alive
// connections nor gives up after a timeout. PORT (3000), HOST (all interfaces).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';

/** How long in-flight requests get to finish after SIGINT/SIGTERM, in ms. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const root = fileURLToPath(new URL('.', import.meta.url));
const clientDir = join(root, 'build', 'client');
// The server build's entry is app/request-listener.server.ts (ADR 0086).
const { requestListener: handle } = await import(
  pathToFileURL(join(root, 'build', 'server', 'index.js')).href
);

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The encodings the build wrote beside each text asset (vite/precompressed-assets.ts), best first. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' };

/**
 * The file to send for `file` of /assets/: its brotli or gzip copy made at build time when the
 * request accepts that encoding and the copy exists (ADR 0092), else the file itself.
 */
async function encodedFile(req, file, info) {
  const encoding = new Negotiator(req).encoding(['br', 'gzip', 'identity'], ['br', 'gzip']);
  const suffix = PRECOMPRESSED[encoding];
  const encoded = suffix && (await stat(file + suffix).catch(() => null));
  return encoded?.isFile()
    ? { path: file + suffix, size: encoded.size, encoding }
    : { path: file, size: info.size, encoding: null };
}

/**
 * Serves a file of build/client when the path names one: fingerprinted /assets/* for a year
 * (immutable) and, when the browser accepts it, as the build's brotli or gzip copy; anything else
 * for an hour. Returns false to let React Router answer.
 */
async function serveStatic(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return false;
  }
  const file = normalize(join(clientDir, pathname));
  if (!file.startsWith(clientDir + sep) || extname(file) === '') return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const asset = pathname.startsWith('/assets/');
  const body = asset ? await encodedFile(req, file, info) : { path: file, size: info.size };
  res.writeHead(200, {
    'x-content-type-options': 'nosniff',
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': body.size,
    'cache-control': asset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    ...(asset && { vary: 'Accept-Encoding' }),
    // The dynamic compression below leaves a response that already has an encoding alone.
    ...(body.encoding && { 'content-encoding': body.encoding }),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(body.path).pipe(res);
  return true;
}

/**
 * The header that carries the socket's peer address to the app (lib/client-address.server.ts).
 * Whatever a client sent under this name is replaced, so the app can trust it.
 */
const PEER_ADDRESS_HEADER = 'x-vitrine-peer-address';

/**
 * Text responses (pages, data, scripts, styles) compressed, brotli or gzip as the client accepts,
 * as a reverse proxy would; every write is flushed at once so streamed pages stay streamed.
 */
const compress = compression({
  flush: zlib.Z_SYNC_FLUSH,
  brotli: { flush: zlib.BROTLI_OPERATION_FLUSH },
});

const server = createServer(async (req, res) => {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  await new Promise((resolve) => compress(req, res, resolve));
  try {
    if (await serveStatic(req, res)) return;
    await handle(req, res);
  } catch (error) {
    console.error('[storefront]', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Erro interno');
  }
});

server.listen(port, host, () => console.log(`[storefront] http://${host ?? 'localhost'}:${port}`));

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[storefront] ${signal}: encerrando`);
  // No new connections; idle keep-alive sockets close now, busy ones after their response.
  server.close((error) => process.exit(error ? 1 : 0));
  server.closeIdleConnections();
  setTimeout(() => {
    console.error(`[storefront] requests still open after ${SHUTDOWN_TIMEOUT_MS} ms: closing them`);
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
}
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
