import CreditCard from 'lucide-react/icons/credit-card';
import { useId, useState, type FormEvent } from 'react';
import type { FormaPagamento, PedidoDetalhe } from '@vitrine/contract';
import { MAX_PARCELAS } from '@vitrine/contract';
import {
  canChangePaymentMethod,
  installmentsAllowed,
  PAYMENT_METHOD_CHANGE_TEXT as TEXT,
} from '@vitrine/domain/payment-method-change';
import { LazyPanel } from '~/components/ui/lazy-panel';
import { useModalStore } from '~/lib/modal-store';
import { useChangePaymentMethod } from './use-change-payment-method';

const buttonClass =
  'inline-flex h-10 items-center gap-2 rounded-md border border-black/15 px-3 text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * "Alterar forma de pagamento" on the order page: shown only while the order awaits payment and
 * nothing was paid (domain `canChangePaymentMethod`); opens a panel (bottom sheet on phones) with
 * the supplier's methods and, for a card, the installments.
 * @see spec §7 PUT /v4/orders/payment-method; issue 10 §5
 */
export function ChangePaymentMethod({
  pedido,
  formas,
}: {
  pedido: Pick<
    PedidoDetalhe,
    'idfornecedor' | 'numpedido' | 'status' | 'pagamento' | 'formaPagamento'
  >;
  formas: FormaPagamento[];
}) {
  const open = useModalStore((s) => s.active === 'payment-method-change');
  const change = useChangePaymentMethod(pedido);
  if (
    !canChangePaymentMethod({
      status: pedido.status,
      statusPagamento: pedido.pagamento?.status ?? null,
    })
  )
    return null;
  return (
    <>
      <button
        type="button"
        className={`${buttonClass} mt-3`}
        onClick={() => {
          change.clearError();
          useModalStore.getState().open('payment-method-change');
        }}
      >
        <CreditCard aria-hidden className="h-4 w-4" />
        {TEXT.action}
      </button>
      <LazyPanel
        open={open}
        onClose={() => useModalStore.getState().close()}
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
      </LazyPanel>
    </>
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
