import fc from 'fast-check';
import { generateCNPJ, generateCPF } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_MSG,
  checkCharacteristicValues,
  classifyDocument,
  classifyTaxId,
  cpfLength,
  inactiveCompanyText,
  isVerificationCodeShape,
  normaliseEmail,
  normaliseForeignDocument,
  passwordProblem,
  verificationCode,
  type CaracteristicaDef,
} from './index.ts';

const mask = (digits: string) =>
  digits.length === 11
    ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
    : `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;

describe('document classification (spec §1 Users, §3 cpf_length)', () => {
  it('classifies every valid CPF, masked or not, as CPF with 11 digits', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (_seed, masked) => {
        const cpf = generateCPF();
        const found = classifyTaxId(masked ? mask(cpf) : cpf);
        expect(found).toEqual({ tipo: 'CPF', valor: cpf });
        expect(cpfLength(found!.valor)).toBe(11);
      }),
      { numRuns: 200 },
    );
  });

  it('classifies every valid CNPJ as CNPJ: cpf_length 14', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (_seed, masked) => {
        const cnpj = generateCNPJ();
        const found = classifyDocument('CNPJ', masked ? mask(cnpj) : cnpj);
        expect(found).toEqual({ tipo: 'CNPJ', valor: cnpj });
        expect(cpfLength(found!.valor)).toBe(14);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a CPF whose check digit is changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (delta) => {
        const cpf = generateCPF();
        const last = (Number(cpf[10]) + delta) % 10;
        expect(classifyTaxId(cpf.slice(0, 10) + String(last))).toBeNull();
      }),
    );
  });

  it('refuses repeated digits, wrong lengths and a CPF chosen as CNPJ', () => {
    expect(classifyTaxId('111.111.111-11')).toBeNull();
    expect(classifyTaxId('1234567890')).toBeNull();
    expect(classifyDocument('CNPJ', generateCPF())).toBeNull();
    expect(classifyDocument('CPF', generateCNPJ())).toBeNull();
    expect(cpfLength(null)).toBe(0);
  });

  it('normalises foreign documents and e-mails', () => {
    expect(normaliseForeignDocument(' ab123456 ')).toBe('AB123456');
    expect(normaliseForeignDocument('x')).toBeNull();
    expect(normaliseForeignDocument(generateCPF())).toBeNull();
    expect(classifyDocument('ESTRANGEIRO', 'rne v123456-7')).toEqual({
      tipo: 'ESTRANGEIRO',
      valor: 'RNE V123456-7',
    });
    expect(normaliseEmail(' Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
    expect(normaliseEmail('ana@')).toBeNull();
    expect(classifyDocument('EMAIL', 'compras@loja.com.br')?.valor).toBe('compras@loja.com.br');
  });

  it('never classifies a string with letters as CPF/CNPJ', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (s) => {
        fc.pre(/[a-z]/i.test(s));
        expect(classifyTaxId(s)).toBeNull();
      }),
    );
  });
});

describe('password rule', () => {
  it('needs 8+ characters with letters and digits', () => {
    expect(passwordProblem('curta1')).toBe(ACCOUNTS_MSG.passwordLength);
    expect(passwordProblem('somenteletras')).toBe(ACCOUNTS_MSG.passwordLettersDigits);
    expect(passwordProblem('12345678')).toBe(ACCOUNTS_MSG.passwordLettersDigits);
    expect(passwordProblem('Cafe2026forte')).toBeNull();
    expect(passwordProblem('x'.repeat(129) + '1')).toBe(ACCOUNTS_MSG.passwordLength);
  });
});

describe('characteristics', () => {
  const defs: CaracteristicaDef[] = [
    { id: 1, nome: 'Ramo', tipo: 'selecao', opcoes: ['Padaria', 'Mercado'], obrigatoria: true },
    { id: 2, nome: 'Funcionários', tipo: 'numero', opcoes: [], obrigatoria: false },
    { id: 3, nome: 'Aceita ofertas', tipo: 'booleano', opcoes: [], obrigatoria: false },
  ];

  it('accepts fitting values and drops empty optional ones', () => {
    expect(
      checkCharacteristicValues(defs, [
        { id: 1, valor: ' Padaria ' },
        { id: 2, valor: '' },
        { id: 3, valor: 'false' },
      ]),
    ).toEqual({
      ok: true,
      values: [
        { id: 1, valor: 'Padaria' },
        { id: 3, valor: 'false' },
      ],
    });
  });

  it('names the missing required one, an unfit value and an unknown id', () => {
    expect(checkCharacteristicValues(defs, [])).toEqual({
      ok: false,
      problem: { id: 1, mensagem: ACCOUNTS_MSG.characteristicRequired('Ramo') },
    });
    expect(
      checkCharacteristicValues(defs, [
        { id: 1, valor: 'Padaria' },
        { id: 2, valor: 'muitos' },
      ]),
    ).toEqual({
      ok: false,
      problem: { id: 2, mensagem: ACCOUNTS_MSG.characteristicInvalid('Funcionários') },
    });
    expect(checkCharacteristicValues(defs, [{ id: 9, valor: 'x' }])).toMatchObject({ ok: false });
    expect(checkCharacteristicValues(defs, [{ id: 1, valor: 'Bar' }])).toMatchObject({ ok: false });
  });
});

describe('tax registry status and codes', () => {
  it('refuses every company that is not ATIVA with a text naming its status', () => {
    expect(inactiveCompanyText('ATIVA')).toBeNull();
    for (const s of ['BAIXADA', 'SUSPENSA', 'INAPTA', 'NULA'] as const)
      expect(inactiveCompanyText(s)).toContain(`situação cadastral ${s}`);
  });

  it('formats any integer as a 6-digit code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        const code = verificationCode(n);
        expect(isVerificationCodeShape(code)).toBe(true);
        expect(Number(code)).toBe(n);
      }),
    );
  });
});
