import type { ProdutoCatalogo } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PriceTag } from './price-tag';

/** The buy control of one product, composed by the route (the catalog does not import the cart). */
export type RenderBuyControl = (produto: ProdutoCatalogo) => ReactNode;

/** A product in a grid: image, name, brand, price and the buy control the route gives. */
export function ProductCard({
  slug,
  produto,
  renderBuy,
}: {
  slug: string;
  produto: ProdutoCatalogo;
  renderBuy: RenderBuyControl;
}) {
  const href = `/${slug}/produto/${produto.id}`;
  return (
    <article className="flex w-full flex-col rounded-lg border border-black/10 bg-white p-3 shadow-sm">
      <Link to={href} className="block" tabIndex={-1} aria-hidden>
        <img
          src={produto.imagem}
          alt=""
          width={240}
          height={240}
          loading="lazy"
          className="aspect-square w-full rounded-md object-cover"
        />
      </Link>
      <p className="mt-2 text-xs tracking-wide text-black/70 uppercase">{produto.marca}</p>
      <h3 className="text-sm leading-snug font-medium">
        <Link to={href} className="hover:underline">
          {produto.nome}
        </Link>
      </h3>
      <div className="mt-auto pt-2">
        <PriceTag produto={produto} />
        <div className="mt-2">{renderBuy(produto)}</div>
      </div>
    </article>
  );
}

/**
 * A responsive grid of product cards. `renderBuy` gives each card its buy control, e.g.
 * `(p) => <AddToCart produto={p} />` in the route file.
 */
export function ProductGrid({
  slug,
  produtos,
  renderBuy,
}: {
  slug: string;
  produtos: ProdutoCatalogo[];
  renderBuy: RenderBuyControl;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {produtos.map((p) => (
        <li key={p.id} className="flex">
          <ProductCard slug={slug} produto={p} renderBuy={renderBuy} />
        </li>
      ))}
    </ul>
  );
}
