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
 * until its end arrives, so nothing is missed and nothing else changes.
 */
export function lowPriorityModulePreloads(options: { final?: () => void } = {}): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // A tag still open at the end of this chunk waits for the next one.
      const lastTag = text.lastIndexOf('<');
      const cut = lastTag !== -1 && text.indexOf('>', lastTag) === -1 ? lastTag : text.length;
      pending = text.slice(cut);
      callback(null, text.slice(0, cut).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
    flush(callback) {
      options.final?.();
      callback(null, (pending + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
  });
}
