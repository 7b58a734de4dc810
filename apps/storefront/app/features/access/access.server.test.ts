// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { approvalChange, layoutAccess } from './access.server';
import { acessoCliente } from '~/lib/test-fixtures';

/** A request carrying the `Set-Cookie` value a previous reply sent. */
function withCookie(setCookie: string | null): Request {
  const cookie = setCookie ? setCookie.split(';')[0]! : '';
  return new Request('http://loja.test/mar-azul', { headers: { Cookie: cookie } });
}

describe('approval change (spec §4 Session check)', () => {
  it('remembers the first flag without calling it a change', async () => {
    const first = await approvalChange(withCookie(null), 'sup-1', 7, false);
    expect(first.changed).toBe(false);
    expect(first.setCookie).toMatch(/^vitrine-aprovacao=.*HttpOnly/);
    const again = await approvalChange(withCookie(first.setCookie), 'sup-1', 7, false);
    expect(again).toEqual({ changed: false, setCookie: null });
  });

  it('reports a change of the same customer at the same supplier', async () => {
    const seen = await approvalChange(withCookie(null), 'sup-1', 7, false);
    const approved = await approvalChange(withCookie(seen.setCookie), 'sup-1', 7, true);
    expect(approved.changed).toBe(true);
    expect(approved.setCookie).not.toBeNull();
  });

  it('another customer or supplier is no change, and a forged value is ignored', async () => {
    const seen = await approvalChange(withCookie(null), 'sup-1', 7, false);
    expect((await approvalChange(withCookie(seen.setCookie), 'sup-1', 8, true)).changed).toBe(
      false,
    );
    expect((await approvalChange(withCookie(seen.setCookie), 'sup-2', 7, true)).changed).toBe(
      false,
    );
    const forged = new Request('http://loja.test/', {
      headers: { Cookie: 'vitrine-aprovacao=InN1cC0xOjc6MCI%3D' },
    });
    expect((await approvalChange(forged, 'sup-1', 7, true)).changed).toBe(false);
  });
});

describe('layoutAccess (the layout renders its access gates only with something to show)', () => {
  const clear = acessoCliente();

  it('is null for a buyer with nothing pending, and without an access state', () => {
    expect(layoutAccess({ acesso: clear, termosTexto: null })).toBeNull();
    expect(layoutAccess({ acesso: null, termosTexto: null })).toBeNull();
  });

  it('carries the state while the registration awaits approval', () => {
    const acesso = { ...clear, aguardando_aprovacao: true };
    expect(layoutAccess({ acesso, termosTexto: null })).toEqual({ acesso, termosTexto: null });
  });
});
