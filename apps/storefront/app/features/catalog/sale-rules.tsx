import type { Produto } from '@vitrine/contract';
import { brl, quantityText } from '~/lib/format';

/** The quantity and price rules of a product in plain pt-BR (spec §3 Cart product, §5). */
export function SaleRules({ produto }: { produto: Produto }) {
  const items: string[] = [];
  const u = produto.unidade;
  if (produto.multiploincremento > 1) items.push(`Caixa com ${produto.multiploincremento} unidades`);
  if (produto.granularidade !== 1) items.push(`Vendido em múltiplos de ${quantityText(produto.granularidade)} ${u}`);
  // The minimum is news only when it differs from the default 1 and from the step itself.
  if (produto.min_por_pedido !== 1 && produto.min_por_pedido !== produto.granularidade) {
    items.push(`Mínimo por pedido: ${quantityText(produto.min_por_pedido)} ${u}`);
  }
  if (produto.maxporpedido !== null) items.push(`Máximo por pedido: ${quantityText(produto.maxporpedido)} ${u}`);
  if (produto.precovendaatacado !== null && produto.minvendaatacado !== null && produto.precovendaatacado < produto.preco) {
    const unidades = produto.multiploincremento > 1 ? 'unidades' : u;
    items.push(`Preço de atacado ${brl(produto.precovendaatacado)}/${u} a partir de ${quantityText(produto.minvendaatacado)} ${unidades}`);
  }
  if (produto.preco_embalagem !== null) items.push(`Embalagem para presente: ${brl(produto.preco_embalagem)} por ${u}`);
  const progressive = Object.entries(produto.efeitospoliticas.descontoProgressivo ?? {});
  return (
    <div className="space-y-3 text-sm">
      {items.length > 0 && (
        <ul className="list-disc space-y-1 pl-5">
          {items.map((t) => <li key={t}>{t}</li>)}
        </ul>
      )}
      {progressive.length > 0 && (
        <table className="w-full max-w-xs border-collapse text-left">
          <caption className="mb-1 text-left font-semibold">Desconto progressivo</caption>
          <thead>
            <tr><th scope="col" className="border-b py-1">Quantidade</th><th scope="col" className="border-b py-1">Preço por {u}</th></tr>
          </thead>
          <tbody>
            {progressive.map(([q, preco]) => (
              <tr key={q}><td className="py-1">A partir de {quantityText(Number(q))}</td><td className="py-1 font-semibold">{brl(preco)}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
