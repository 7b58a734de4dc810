// The browser build's `react` (ADR 0070), run with Preact as the browser runs it. Written with
// preact's `h` (not JSX): the test project's JSX is React's.
import { h, hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { createContext, createRef } from 'preact/compat';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, removeHoistedHints, use, useSyncExternalStore } from './browser-react';

const noSubscription = () => () => {};

function Badge() {
  const where = useSyncExternalStore(
    noSubscription,
    () => 'browser',
    () => 'server',
  );
  return h('span', null, where);
}

describe('useSyncExternalStore in the browser build', () => {
  it('hydrates with the server snapshot, then renders the client snapshot', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<span>server</span>';
    const serverSpan = root.firstChild;
    let during = '';
    await act(() => {
      hydrateServerHtml(() => {
        hydrate(h(Badge, null), root);
        during = root.innerHTML;
      });
    });
    // The server's element is kept (hydrated, not replaced), and shows the client value after.
    expect(during).toBe('<span>server</span>');
    expect(root.firstChild).toBe(serverSpan);
    expect(root.innerHTML).toBe('<span>browser</span>');
  });

  it('renders the client snapshot at once outside hydration', async () => {
    const root = document.createElement('div');
    await act(() => {
      hydrate(h(Badge, null), root);
    });
    expect(root.innerHTML).toBe('<span>browser</span>');
  });

  it('follows the store after hydration', async () => {
    let value = 1;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    function Counter() {
      return h(
        'b',
        null,
        String(
          useSyncExternalStore(
            subscribe,
            () => value,
            () => 0,
          ),
        ),
      );
    }
    const root = document.createElement('div');
    root.innerHTML = '<b>0</b>';
    await act(() => {
      hydrateServerHtml(() => hydrate(h(Counter, null), root));
    });
    expect(root.innerHTML).toBe('<b>1</b>');
    await act(() => {
      value = 2;
      for (const listener of listeners) listener();
    });
    expect(root.innerHTML).toBe('<b>2</b>');
  });
});

describe('use in the browser build', () => {
  it('reads a context', async () => {
    const Theme = createContext('claro');
    function Reader() {
      return h('i', null, use(Theme));
    }
    const root = document.createElement('div');
    await act(() => {
      hydrate(h(Theme.Provider, { value: 'escuro' }, h(Reader, null)), root);
    });
    expect(root.innerHTML).toBe('<i>escuro</i>');
  });

  it('refuses a promise', () => {
    expect(() => use(Promise.resolve(1) as never)).toThrow('use(promise)');
  });
});

describe('ref in the browser build', () => {
  it('reaches a function component as a prop, as in React 19', async () => {
    function Field(props: { ref?: { current: HTMLInputElement | null } }) {
      return h('input', { ref: props.ref });
    }
    const ref = createRef<HTMLInputElement>();
    const root = document.createElement('div');
    await act(() => {
      hydrate(h(Field, { ref }), root);
    });
    expect(ref.current).toBe(root.firstChild);
  });
});

describe('hydration mismatches in the browser build', () => {
  it('are reported when the server HTML lacks an element', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>servidor</p>';
    const found = await hydrateServerHtml(() => hydrate(h('section', null, 'cliente'), root));
    expect(found).toEqual(["<section> where the server's HTML had p"]);
  });

  it('are none when the HTML matches', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>igual</p>';
    expect(await hydrateServerHtml(() => hydrate(h('p', null, 'igual'), root))).toEqual([]);
  });
});

describe('elements React moves into <head>', () => {
  it('are not reported when created in place', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>x</p>';
    const found = await hydrateServerHtml(() =>
      hydrate([h('link', { rel: 'modulepreload', href: '/a.js' }), h('p', null, 'x')], root),
    );
    expect(found).toEqual([]);
    expect(root.querySelector('link')).not.toBeNull();
  });
});

describe('resource hints React hoisted into <head>', () => {
  // The head as React 19 streams it: its hints hoisted between the viewport and the title.
  const SERVER_HEAD =
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<link rel="preload" as="image" href="/logo.svg"><title>Loja</title>' +
    '<link rel="modulepreload" href="/a.js"><link rel="modulepreload" href="/b.js">' +
    '<style id="estilos">body{margin:0}</style>';
  // The head as the root layout renders it (its module preloads belong to <body>).
  const clientHead = () => [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width' }),
    h('title', null, 'Loja'),
    h('style', { id: 'estilos', dangerouslySetInnerHTML: { __html: 'body{margin:0}' } }),
  ];

  /** Hydrates the client head over `head`, returning the nodes hydration took out of place. */
  async function moved(head: HTMLElement): Promise<string[]> {
    const taken: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) taken.push(node.nodeName.toLowerCase());
    });
    observer.observe(head, { childList: true });
    hydrateServerHtml(() => hydrate(clientHead(), head));
    await Promise.resolve();
    observer.disconnect();
    return taken;
  }

  it('made hydration move the stylesheet when left in place', async () => {
    const head = document.createElement('head');
    head.innerHTML = SERVER_HEAD;
    expect(await moved(head)).toContain('style');
  });

  it('are removed first, so hydration keeps every element where the server put it', async () => {
    const head = document.createElement('head');
    head.innerHTML = SERVER_HEAD;
    const style = head.querySelector('style');
    expect(removeHoistedHints(head)).toBe(3);
    expect(await moved(head)).toEqual([]);
    expect(head.querySelector('style')).toBe(style);
    expect([...head.children].map((e) => e.nodeName.toLowerCase())).toEqual([
      'meta',
      'meta',
      'title',
      'style',
    ]);
  });
});
