import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPTS_AFTER_PAINT } from './scripts-after-paint';

/** The page as the server writes it (first-paint-html.server.ts): preloads and script held. */
function heldPage({ parsedAfterScript = true } = {}) {
  document.head.innerHTML =
    '<link rel="vitrine-modulepreload" href="/assets/a.js">' +
    '<link rel="vitrine-modulepreload" href="/assets/b.js">';
  for (const link of document.head.querySelectorAll('link')) link.nonce = 'n0nce';
  document.body.innerHTML =
    '<p>Página</p><script type="vitrine/module" async="">import "/assets/a.js";</script>' +
    (parsedAfterScript ? '<script>window.__data = 1;</script>' : '');
  document.querySelector('script')!.nonce = 'n0nce';
}

/** A browser's paint timing: the page's observer, told of paints by `paint(name)`. */
function paintTiming() {
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {
      observers.splice(0);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) => {
    for (const callback of [...observers]) {
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
}

const started = () => document.querySelectorAll('script[type="module"]').length;

describe('module scripts after the first paint (ADR 0091)', () => {
  beforeEach(() => {
    heldPage();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('turns the held preloads and script back into what <Scripts> wrote after the first contentful paint', () => {
    const paint = paintTiming();
    new Function(SCRIPTS_AFTER_PAINT)();
    paint('first-paint');
    vi.advanceTimersByTime(1);
    // Nothing is fetched or run before the page's content has been painted.
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(started()).toBe(0);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, new URL(link.href).pathname, link.nonce])).toEqual([
      ['modulepreload', '/assets/a.js', 'n0nce'],
      ['modulepreload', '/assets/b.js', 'n0nce'],
    ]);
    const script = document.body.querySelector('script') as HTMLScriptElement;
    expect([script.type, script.async, script.nonce, script.text]).toEqual([
      'module',
      true,
      'n0nce',
      'import "/assets/a.js";',
    ]);
    expect(document.body.children[0]!.textContent).toBe('Página');
    // Once: the safety timer later finds nothing held.
    vi.runAllTimers();
    expect(started()).toBe(1);
  });

  it('waits for the end of parsing when the held script may not have arrived whole', () => {
    heldPage({ parsedAfterScript: false });
    const paint = paintTiming();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    new Function(SCRIPTS_AFTER_PAINT)();
    paint('first-contentful-paint');
    vi.runAllTimers();
    expect(started()).toBe(0);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(started()).toBe(1);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });

  it('waits a frame where the browser does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', class {});
    let frame: FrameRequestCallback = () => {};
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    new Function(SCRIPTS_AFTER_PAINT)();
    vi.advanceTimersByTime(100);
    expect(started()).toBe(0);
    frame(0);
    vi.advanceTimersByTime(0);
    expect(started()).toBe(1);
  });

  it('starts after a quarter of a second in a hidden tab, and after a second with no paint', () => {
    paintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(SCRIPTS_AFTER_PAINT)();
    vi.advanceTimersByTime(249);
    expect(started()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(1);

    heldPage();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    new Function(SCRIPTS_AFTER_PAINT)();
    vi.advanceTimersByTime(999);
    expect(started()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(1);
  });
});
