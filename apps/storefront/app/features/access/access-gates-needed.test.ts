import { describe, expect, it } from 'vitest';
import { accessGatesNeeded } from './access-gates-needed';
import { acessoCliente } from '~/lib/test-fixtures';

const clear = acessoCliente();
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
