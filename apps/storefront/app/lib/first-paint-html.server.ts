import { Transform } from 'node:stream';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const TAG_START = 0x3c; // '<'
const TAG_END = 0x3e; // '>'

/** `html` with every module preload tag at low priority, as new bytes (or `html` when none). */
function lowPriorityPreloads(html: Buffer): Buffer {
  let at = html.indexOf(PRELOAD);
  if (at === -1) return html;
  const parts: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    parts.push(html.subarray(from, at), LOW_PRIORITY_PRELOAD);
    from = at + PRELOAD.length;
    at = html.indexOf(PRELOAD, from);
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The page's HTML with every `<link rel="modulepreload">` of React Router's `<Scripts>` fetched
 * at low priority (`fetchpriority="low"`; `<Scripts>` has no prop for it).
 *
 * Why: a page is complete and painted from its server HTML; its module scripts are deferred and
 * only make it interactive. At the default (high) priority, the 20–40 preloads compete with the
 * page's largest image on a slow link, and Lighthouse's simulation counts every high-priority
 * script that finished before the first paint as render-blocking, so whether the paint happened
 * to come before the scripts (it varies from run to run) moved FCP and LCP by 1–2 s (issue 12 §5,
 * ADR 0052). At low priority the browser fetches them right after what the paint needs.
 *
 * A stream transform over the rendered HTML's bytes: a tag cut between two chunks is held back
 * until its end arrives, so nothing is missed and nothing else changes; and what React writes in
 * one task leaves as one chunk (see below). It works on bytes, never decoding the page to text
 * and encoding it again: `<` and `>` never occur inside a multi-byte UTF-8 character, and the
 * page (its inline stylesheet alone is 40 kB) is most of a page's bytes (ADR 0060).
 */
export function firstPaintHtml(options: { final?: () => void } = {}): Transform {
  // Bytes after the last tag start of what came so far, when that tag has not ended yet.
  let pending: Buffer | null = null;
  // What React wrote in one go (it writes a page in 2 kB pieces) leaves as one chunk, at the end
  // of the current task: the server compresses and flushes each chunk, so the browser receives
  // the shell at once and paints it whole, not a header first and the rest a frame later
  // (Lighthouse then took the late heading as LCP). Later pieces (streamed data) still leave
  // as soon as they are written.
  let batch: Buffer[] = [];
  let scheduled = false;
  const take = (): Buffer | null => {
    if (batch.length === 0) return null;
    const html = lowPriorityPreloads(batch.length === 1 ? batch[0]! : Buffer.concat(batch));
    batch = [];
    return html;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const bytes: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
      // A tag still open at the end of this chunk waits for the next one.
      const lastTag = bytes.lastIndexOf(TAG_START);
      const cut = lastTag !== -1 && bytes.indexOf(TAG_END, lastTag) === -1 ? lastTag : bytes.length;
      pending = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : null;
      if (cut > 0) batch.push(bytes.subarray(0, cut));
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          const html = take();
          if (html && !this.destroyed) this.push(html);
        });
      }
      callback();
    },
    flush(callback) {
      options.final?.();
      if (pending) batch.push(pending);
      pending = null;
      callback(null, take() ?? undefined);
    },
  });
}
