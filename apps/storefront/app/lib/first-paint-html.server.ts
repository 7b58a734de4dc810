import { Transform } from 'node:stream';

import { HELD_MODULE_TYPE, HELD_PRELOAD_REL, SCRIPTS_AFTER_PAINT } from './scripts-after-paint';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const HELD_PRELOAD = Buffer.from(`<link rel="${HELD_PRELOAD_REL}"`);
/** The end of the start tag of `<Scripts>`'s route-modules script (React writes props in order). */
const MODULE_SCRIPT_END = Buffer.from(' type="module" async="">');
const SCRIPT_START = Buffer.from('<script');
const TAG_START = 0x3c; // '<'
const TAG_END = 0x3e; // '>'

/**
 * `tag` (`<script nonce="…" type="module" async="">`) held as a data block, preceded by the
 * inline script that runs it after the first paint, with the same nonce.
 */
function heldModuleScript(tag: string): string {
  const nonce = /\snonce="([^"]*)"/.exec(tag)?.[1];
  const opening = nonce === undefined ? '<script>' : `<script nonce="${nonce}">`;
  return `${opening}${SCRIPTS_AFTER_PAINT}</script>${tag.replace(' type="module"', ` type="${HELD_MODULE_TYPE}"`)}`;
}

/** `html` with its module preloads and its route-modules script held (or `html` when none). */
function holdScripts(html: Buffer): Buffer {
  // Each edit replaces html[start, end) with `bytes`; found in page order, preloads and script.
  const edits: { start: number; end: number; bytes: Buffer }[] = [];
  for (let at = html.indexOf(PRELOAD); at !== -1; at = html.indexOf(PRELOAD, at + 1)) {
    edits.push({ start: at, end: at + PRELOAD.length, bytes: HELD_PRELOAD });
  }
  const moduleEnd = html.indexOf(MODULE_SCRIPT_END);
  const moduleStart = moduleEnd === -1 ? -1 : html.lastIndexOf(SCRIPT_START, moduleEnd);
  if (moduleStart !== -1) {
    const end = moduleEnd + MODULE_SCRIPT_END.length;
    const tag = html.subarray(moduleStart, end).toString('utf8');
    edits.push({ start: moduleStart, end, bytes: Buffer.from(heldModuleScript(tag), 'utf8') });
  }
  if (edits.length === 0) return html;
  edits.sort((x, y) => x.start - y.start);
  const parts: Buffer[] = [];
  let from = 0;
  for (const edit of edits) {
    parts.push(html.subarray(from, edit.start), edit.bytes);
    from = edit.end;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The page's HTML with React Router's module scripts held until the first paint (ADR 0091,
 * lib/scripts-after-paint.ts): every `<link rel="modulepreload">` becomes an inert link, and the
 * route-modules `<script type="module">` a data block preceded by the inline script that restores
 * both once the browser reports the first contentful paint (`<Scripts>` has no option for either).
 *
 * Why: a page is complete and painted from its server HTML; its module scripts only make it
 * interactive. Fetched while the HTML is parsed, even at low priority (ADR 0052), they compete
 * with the page's images for the connections, and Lighthouse's simulation counts every script
 * that arrived before the observed LCP as one the LCP waited for (issue 12 §5).
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
    const html = holdScripts(batch.length === 1 ? batch[0]! : Buffer.concat(batch));
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
