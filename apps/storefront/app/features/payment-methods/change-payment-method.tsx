import CreditCard from 'lucide-react/icons/credit-card';
import type { FormaPagamento, PedidoDetalhe } from '@vitrine/contract';
import {
  canChangePaymentMethod,
  PAYMENT_METHOD_CHANGE_TEXT as TEXT,
} from '@vitrine/domain/payment-method-change';
import { lazyNamed, useOpenedOnce } from '~/components/ui/lazy';
import { useModalStore } from '~/lib/modal-store';
import { buttonClass } from './styles';

// The panel, its form and its request load when the buyer first opens it (issue 12 §5).
const ChangePaymentMethodPanel = lazyNamed(
  () => import('./change-payment-method-panel'),
  'ChangePaymentMethodPanel',
);

/**
 * "Alterar forma de pagamento" on the order page: shown only while the order awaits payment and
 * nothing was paid (domain `canChangePaymentMethod`); opens a panel (bottom sheet on phones) with
 * the supplier's methods and, for a card, the installments (change-payment-method-panel.tsx).
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
  const opened = useOpenedOnce(open);
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
        onClick={() => useModalStore.getState().open('payment-method-change')}
      >
        <CreditCard aria-hidden className="h-4 w-4" />
        {TEXT.action}
      </button>
      {opened && <ChangePaymentMethodPanel pedido={pedido} formas={formas} open={open} />}
    </>
  );
}
