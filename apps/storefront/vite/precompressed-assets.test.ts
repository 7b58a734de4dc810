import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, precompressedAssets } from './precompressed-assets';

const script = Buffer.from(
  Array.from(
    { length: 200 },
    (_, i) => `export const texto${i} = "Adicionar ao carrinho ${i}";`,
  ).join('\n'),
);

describe('precompressed assets (ADR 0092)', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('makes brotli and gzip copies that decode to the same bytes, brotli the smaller', async () => {
    const { br, gz } = await precompress(script);
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length / 5);
  });

  it('writes the copies beside the text files of the browser build only, when they are smaller', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompressed-'));
    await writeFile(join(dir, 'shell.js'), script);
    await writeFile(join(dir, 'tiny.js'), 'x');
    await writeFile(join(dir, 'photo.png'), script);
    const plugin = precompressedAssets();
    expect(plugin.apply).toBe('build');
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect([applies({ name: 'client' }), applies({ name: 'ssr' })]).toEqual([true, false]);
    const writeBundle = plugin.writeBundle as (
      options: { dir: string },
      bundle: object,
    ) => Promise<void>;
    await writeBundle({ dir }, { 'shell.js': {}, 'tiny.js': {}, 'photo.png': {} });
    expect((await readdir(dir)).sort()).toEqual([
      'photo.png',
      'shell.js',
      'shell.js.br',
      'shell.js.gz',
      'tiny.js',
    ]);
    expect(brotliDecompressSync(await readFile(join(dir, 'shell.js.br'))).equals(script)).toBe(
      true,
    );
  });
});
