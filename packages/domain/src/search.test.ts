import { describe, it, expect } from 'vitest';
import { EMPTY_SUPPLIER_ID } from './constants.ts';
import { canRequestSuggestions, sanitizeSearchText } from './search.ts';

describe('sanitizeSearchText', () => {
  it('strips & and collapses spaces', () => {
    expect(sanitizeSearchText('  arroz & feijão  ')).toBe('arroz feijão');
    expect(sanitizeSearchText('P&G')).toBe('PG');
    expect(sanitizeSearchText('&&&')).toBe('');
    expect(sanitizeSearchText('café\t\n torrado')).toBe('café torrado');
  });
});

describe('canRequestSuggestions', () => {
  it('needs two characters once sanitised and an active supplier', () => {
    expect(canRequestSuggestions('ca', 'sup-1')).toBe(true);
    expect(canRequestSuggestions('c', 'sup-1')).toBe(false);
    expect(canRequestSuggestions(' & c & ', 'sup-1')).toBe(false);
    expect(canRequestSuggestions('café', '')).toBe(false);
    expect(canRequestSuggestions('café', null)).toBe(false);
    expect(canRequestSuggestions('café', EMPTY_SUPPLIER_ID)).toBe(false);
  });
});

describe('sanitizeSearchText and control characters', () => {
  it('drops control characters and lone surrogates the API would refuse', () => {
    expect(sanitizeSearchText('caf\u0000é\u001b\u0085 x')).toBe('caf é x');
    expect(sanitizeSearchText('a\uD800b')).toBe('a b');
    expect(sanitizeSearchText('😀 ok')).toBe('😀 ok');
  });
});
