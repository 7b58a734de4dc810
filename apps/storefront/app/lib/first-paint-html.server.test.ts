import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { firstPaintHtml } from './first-paint-html.server';

async function through(chunks: (string | Buffer)[], final?: () => void): Promise<string> {
  const source = Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
  return text(source.pipe(firstPaintHtml({ final })));
}

const page =
  '<html><head><title>Café</title></head><body><p>a<b</p>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<script type="module">import "/assets/a.js";</script></body></html>';
const expected = page.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe('firstPaintHtml', () => {
  it('marks every module preload low priority and leaves the rest of the page as it was', async () => {
    expect(await through([page])).toBe(expected);
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
