import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import Building2 from 'lucide-react/icons/building-complex';
import type { ClienteVinculado } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { ROLES_TEXT } from '@vitrine/domain/roles-messages';
import { Panel } from '~/components/ui/panel';
import { useModalStore } from '~/lib/modal-store';

/**
 * The customer-selection modal (spec §2 Modals "Customer selection, for a representative or a
 * linked user"): the clients a linked user buys for, one button each; choosing one posts to
 * `/{slug}/trocar-cliente`, which opens the session for that client. Opens by itself once
 * after a login with several clients (`escolhaPendente`).
 */
export function CustomerSelectionModal({
  slug,
  clientes,
  atual,
  escolhaPendente,
}: {
  slug: string;
  clientes: ClienteVinculado[];
  atual: number | null;
  escolhaPendente: boolean;
}) {
  const active = useModalStore((s) => s.active);
  const open = active === 'customer-selection';
  const busy = useNavigation().state !== 'idle';
  const offered = useRef(false);
  useEffect(() => {
    // Once, after the login modal has closed (only one modal at a time, spec §2).
    if (escolhaPendente && active === null && !offered.current) {
      offered.current = true;
      useModalStore.getState().open('customer-selection');
    }
  }, [escolhaPendente, active]);
  return (
    <Panel
      open={open}
      onClose={() => useModalStore.getState().close()}
      title={MSG.chooseCustomer}
      description={ROLES_TEXT.customerSelectionIntro}
      closeLabel={ROLES_TEXT.close}
    >
      <ul className="grid gap-2 px-5 pb-5">
        {clientes.map((c) => (
          <li key={c.idcliente}>
            <Form
              method="post"
              action={`/${slug}/trocar-cliente`}
              onSubmit={() => useModalStore.getState().close()}
            >
              <input type="hidden" name="idcliente" value={c.idcliente} />
              <button
                type="submit"
                disabled={busy}
                aria-label={ROLES_TEXT.chooseClientLabel(c.nome)}
                aria-current={c.idcliente === atual ? 'true' : undefined}
                className="flex min-h-12 w-full items-center gap-3 rounded-lg border border-black/15 px-3 py-2 text-left hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary aria-[current=true]:border-primary aria-[current=true]:bg-primary/10"
              >
                <Building2 aria-hidden className="h-5 w-5 shrink-0" />
                <span className="flex-1 font-medium">{c.nome}</span>
                {c.idcliente === atual && (
                  <span className="text-xs text-black/60">{ROLES_TEXT.currentClient}</span>
                )}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
