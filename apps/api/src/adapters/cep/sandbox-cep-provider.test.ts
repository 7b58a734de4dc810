import { describe, expect, it } from 'vitest';
import { createSandboxCepProvider } from './sandbox-cep-provider.ts';
import { SANDBOX_CEPS } from './sandbox-ceps.ts';
import { ufOfCep } from './cep-ranges.ts';

describe('sandbox CEP provider', () => {
  const sandbox = createSandboxCepProvider();

  it('holds realistic CEPs: 8 digits, in their UF range, coordinates in Brazil, SP capital first', () => {
    expect(SANDBOX_CEPS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SANDBOX_CEPS.map((c) => c[0])).size).toBe(SANDBOX_CEPS.length);
    for (const [cep, rua, bairro, cidade, uf, lat, lng] of SANDBOX_CEPS) {
      expect(cep, cep).toMatch(/^\d{8}$/);
      expect(ufOfCep(cep), cep).toBe(uf);
      expect(rua && bairro && cidade, cep).toBeTruthy();
      expect(lat, cep).toBeGreaterThan(-34);
      expect(lat, cep).toBeLessThan(6);
      expect(lng, cep).toBeGreaterThan(-74);
      expect(lng, cep).toBeLessThan(-34);
    }
    const spCapital = SANDBOX_CEPS.filter(([cep]) => /^0[1-5]/.test(cep));
    expect(spCapital.length).toBeGreaterThanOrEqual(30);
  });

  it('answers a known CEP with its street and coordinates', async () => {
    expect(await sandbox.lookup('22021001')).toEqual({
      cep: '22021001',
      rua: 'Avenida Atlântica',
      bairro: 'Copacabana',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
      lat: -22.9671,
      lng: -43.1786,
    });
  });

  it("answers another CEP of a capital's range with the city only", async () => {
    expect(await sandbox.lookup('04117091')).toMatchObject({
      cep: '04117091',
      rua: '',
      bairro: '',
      cidade: 'São Paulo',
      uf: 'SP',
    });
    expect(await sandbox.lookup('80730000')).toMatchObject({ cidade: 'Curitiba', uf: 'PR' });
  });

  it('answers null outside the capitals it knows', async () => {
    expect(await sandbox.lookup('13083970')).toBeNull();
    expect(await sandbox.lookup('99999999')).toBeNull();
  });
});
