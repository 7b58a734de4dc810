import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { firstPaintHtml } from './first-paint-html.server';
import { SCRIPTS_AFTER_PAINT } from './scripts-after-paint';

async function through(chunks: (string | Buffer)[], final?: () => void): Promise<string> {
  const source = Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
  return text(source.pipe(firstPaintHtml({ final })));
}

// As React Router's <Scripts> writes them (React hoists the preloads into <head>).
const page =
  '<html><head><title>Café</title>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n0nce+/="/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n0nce+/="/></head><body><p>a<b</p>' +
  '<script nonce="n0nce+/=">window.__ctx = {};</script>' +
  '<script nonce="n0nce+/=" type="module" async="">import "/assets/a.js";</script></body></html>';
const expected = page
  .replaceAll('<link rel="modulepreload"', '<link rel="vitrine-modulepreload"')
  .replace(
    '<script nonce="n0nce+/=" type="module" async="">',
    `<script nonce="n0nce+/=">${SCRIPTS_AFTER_PAINT}</script>` +
      '<script nonce="n0nce+/=" type="vitrine/module" async="">',
  );

describe('firstPaintHtml', () => {
  it('holds the module preloads and the route-modules script, and leaves the rest as it was', async () => {
    expect(await through([page])).toBe(expected);
  });

  it('holds a preload that comes after the script, and leaves a page without scripts alone', async () => {
    const late =
      '<script nonce="x" type="module" async="">1</script><link rel="modulepreload" href="/c.js"/>';
    expect(await through([late])).toBe(
      `<script nonce="x">${SCRIPTS_AFTER_PAINT}</script><script nonce="x" type="vitrine/module" async="">1</script>` +
        '<link rel="vitrine-modulepreload" href="/c.js"/>',
    );
    const plain =
      '<html><body><script>1</script><link rel="stylesheet" href="/a.css"/></body></html>';
    expect(await through([plain])).toBe(plain);
  });

  it('finds a tag cut between chunks, at every cut, and a character cut between its bytes', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it('tells the caller when the page has ended', async () => {
    const final = vi.fn();
    await through(['<p>ok</p>'], final);
    expect(final).toHaveBeenCalledOnce();
  });
});

describe('firstPaintHtml batching', () => {
  it('sends what was written in one task as one chunk, and a later write as another', async () => {
    const stream = firstPaintHtml();
    const received: string[] = [];
    stream.on('data', (chunk: Buffer | string) => received.push(chunk.toString()));
    stream.write('<html><body>');
    stream.write('<p>one</p>');
    await new Promise((resolve) => setImmediate(resolve));
    stream.write('<p>two</p>');
    stream.end('</body></html>');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(received).toEqual(['<html><body><p>one</p>', '<p>two</p></body></html>']);
  });
});
