import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  it('makes nothing until the first use, then makes the value once and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledOnce();
  });

  it('keeps a falsy value too', () => {
    const make = vi.fn(() => 0);
    const value = onFirstUse(make);
    expect([value(), value()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledOnce();
  });
});
