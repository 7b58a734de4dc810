import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { windowLabel } from '@vitrine/domain/delivery/window-label';
import { ORDERS_TEXT, deliveryTypeLabel } from '@vitrine/domain/orders-messages';
import MapPin from 'lucide-react/icons/map-pin';
import Store from 'lucide-react/icons/store';
import { formatCalendarDate } from '~/lib/format-date';
import { addressText } from './order-text';
import type { PedidoDetalhe } from '@vitrine/contract';

/** How the order is received: delivery address, date and window, or pickup store. */
export function DeliverySummary({
  pedido,
}: {
  pedido: Pick<PedidoDetalhe, 'tipoEntrega' | 'enderecoentrega' | 'lojaRetira' | 'formaEntrega'>;
}) {
  const pickup = pedido.tipoEntrega === TipoEntrega.RETIRADA;
  const date = pedido.formaEntrega?.data_de_entrega;
  const typeText = deliveryTypeLabel(pedido.tipoEntrega);
  const formName = pedido.formaEntrega?.nome;
  const janela = pedido.formaEntrega?.janela;
  return (
    <div className="flex gap-3">
      {pickup ? (
        <Store aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-black/50" />
      ) : (
        <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-black/50" />
      )}
      <div>
        <p className="font-medium">{typeText}</p>
        {pickup && pedido.lojaRetira && (
          <p className="text-sm text-black/70">
            {pedido.lojaRetira.nome} — {pedido.lojaRetira.descricao_endereco_loja}
          </p>
        )}
        {!pickup && pedido.enderecoentrega && (
          <p className="text-sm text-black/70">{addressText(pedido.enderecoentrega)}</p>
        )}
        {formName && formName !== typeText && <p className="text-sm text-black/70">{formName}</p>}
        {date && (
          <p className="text-sm text-black/70">
            {(pickup ? ORDERS_TEXT.pickupOn : ORDERS_TEXT.deliveredOn)(formatCalendarDate(date))}
            {janela ? `, ${windowLabel(janela.inicio, janela.fim)}` : ''}
          </p>
        )}
      </div>
    </div>
  );
}
