import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it('runs once, at the first key press, press or focus', () => {
    const root = document.createElement('div');
    const input = document.createElement('input');
    root.append(input);
    document.body.append(root);
    const callback = vi.fn();
    onFirstInteraction(callback, root);
    expect(callback).not.toHaveBeenCalled();
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(callback).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
    root.remove();
  });

  it('is seen even when a handler stops the event from bubbling', () => {
    const root = document.createElement('div');
    const button = document.createElement('button');
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    root.append(button);
    const callback = vi.fn();
    onFirstInteraction(callback, root);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const root = document.createElement('div');
    const callback = vi.fn();
    const cancel = onFirstInteraction(callback, root);
    cancel();
    root.dispatchEvent(new Event('touchstart'));
    expect(callback).not.toHaveBeenCalled();
  });
});
