import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { lazyNamed, loadEveryLazy, preloadServerRendered, useOpenedOnce } from './lazy';

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

describe('lazyNamed', () => {
  it('marks what the server rendered, and renders at once once its chunk is loaded', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const LazyGreeting = lazyNamed(load, 'Greeting');
    // Not loaded yet: the boundary's fallback (nothing), and the load starts.
    expect(renderToString(<LazyGreeting name="Ana" />)).not.toContain('Olá');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const html = renderToString(<LazyGreeting name="Ana" />);
    expect(html).toContain('<template data-lazy="Greeting"></template>');
    expect(html).toContain('Olá, <!-- -->Ana');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads before hydration exactly the chunks whose marks the page holds', async () => {
    const shown = vi.fn(async () => ({ ShownPanel: Greeting }));
    const closed = vi.fn(async () => ({ ClosedModal: Greeting }));
    lazyNamed(shown, 'ShownPanel');
    lazyNamed(closed, 'ClosedModal');
    const page = document.createElement('div');
    page.innerHTML = '<template data-lazy="ShownPanel"></template><p>Olá</p>';
    await preloadServerRendered(page);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(closed).not.toHaveBeenCalled();
  });
});

describe('loadEveryLazy', () => {
  it('loads every declared lazy module once, so the server never suspends on one', async () => {
    const load = vi.fn(async () => ({ EagerOnServer: Greeting }));
    const Eager = lazyNamed(load, 'EagerOnServer');
    await loadEveryLazy();
    await loadEveryLazy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(renderToString(<Eager name="Bia" />)).toContain('Olá, <!-- -->Bia');
  });
});

describe('useOpenedOnce', () => {
  it('is false until the first opening, then stays true when it closes', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
