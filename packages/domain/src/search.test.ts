import { describe, it, expect } from 'vitest';
import { sanitizeSearchText } from './search.ts';

describe('sanitizeSearchText', () => {
  it('strips & and collapses spaces', () => {
    expect(sanitizeSearchText('  arroz & feijão  ')).toBe('arroz feijão');
    expect(sanitizeSearchText('P&G')).toBe('PG');
    expect(sanitizeSearchText('&&&')).toBe('');
    expect(sanitizeSearchText('café\t\n torrado')).toBe('café torrado');
  });
});
