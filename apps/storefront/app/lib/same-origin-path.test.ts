import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const origin = 'https://loja.example';

describe('sameOriginPath', () => {
  it.each(['/serra-verde', '/serra-verde/produtos?q=a%2Fb', '/a/b#c'])('keeps %s', (p) => {
    expect(sameOriginPath(p, origin)).toBe(p);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'evil',
    '/\tevil',
    '',
  ])('refuses %j', (p) => {
    expect(sameOriginPath(p, origin)).toBeNull();
  });
});
