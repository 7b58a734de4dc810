import type { AcessoCliente } from '@vitrine/contract';
import { ACCESS_MSG } from '@vitrine/domain/access/access-messages';
import { ACCOUNTS_TEXT } from '@vitrine/domain/accounts/accounts-messages';
import { MSG } from '@vitrine/domain/messages';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '~/lib/modal-store';
import { callFromBrowser } from '~/lib/api-browser';
import { AccessGates } from './access-modals';
import { acessoCliente } from '~/lib/test-fixtures';

vi.mock('~/lib/api-browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/api-browser')>()),
  callFromBrowser: vi.fn(),
}));
vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn() } }));

const base = acessoCliente();

function gates(acesso: AcessoCliente, termosTexto: string | null = null, path = '/loja') {
  const Stub = createRoutesStub([
    {
      path: '/:fornecedor/*',
      Component: () => (
        <AccessGates acesso={acesso} termosTexto={termosTexto} idcliente={7} idfornecedor="sup-1" />
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  cleanup();
  useModalStore.setState({ active: null, reason: null, back: null });
});

describe('access gates (spec §4 Login 3–4, §5 terms)', () => {
  it("opens 'Cadastro em análise' on load for a customer awaiting approval", async () => {
    gates({
      ...base,
      cadastro_aprovado: false,
      cadastro_confirmado: false,
      aguardando_aprovacao: true,
      bloqueioPedido: 'approval-required',
    });
    const dialog = await screen.findByRole('dialog', { name: MSG.registrationUnderReview });
    expect(dialog.textContent).toContain(ACCESS_MSG.underReviewBody);
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain(
      ACCESS_MSG.orderNeedsApproval,
    );
    // Not confirmed yet: the modal leads to the verification page.
    expect(screen.getByRole('link', { name: ACCOUNTS_TEXT.verifyLink }).getAttribute('href')).toBe(
      '/loja/confirmar-cadastro',
    );
  });

  it('stays closed over the verification page itself', async () => {
    gates(
      {
        ...base,
        cadastro_aprovado: false,
        cadastro_confirmado: false,
        aguardando_aprovacao: true,
        bloqueioPedido: 'approval-required',
      },
      null,
      '/loja/confirmar-cadastro',
    );
    await waitFor(() => expect(screen.getByRole('status')).toBeDefined());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a confirmed customer that the registration awaits approval', async () => {
    gates({ ...base, cadastro_aprovado: false, aguardando_aprovacao: true });
    const dialog = await screen.findByRole('dialog', { name: MSG.registrationUnderReview });
    expect(dialog.textContent).toContain(MSG.registrationAwaitingApproval);
    expect(screen.queryByRole('link', { name: ACCOUNTS_TEXT.verifyLink })).toBeNull();
  });

  it('shows the current terms and records "Li e aceito"', async () => {
    vi.mocked(callFromBrowser).mockResolvedValue({
      versaoArquivo: 2,
      versaoAceita: 2,
      aceitoEm: '2026-01-01T00:00:00.000Z',
      pendente: false,
    });
    gates(
      {
        ...base,
        bloqueioPedido: 'terms-required',
        termos: { versaoArquivo: 2, versaoAceita: 1, aceitoEm: null, pendente: true },
      },
      'Termos de uso — versão 2\n\nTexto.',
    );
    const dialog = await screen.findByRole('dialog', { name: ACCESS_MSG.termsTitle });
    expect(dialog.textContent).toContain(ACCESS_MSG.termsNewVersion);
    expect(screen.getByRole('document', { name: ACCESS_MSG.termsTitle }).textContent).toContain(
      'versão 2',
    );
    await userEvent.click(screen.getByRole('button', { name: ACCESS_MSG.termsAccept }));
    expect(callFromBrowser).toHaveBeenCalledWith('terms.accept', {
      params: { idcliente: 7, idfornecedor: 'sup-1' },
      body: { versaoArquivo: 2 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens nothing for an approved customer with the current terms', () => {
    gates(base);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
