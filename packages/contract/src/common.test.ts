import { describe, expect, it } from 'vitest';
import { Cep, CpfOuCnpj, Quantidade } from './common.ts';

describe('Cep', () => {
  it('drops the dash before sending (spec §5)', () => {
    expect(Cep.parse('05435-000')).toBe('05435000');
  });
  it('refuses a CEP without 8 digits with a pt-BR message', () => {
    const r = Cep.safeParse('1234-567');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('CEP inválido');
  });
  it.each(['00000-000', '00999-999', '00000000'])('refuses %s, below the first CEP (01000-000)', (cep) => {
    expect(Cep.safeParse(cep).success).toBe(false);
  });
  it.each(['01000-000', '99999-999', '69900-000'])('accepts %s', (cep) => {
    expect(Cep.safeParse(cep).success).toBe(true);
  });
});

describe('CpfOuCnpj', () => {
  it('accepts a masked valid CPF and keeps only digits', () => {
    expect(CpfOuCnpj.parse('529.982.247-25')).toBe('52998224725');
  });
  it('accepts a valid CNPJ', () => {
    expect(CpfOuCnpj.parse('11.222.333/0001-81')).toBe('11222333000181');
  });
  it('refuses wrong check digits', () => {
    expect(CpfOuCnpj.safeParse('529.982.247-26').success).toBe(false);
    expect(CpfOuCnpj.safeParse('11.222.333/0001-82').success).toBe(false);
  });
});

describe('Quantidade', () => {
  it('accepts up to 3 decimals', () => {
    expect(Quantidade.parse(0.25)).toBe(0.25);
    expect(Quantidade.parse(1.125)).toBe(1.125);
  });
  it('refuses a 4th decimal and negatives', () => {
    expect(Quantidade.safeParse(0.1234).success).toBe(false);
    expect(Quantidade.safeParse(-1).success).toBe(false);
  });
});
