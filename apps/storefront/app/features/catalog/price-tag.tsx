import type { Produto } from '@vitrine/contract';
import { brl, quantityText } from '~/lib/format';

/**
 * The price of a product as a buyer reads it: "De R$ x" struck through when there is a
 * reference price, the regular price per unit, and hints of wholesale and progressive prices.
 */
export function PriceTag({ produto, size = 'sm' }: { produto: Produto; size?: 'sm' | 'lg' }) {
  const progressive = produto.efeitospoliticas.descontoProgressivo;
  const hasWholesale = produto.precovendaatacado !== null && produto.precovendaatacado > 0 && produto.precovendaatacado < produto.preco && produto.minvendaatacado !== null;
  return (
    <div className="space-y-0.5">
      {produto.preconf !== null && produto.preconf > produto.preco && (
        <p className="text-xs text-black/70">
          De <s>{brl(produto.preconf)}</s> por
        </p>
      )}
      <p className={size === 'lg' ? 'text-3xl font-bold' : 'text-lg font-bold'}>
        {brl(produto.preco)}
        <span className="ml-1 text-xs font-normal text-black/70">/{produto.unidade}</span>
      </p>
      {hasWholesale && (
        <p className="text-xs font-medium text-emerald-800">
          Atacado: {brl(produto.precovendaatacado!)} a partir de {quantityText(produto.minvendaatacado!)}{' '}
          {produto.multiploincremento > 1 ? 'unidades' : produto.unidade}
        </p>
      )}
      {progressive && <p className="text-xs font-medium text-emerald-800">Leve mais, pague menos</p>}
    </div>
  );
}
