import { useId, useState, type FormEvent } from 'react';
import type { FormaPagamento, PedidoDetalhe } from '@vitrine/contract';
import { MAX_PARCELAS } from '@vitrine/contract';
import {
  installmentsAllowed,
  PAYMENT_METHOD_CHANGE_TEXT as TEXT,
} from '@vitrine/domain/payment-method-change';
import { Panel } from '~/components/ui/panel';
import { useModalStore } from '~/lib/modal-store';
import { buttonClass } from './styles';
import { useChangePaymentMethod } from './use-change-payment-method';

/**
 * The panel of "Alterar forma de pagamento" (bottom sheet on phones): the supplier's methods and,
 * for a card, the installments. A chunk of its own, loaded when the buyer first opens it (issue
 * 12 §5): the order page shows only its button until then. Closing it clears a refusal shown.
 * @see spec §7 PUT /v4/orders/payment-method; issue 10 §5
 */
export function ChangePaymentMethodPanel({
  pedido,
  formas,
  open,
}: {
  pedido: Pick<PedidoDetalhe, 'idfornecedor' | 'numpedido' | 'formaPagamento'>;
  formas: FormaPagamento[];
  open: boolean;
}) {
  const change = useChangePaymentMethod(pedido);
  return (
    <Panel
      open={open}
      onClose={() => {
        change.clearError();
        useModalStore.getState().close();
      }}
      title={TEXT.title}
      description={TEXT.description}
      closeLabel={TEXT.close}
    >
      <MethodForm
        formas={formas}
        current={pedido.formaPagamento.idformapagto}
        saving={change.saving}
        error={change.error}
        onSave={(id, parcelas) => void change.save(id, parcelas)}
      />
    </Panel>
  );
}

function MethodForm({
  formas,
  current,
  saving,
  error,
  onSave,
}: {
  formas: FormaPagamento[];
  current: number;
  saving: boolean;
  error: string | null;
  onSave(idformapagto: number, quantParcelas: number): void;
}) {
  const id = useId();
  const [selected, setSelected] = useState(current);
  const [parcelas, setParcelas] = useState(1);
  const tipo = formas.find((f) => f.idformapagto === selected)?.tipo ?? '';
  const withInstallments = installmentsAllowed(tipo, 2);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(selected, withInstallments ? parcelas : 1);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{TEXT.method}</legend>
        <div className="grid gap-2">
          {formas.map((f) => (
            <label
              key={f.idformapagto}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-black/15 px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name={`${id}-forma`}
                value={f.idformapagto}
                checked={selected === f.idformapagto}
                onChange={() => setSelected(f.idformapagto)}
                className="h-4 w-4 accent-[var(--color-primary)]"
              />
              <span>{f.descricao}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {withInstallments && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-parcelas`} className="text-sm font-medium">
            {TEXT.installments}
          </label>
          <select
            id={`${id}-parcelas`}
            value={parcelas}
            onChange={(e) => setParcelas(Number(e.target.value))}
            className="h-11 rounded-md border border-black/20 bg-white px-3"
          >
            {Array.from({ length: MAX_PARCELAS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {TEXT.installmentsOption(n)}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={buttonClass}
          onClick={() => useModalStore.getState().close()}
        >
          {TEXT.cancel}
        </button>
        <button
          type="submit"
          disabled={saving || selected === current}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-fg disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {saving ? TEXT.saving : TEXT.save}
        </button>
      </div>
    </form>
  );
}
