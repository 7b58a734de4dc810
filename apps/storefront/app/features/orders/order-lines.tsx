import { formatQuantity, quantityToMilli } from '@vitrine/domain/money';
import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import { sortLinesByName } from '@vitrine/domain/quantity';
import type { ItemPedido } from '@vitrine/contract';
import { brl } from '~/lib/format';

/** An order's items sorted by name as in the cart (spec §4): quantity with unit, unit price, gift packaging and line total. */
export function OrderLines({ itens }: { itens: ItemPedido[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{ORDERS_TEXT.itemsCaption}</caption>
      <thead className="hidden text-left text-black/60 sm:table-header-group">
        <tr className="border-b border-black/10">
          <th scope="col" className="py-2 font-medium">
            {ORDERS_TEXT.product}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {ORDERS_TEXT.quantity}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {ORDERS_TEXT.unitPrice}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {ORDERS_TEXT.total}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5">
        {sortLinesByName(itens).map((item) => (
          <tr key={item.id} className="grid grid-cols-[1fr_auto] gap-x-3 py-2 sm:table-row">
            <td className="font-medium sm:py-2">
              {item.nome}
              {item.embalarParaPresente && (
                <span className="block text-xs font-normal text-black/60">
                  {ORDERS_TEXT.giftPackaging(brl(item.totalEmbalagem))}
                </span>
              )}
            </td>
            <td className="col-start-1 text-black/70 sm:py-2 sm:text-right">
              {formatQuantity(quantityToMilli(item.quantidade))} {item.unidade}
              {item.quantidadeFaturada !== null && item.quantidadeFaturada !== item.quantidade && (
                <span className="block text-xs">
                  {AFTER_SALE_TEXT.weighedQuantity(
                    `${formatQuantity(quantityToMilli(item.quantidadeFaturada))} ${item.unidade}`,
                  )}
                </span>
              )}
              <span className="sm:hidden">
                {ORDERS_TEXT.timesUnitPrice(brl(item.precoUnitario))}
              </span>
            </td>
            <td className="hidden tabular-nums sm:table-cell sm:py-2 sm:text-right">
              {brl(item.precoUnitario)}
            </td>
            <td className="col-start-2 row-span-2 row-start-1 self-center text-right font-semibold tabular-nums sm:py-2">
              {brl(item.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
