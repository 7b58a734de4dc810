import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createBrasilApiTaxRegistry } from './brasilapi-tax-registry.ts';
import { createSandboxTaxRegistry } from './sandbox-tax-registry.ts';
import { SANDBOX_COMPANIES } from './sandbox-companies.ts';
import { TaxRegistryUnavailableError } from './tax-registry.ts';
import { isValidCNPJ } from '@brazilian-utils/brazilian-utils';

/** Contract test of the BrasilAPI CNPJ adapter against recorded replies (no network). */
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');

const replying = (status: number, body: string) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }));

const registry = (f: typeof fetch) =>
  createBrasilApiTaxRegistry({ baseUrl: 'https://receita.exemplo/', timeoutMs: 50, fetch: f });

describe('BrasilAPI tax registry', () => {
  it('maps an active company, joining the street type to the street', async () => {
    const f = replying(200, fixture('brasilapi-cnpj-ativa'));
    expect(await registry(f).lookupCnpj('11222333000181')).toEqual({
      cnpj: '11222333000181',
      razao_social: 'MERCEARIA BOA VISTA LTDA',
      nome_fantasia: 'MERCEARIA BOA VISTA',
      situacao: 'ATIVA',
      endereco: {
        logradouro: 'AVENIDA PAULISTA',
        numero: '1000',
        complemento: 'ANDAR 5',
        bairro: 'BELA VISTA',
        municipio: 'SAO PAULO',
        uf: 'SP',
        cep: '01310100',
      },
      data_inicio_atividade: '2015-03-02',
    });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('https://receita.exemplo/api/cnpj/v1/11222333000181');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads the status of a closed company and pads a short CEP', async () => {
    const found = await registry(replying(200, fixture('brasilapi-cnpj-baixada'))).lookupCnpj(
      '55666777000181',
    );
    expect(found).toMatchObject({ situacao: 'BAIXADA', endereco: { cep: '01302000' } });
  });

  it('answers null for an unknown CNPJ (404)', async () => {
    expect(
      await registry(replying(404, fixture('brasilapi-cnpj-not-found'))).lookupCnpj(
        '12345678000195',
      ),
    ).toBeNull();
  });

  it('throws TaxRegistryUnavailableError on a network error, a timeout, a 5xx, 429 or garbage', async () => {
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
      replying(500, '{}'),
      replying(429, '{}'),
      replying(200, '<html>'),
      replying(200, '{"cnpj":"11222333000181"}'),
    ];
    for (const f of failing)
      await expect(registry(f).lookupCnpj('11222333000181')).rejects.toBeInstanceOf(
        TaxRegistryUnavailableError,
      );
  });
});

describe('sandbox tax registry', () => {
  it('holds a dozen valid CNPJs: active ones, one BAIXADA and one SUSPENSA', async () => {
    expect(SANDBOX_COMPANIES.length).toBeGreaterThanOrEqual(12);
    for (const c of SANDBOX_COMPANIES) expect(isValidCNPJ(c.cnpj)).toBe(true);
    const sandbox = createSandboxTaxRegistry();
    expect((await sandbox.lookupCnpj('55666777000181'))?.situacao).toBe('BAIXADA');
    expect((await sandbox.lookupCnpj('66777888000181'))?.situacao).toBe('SUSPENSA');
    expect((await sandbox.lookupCnpj('11222333000181'))?.situacao).toBe('ATIVA');
    expect(await sandbox.lookupCnpj('56789012999972')).toBeNull();
  });

  it('answers any other valid CNPJ with the same active company every time', async () => {
    const sandbox = createSandboxTaxRegistry();
    const first = await sandbox.lookupCnpj('31415926000171');
    expect(first).toEqual(await sandbox.lookupCnpj('31415926000171'));
    expect(first).toMatchObject({ cnpj: '31415926000171', situacao: 'ATIVA' });
    expect(first!.razao_social).toMatch(/^[A-Z .]+ (LTDA|S\.A\.)$/);
    expect(first!.nome_fantasia).not.toBe('');
    expect(first!.endereco.cep).toMatch(/^\d{8}$/);
    expect(first!.data_inicio_atividade).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const other = await sandbox.lookupCnpj('27182818000129');
    expect(other!.razao_social).not.toBe(first!.razao_social);
  });
});
