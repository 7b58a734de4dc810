import type { AcessoCliente } from '@vitrine/contract';

/**
 * Whether a logged-in buyer's access gates (`AccessGates`, access-modals.tsx) have anything to
 * show or to open on this page: the registration awaits approval ('Cadastro em análise'), ordering
 * waits for approval (the notice), or a version of the terms waits to be accepted and its text is
 * there (spec §4 Login 3–4, §5 terms). Otherwise the gates render nothing and nothing can open
 * their modals, so the layout leaves them out and their chunk, with the dialog library, is not
 * loaded before the page hydrates (issue 12 §5, ADR 0078).
 */
export function accessGatesNeeded(acesso: AcessoCliente, termosTexto: string | null): boolean {
  return (
    acesso.aguardando_aprovacao ||
    acesso.bloqueioPedido === 'approval-required' ||
    (acesso.termos.pendente && termosTexto !== null)
  );
}
