// HydrateLater as the browser runs it: `react` is preact/compat there (ADR 0070), so it is here.
// Written with preact's `h` (not JSX): the test project's JSX is React's.
import { Fragment, h, hydrate, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '~/lib/browser-react';
import { afterFirstHydration } from '~/lib/deferred-hydration';
import { HydrateLater } from './hydrate-later';

vi.mock('react', () => import('preact/compat'));
// In a browser, the gates' channel messages and the effects' timers are tasks that take turns;
// Node delivers every queued channel message before any timer. A channel made of timers lets
// them take turns here too.
vi.hoisted(() => {
  class TimerChannel {
    port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
    port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.({}), 0) };
  }
  vi.stubGlobal('MessageChannel', TimerChannel);
});
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

/** A task later: the parts open one per task (a channel message each). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Enough tasks for every part of these pages, and their effects, to have run. */
async function settle() {
  for (let i = 0; i < 40; i++) await nextTask();
}

/** A counter button: its effect records that it hydrated, its click that it is interactive. */
function Counter({ name, log }: { name: string; log: string[] }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    log.push(`hydrated ${name}`);
  }, [log, name]);
  return h('button', { id: name, onClick: () => setCount(count + 1) }, `${name} ${count}`);
}

function Page({ log }: { log: string[] }) {
  return h(
    'div',
    null,
    h(Counter, { name: 'first', log }),
    h(HydrateLater, null, h('section', null, h(Counter, { name: 'header', log }))),
    h(HydrateLater, null, h('main', null, h(Counter, { name: 'main', log }))),
    h('p', null, 'fim'),
  );
}

const SERVER_HTML =
  '<div><button id="first">first 0</button><section><button id="header">header 0</button>' +
  '</section><main><button id="main">main 0</button></main><p>fim</p></div>';

describe('HydrateLater', () => {
  it('keeps the server HTML, then hydrates each part in a later task, in render order', async () => {
    const root = document.createElement('div');
    root.innerHTML = SERVER_HTML;
    const serverNodes = [...root.querySelectorAll('*')];
    const log: string[] = [];
    const done = vi.fn();

    const mismatches = hydrateServerHtml(() => hydrate(h(Page, { log }), root));
    afterFirstHydration(done);
    // The first pass left the parts as the server drew them.
    expect(root.innerHTML).toBe(SERVER_HTML);
    expect(done).not.toHaveBeenCalled();

    await settle();
    expect(log).toEqual(['hydrated first', 'hydrated header', 'hydrated main']);
    expect(done).toHaveBeenCalledOnce();
    expect(await mismatches).toEqual([]);
    // Hydrated in place: every element is the server's own, and the parts respond.
    expect([...root.querySelectorAll('*')]).toEqual(serverNodes);
    root.querySelector<HTMLButtonElement>('#main')!.click();
    await settle();
    expect(root.querySelector('#main')!.textContent).toBe('main 1');
    expect(root.innerHTML).toContain('<p>fim</p>');
  });

  it('reports an element the server did not draw, inside a deferred part too', async () => {
    const root = document.createElement('div');
    root.innerHTML = SERVER_HTML.replace('<button id="main">main 0</button>', '');
    const mismatches = hydrateServerHtml(() => hydrate(h(Page, { log: [] }), root));
    await settle();
    expect(await mismatches).toEqual(["<button> where the server's HTML had nothing"]);
  });

  it("holds the page's effects until every part has hydrated", async () => {
    // The parent's effect changes what the deferred part shows: run before the part hydrated,
    // the part would render "cliente" against the server's "servidor".
    // Ten parts before it, and frames that come at once: effects would run before its turn.
    function Parent() {
      const [where, setWhere] = useState('servidor');
      useEffect(() => setWhere('cliente'), []);
      const before = Array.from({ length: 10 }, (_, i) =>
        h(Fragment, { key: i }, h(HydrateLater, null, h('i', null))),
      );
      const content = where === 'servidor' ? h('p', null, where) : h('button', null, where);
      return h('div', null, ...before, h(HydrateLater, null, h('section', null, content)));
    }
    const frame = globalThis.requestAnimationFrame;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      queueMicrotask(() => callback(0));
      return 1;
    });
    try {
      const root = document.createElement('div');
      root.innerHTML = `<div>${'<i></i>'.repeat(10)}<section><p>servidor</p></section></div>`;
      const section = root.querySelector('section');
      const mismatches = hydrateServerHtml(() => hydrate(h(Parent, null), root));
      await settle();
      expect(await mismatches).toEqual([]);
      // Hydrated as the server drew it, then updated by the effect.
      expect(root.querySelector('section')).toBe(section);
      expect(section!.innerHTML).toBe('<button>cliente</button>');
    } finally {
      vi.stubGlobal('requestAnimationFrame', frame);
    }
  });

  it('renders at once outside the first hydration', async () => {
    const root = document.createElement('div');
    const log: string[] = [];
    render(h(Page, { log }), root);
    // Rendered in the same task, with nothing left for later.
    expect(root.querySelectorAll('button')).toHaveLength(3);
    const done = vi.fn();
    afterFirstHydration(done);
    expect(done).toHaveBeenCalledOnce();
    await settle();
    expect(log).toHaveLength(3);
  });
});
