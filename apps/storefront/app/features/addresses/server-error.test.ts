import { describe, expect, it } from 'vitest';
import { BrowserApiError } from '~/lib/api-browser';
import { serverError } from './use-address-book';

describe('a failed address save as the form shows it (spec §5)', () => {
  it("keeps the server's message and the field a 400 names", () => {
    expect(
      serverError(new BrowserApiError(400, 'CEP inválido', 'CEP inválido', 'cep'), 'x'),
    ).toEqual({
      mensagem: 'CEP inválido',
      campo: 'cep',
    });
  });

  it('has no field for other refusals, and falls back when the server said nothing', () => {
    const conflict = new BrowserApiError(
      409,
      'Este endereço já está cadastrado.',
      'Este endereço já está cadastrado.',
    );
    expect(serverError(conflict, 'x')).toEqual({ mensagem: 'Este endereço já está cadastrado.' });
    expect(serverError(new BrowserApiError(0, 'rede', null), 'Não foi possível salvar')).toEqual({
      mensagem: 'Não foi possível salvar',
    });
    expect(serverError(new Error('boom'), 'Não foi possível salvar')).toEqual({
      mensagem: 'Não foi possível salvar',
    });
  });
});
