import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks } from './early-clicks';

/** A button in the body whose handler (a hydrated page's) counts its clicks under `name`. */
function button(name: string, clicks: string[], attributes: Record<string, string> = {}) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = name;
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  element.addEventListener('click', () => clicks.push(name));
  document.body.append(element);
  return element;
}

describe('clicks before hydration (ADR 0073)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
    // The page's inline script, as the server writes it: the serialised text must run alone.
    new Function(EARLY_CLICKS_SCRIPT)();
  });
  afterEach(() => replayEarlyClicks());

  it('holds a click on a button and replays it once the page has hydrated', () => {
    const clicks: string[] = [];
    const entrar = button('Entrar', clicks);
    entrar.click();
    expect(clicks).toEqual([]);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    replayEarlyClicks();
    expect(clicks).toEqual(['Entrar']);
    expect(document.documentElement.dataset.hydrated).toBe('');
    entrar.click();
    expect(clicks).toEqual(['Entrar', 'Entrar']);
  });

  it('replays each button once, in the order of its last click', () => {
    const clicks: string[] = [];
    const cart = button('Carrinho', clicks);
    const menu = button('Menu', clicks);
    cart.click();
    menu.click();
    cart.click();
    replayEarlyClicks();
    expect(clicks).toEqual(['Menu', 'Carrinho']);
  });

  it('holds a click on what the button contains (its icon)', () => {
    const clicks: string[] = [];
    const cart = button('Carrinho', clicks);
    const icon = document.createElement('svg');
    cart.append(icon);
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(clicks).toEqual([]);
    replayEarlyClicks();
    expect(clicks).toEqual(['Carrinho']);
  });

  it('leaves to the browser a link and the submit button of a form with an action', () => {
    const form = document.createElement('form');
    form.setAttribute('action', '/serra-verde/produtos');
    const search = document.createElement('button');
    search.type = 'submit';
    form.append(search);
    const link = document.createElement('a');
    link.href = '/serra-verde/pedidos';
    document.body.append(form, link);
    const seen: boolean[] = [];
    const record = (event: Event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault(); // the test page does not navigate
    };
    form.addEventListener('submit', (event) => event.preventDefault());
    search.addEventListener('click', record);
    link.addEventListener('click', record);
    search.click();
    link.click();
    expect(seen).toEqual([false, false]);
  });

  it('holds the submit button of a form that only JavaScript submits', () => {
    const form = document.createElement('form');
    const submit = document.createElement('button');
    submit.type = 'submit';
    form.append(submit);
    document.body.append(form);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    submit.click();
    expect(submitted).not.toHaveBeenCalled();
    replayEarlyClicks();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('drops a click on a button that hydration removed or disabled', () => {
    const clicks: string[] = [];
    const gone = button('Fechar', clicks);
    const disabled = button('Enviar', clicks);
    gone.click();
    disabled.click();
    gone.remove();
    disabled.disabled = true;
    replayEarlyClicks();
    expect(clicks).toEqual([]);
  });
});
