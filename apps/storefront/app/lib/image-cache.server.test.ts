import { describe, expect, it } from 'vitest';
import { keepForMs } from './image-cache.server';

describe('keepForMs', () => {
  it("keeps an image for the API's max-age, at most an hour", () => {
    expect(keepForMs('public, max-age=60')).toBe(60_000);
    expect(keepForMs('public, max-age=86400')).toBe(3_600_000);
  });

  it('keeps nothing the API does not let caches keep', () => {
    for (const header of [null, 'no-store', 'public, no-cache', 'private, max-age=60', 'public']) {
      expect(keepForMs(header)).toBe(0);
    }
  });
});
