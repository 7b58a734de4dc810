import { describe, expect, it } from 'vitest';
import { maskCnpj, maskCpf, maskPhone } from './masks';

describe('registration masks', () => {
  it('mask CPF, CNPJ and phones as typed', () => {
    expect(maskCpf('15350946056')).toBe('153.509.460-56');
    expect(maskCnpj('22333444000181')).toBe('22.333.444/0001-81');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('')).toBe('');
  });
});
