import { describe, expect, it } from 'vitest';
import { COUNTED } from './page-among-matches.ts';
import { walkProbesMore } from './suggestions-among-matches.ts';

const range = (entradas: number) => ({ termos: ['t'], entradas });

describe('walkProbesMore: the walk of the suggestions against the merge of the ranges', () => {
  it('walks words that often occur together: a few probes fill the suggestions', () => {
    // "leite em po i" at 1M: thousands of matches among the walked range's 33,000 entries.
    expect(walkProbesMore([range(33_000), range(50_000), range(400_000)], 16_000, 10)).toBe(false);
  });

  it('merges words that seldom occur together: the walk would probe most of the walked range', () => {
    // "mantiqueira hamburguer light pacote": about 40 matches among 16,600 entries.
    const ranges = [range(16_600), range(25_000), range(100_000), range(200_000)];
    expect(walkProbesMore(ranges, 40, 10)).toBe(true);
  });

  it('counts what the merge reads only up to the cap of matches', () => {
    // As many matches as the cap: the merge stops after reading about all the entries once.
    const ranges = [range(1_000), range(1_000_000)];
    expect(walkProbesMore(ranges, COUNTED, 10)).toBe(false);
    // An estimate of none is read as one match: every entry of the walked range would be probed.
    expect(walkProbesMore([range(100_000), range(100_000)], 0, 10)).toBe(true);
  });
});
