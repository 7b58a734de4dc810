/**
 * The page's module scripts start loading once the server's HTML has been painted (ADR 0091).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every module of the page
 * (React hoists them into `<head>`) and one inline `<script type="module">` whose static imports
 * load the routes and the browser entry. Both start fetching as the HTML is parsed, before the
 * first paint: on HTTP/1.1 the 8–22 scripts take the browser's six connections from the page's
 * images, and Lighthouse's simulation counts every request that ended before the observed LCP
 * as one the LCP waited for (module scripts have no "evaluated after the paint" event to clear
 * them), which put LCP at 2.0–2.4 s on pages that paint their largest element at once.
 *
 * So the server writes both inert (`first-paint-html.server.ts`): the preloads as
 * {@link HELD_PRELOAD_REL} links and the module script as a {@link HELD_MODULE_TYPE} data block,
 * preceded by the inline script below, which turns them back into what `<Scripts>` wrote once
 * the page's first contentful paint has been reported. Hydration then finds the DOM `<Scripts>`
 * renders.
 */

/** `rel` of a module preload held until the first paint (an unknown relation: nothing is fetched). */
export const HELD_PRELOAD_REL = 'vitrine-modulepreload';

/** `type` of the route-modules script held until the first paint (a data block: never run). */
export const HELD_MODULE_TYPE = 'vitrine/module';

/** How long a hidden tab, which paints nothing, waits before its scripts load (ms). */
const HIDDEN_TAB_MS = 250;

/** How long a visible tab waits for its first contentful paint at most (ms). */
const NO_PAINT_MS = 1_000;

/**
 * Runs in the page, serialised into an inline script written just before the held module script
 * (so it must reference nothing outside itself; the two names are spelled out). It removes
 * itself, so hydration does not meet it. Once the page's first contentful paint has been
 * reported (a frame, where the browser does not report paints; {@link HIDDEN_TAB_MS} in a hidden
 * tab; {@link NO_PAINT_MS} at most) and the held script has been parsed whole, every held preload
 * becomes a `<link rel="modulepreload">` and the held script a `<script type="module" async>`,
 * each with the page's nonce ('strict-dynamic' trusts what a nonced script creates).
 */
export function loadScriptsAfterPaint(hiddenTabMs: number, noPaintMs: number): void {
  document.currentScript?.remove();
  let started = false;
  // Held and whole: the parser appends a script's text as it arrives, so the script is complete
  // once something after it has been parsed, or the document has.
  const heldModule = () => {
    const held = document.querySelector('script[type="vitrine/module"]');
    return held && (held.nextSibling || document.readyState !== 'loading') ? held : null;
  };
  const start = () => {
    const held = heldModule();
    if (started || !(held instanceof HTMLScriptElement)) return;
    started = true;
    for (const hint of document.querySelectorAll('link[rel="vitrine-modulepreload"]')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = (hint as HTMLLinkElement).href;
      link.nonce = (hint as HTMLLinkElement).nonce;
      hint.replaceWith(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.async = true;
    script.nonce = held.nonce;
    script.text = held.text;
    held.replaceWith(script);
  };
  // The held script comes right after this one. On a link slow enough that it is not parsed yet
  // by then, the end of the document's parsing starts the scripts instead.
  const startOnceParsed = () => {
    if (heldModule()) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  };
  // The paint is reported after it reached the screen: a task after that starts the scripts.
  const afterPaint = () => setTimeout(startOnceParsed, 0);
  if ((PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(afterPaint);
  }
  setTimeout(startOnceParsed, document.visibilityState === 'hidden' ? hiddenTabMs : noPaintMs);
}

/** The inline script's text: {@link loadScriptsAfterPaint}, called at once. */
export const SCRIPTS_AFTER_PAINT = `(${loadScriptsAfterPaint.toString()})(${HIDDEN_TAB_MS}, ${NO_PAINT_MS})`;
