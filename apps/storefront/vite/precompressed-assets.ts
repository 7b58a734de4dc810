import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The browser build's files worth compressing: text (scripts, styles, the icon sprite). */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|webmanifest)$/;

/**
 * The two encodings of `bytes` a server sends in place of the file (ADR 0092): brotli at its
 * highest quality (11, text mode, told the input's size) and gzip at level 9. Both are the
 * slowest settings of node:zlib, paid once per build instead of on every response.
 */
export async function precompress(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the browser build, once the build
 * has written it (ADR 0092); the storefront's server (server-worker.mjs) sends one of them when
 * the browser accepts it. An encoding no smaller than the file itself is not written. The server
 * build is left alone: its files are never sent to a browser.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'vitrine:precompressed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => TEXT_FILE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const bytes = await readFile(path);
          const { br, gz } = await precompress(bytes);
          if (br.length < bytes.length) await writeFile(`${path}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
