import { describe, expect, it, vi } from 'vitest';
import { GeocoderUnavailableError } from './geocoder.ts';
import { createNominatimGeocoder, nominatimQueryText } from './nominatim-geocoder.ts';

/** Recorded Nominatim `jsonv2` search reply (trimmed), served by a mocked fetch. */
const PAULISTA_HIT = JSON.stringify([
  {
    place_id: 318210338,
    lat: '-23.5617303',
    lon: '-46.6559184',
    category: 'place',
    type: 'house',
    display_name: '1000, Avenida Paulista, Bela Vista, São Paulo, 01310-100, Brasil',
  },
]);

const query = {
  rua: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01310100',
};

const geocoder = (f: typeof fetch) =>
  createNominatimGeocoder({
    baseUrl: 'https://geo.exemplo/',
    timeoutMs: 50,
    userAgent: 'Vitrine-teste',
    fetch: f,
  });

describe('Nominatim geocoder', () => {
  it('asks /search in jsonv2, Brazil only, with a User-Agent, and reads the first hit', async () => {
    const f = vi.fn<typeof fetch>(async () => new Response(PAULISTA_HIT));
    expect(await geocoder(f).locate(query)).toEqual({ lat: -23.5617303, lng: -46.6559184 });
    const [url, init] = f.mock.calls[0]!;
    const u = new URL(String(url));
    expect(u.origin + u.pathname).toBe('https://geo.exemplo/search');
    expect(u.searchParams.get('format')).toBe('jsonv2');
    expect(u.searchParams.get('countrycodes')).toBe('br');
    expect(u.searchParams.get('q')).toBe(
      'Avenida Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100',
    );
    expect((init?.headers as Record<string, string>)['user-agent']).toBe('Vitrine-teste');
  });

  it('answers null when nothing is found', async () => {
    expect(await geocoder(vi.fn<typeof fetch>(async () => new Response('[]'))).locate(query)).toBe(
      null,
    );
  });

  it('throws GeocoderUnavailableError when unreachable, slow, failing or unreadable', async () => {
    const failing: (typeof fetch)[] = [
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('fetch failed');
      }),
      vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
          ),
      ),
      vi.fn<typeof fetch>(async () => new Response('busy', { status: 503 })),
      vi.fn<typeof fetch>(async () => new Response('{"error":"x"}')),
      vi.fn<typeof fetch>(async () => new Response('[{"lat":"abc","lon":"1"}]')),
    ];
    for (const f of failing) {
      await expect(geocoder(f).locate(query)).rejects.toBeInstanceOf(GeocoderUnavailableError);
    }
  });

  it('builds a query from what is known', () => {
    expect(nominatimQueryText({ cidade: 'Recife', uf: 'PE' })).toBe('Recife - PE');
  });
});
