import type { AcessoCliente } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { accessGatesNeeded } from './access-gates-needed';

const clear: AcessoCliente = {
  cadastro_aprovado: true,
  cadastro_confirmado: true,
  aguardando_aprovacao: false,
  precos: 'visible',
  bloqueioPedido: null,
  termos: { versaoArquivo: 1, versaoAceita: 1, aceitoEm: null, pendente: false },
};
const pendingTerms = { ...clear.termos, versaoAceita: null, pendente: true };

describe('accessGatesNeeded', () => {
  it('is false for an approved buyer with the terms accepted: nothing to show or open', () => {
    expect(accessGatesNeeded(clear, null)).toBe(false);
    expect(accessGatesNeeded(clear, 'Termos de uso…')).toBe(false);
  });

  it('is true while the registration awaits approval or ordering waits for it', () => {
    expect(accessGatesNeeded({ ...clear, aguardando_aprovacao: true }, null)).toBe(true);
    expect(accessGatesNeeded({ ...clear, bloqueioPedido: 'approval-required' }, null)).toBe(true);
  });

  it('is true while terms wait for acceptance and their text is there', () => {
    const acesso = { ...clear, termos: pendingTerms, bloqueioPedido: 'terms-required' as const };
    expect(accessGatesNeeded(acesso, 'Termos de uso…')).toBe(true);
    // No text to show: the terms modal cannot open (AccessGates shows nothing either).
    expect(accessGatesNeeded(acesso, null)).toBe(false);
  });
});
