import { formatBRL, formatQuantity, quantityToMilli, reaisToCentavos } from '@vitrine/domain';
import type { ItemPedido } from './types';

const brl = (reais: number) => formatBRL(reaisToCentavos(reais));

/** An order's items: quantity with unit, unit price, gift packaging and line total. */
export function OrderLines({ itens }: { itens: ItemPedido[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Itens do pedido</caption>
      <thead className="hidden text-left text-black/60 sm:table-header-group">
        <tr className="border-b border-black/10">
          <th scope="col" className="py-2 font-medium">Produto</th>
          <th scope="col" className="py-2 text-right font-medium">Quantidade</th>
          <th scope="col" className="py-2 text-right font-medium">Preço unitário</th>
          <th scope="col" className="py-2 text-right font-medium">Total</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5">
        {itens.map((item) => (
          <tr key={item.id} className="grid grid-cols-[1fr_auto] gap-x-3 py-2 sm:table-row">
            <td className="font-medium sm:py-2">
              {item.nome}
              {item.embalarParaPresente && (
                <span className="block text-xs font-normal text-black/60">
                  Embalagem para presente: {brl(item.totalEmbalagem)}
                </span>
              )}
            </td>
            <td className="col-start-1 text-black/70 sm:py-2 sm:text-right">
              {formatQuantity(quantityToMilli(item.quantidade))} {item.unidade}
              <span className="sm:hidden"> × {brl(item.precoUnitario)}</span>
            </td>
            <td className="hidden tabular-nums sm:table-cell sm:py-2 sm:text-right">{brl(item.precoUnitario)}</td>
            <td className="col-start-2 row-span-2 row-start-1 self-center text-right font-semibold tabular-nums sm:py-2">
              {brl(item.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
