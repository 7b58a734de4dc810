import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createBrasilApiCepProvider } from './brasilapi-cep-provider.ts';
import { CepServiceUnavailableError } from './cep-provider.ts';

/** Contract test of the BrasilAPI adapter against recorded replies (no network). */
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');

function replying(status: number, body: string) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

const provider = (fetchImpl: typeof fetch) =>
  createBrasilApiCepProvider({ baseUrl: 'https://cep.exemplo/', timeoutMs: 50, fetch: fetchImpl });

describe('BrasilAPI CEP provider', () => {
  it('maps a v2 reply with coordinates (strings) to a CepAddress', async () => {
    const f = replying(200, fixture('brasilapi-01310100'));
    expect(await provider(f).lookup('01310100')).toEqual({
      cep: '01310100',
      rua: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      lat: -23.5640689,
      lng: -46.6546025,
    });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('https://cep.exemplo/api/cep/v2/01310100');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers null coordinates when the reply has none', async () => {
    const found = await provider(replying(200, fixture('brasilapi-89010025'))).lookup('89010025');
    expect(found).toMatchObject({ cidade: 'Blumenau', uf: 'SC', lat: null, lng: null });
  });

  it('answers null for an unknown CEP (404)', async () => {
    expect(await provider(replying(404, fixture('brasilapi-not-found'))).lookup('99999999')).toBe(
      null,
    );
  });

  it('throws CepServiceUnavailableError on a network error, a timeout, a 5xx or garbage', async () => {
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
      replying(500, '{"message":"erro"}'),
      replying(200, '<html>'),
      replying(200, '{"cep":"01310100"}'),
    ];
    for (const f of failing) {
      await expect(provider(f).lookup('01310100')).rejects.toBeInstanceOf(
        CepServiceUnavailableError,
      );
    }
  });
});
