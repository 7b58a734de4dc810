import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

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
 * A stream transform over the rendered HTML (UTF-8): a tag cut between two chunks is held back
 * until its end arrives, so nothing is missed and nothing else changes; and what React writes in
 * one task leaves as one chunk (see below).
 */
export function firstPaintHtml(options: { final?: () => void } = {}): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  // What React wrote in one go (it writes a page in 2 kB pieces) leaves as one chunk, at the end
  // of the current task: the server compresses and flushes each chunk, so the browser receives
  // the shell at once and paints it whole, not a header first and the rest a frame later
  // (Lighthouse then took the late heading as LCP). Later pieces (streamed data) still leave
  // as soon as they are written.
  let batch = '';
  let scheduled = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // A tag still open at the end of this chunk waits for the next one.
      const lastTag = text.lastIndexOf('<');
      const cut = lastTag !== -1 && text.indexOf('>', lastTag) === -1 ? lastTag : text.length;
      pending = text.slice(cut);
      batch += text.slice(0, cut).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (batch && !this.destroyed) this.push(batch);
          batch = '';
        });
      }
      callback();
    },
    flush(callback) {
      options.final?.();
      const rest = batch + (pending + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
      batch = '';
      callback(null, rest);
    },
  });
}
