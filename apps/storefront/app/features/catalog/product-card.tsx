import { Link } from 'react-router';
import type { Produto } from '@vitrine/contract';
import { AddToCart } from '~/features/cart/add-to-cart';
import { PriceTag } from './price-tag';

/** A product in a grid: image, name, brand, price and the buy control. */
export function ProductCard({ slug, produto }: { slug: string; produto: Produto }) {
  const href = `/${slug}/produto/${produto.id}`;
  return (
    <article className="flex w-full flex-col rounded-lg border border-black/10 bg-white p-3 shadow-sm">
      <Link to={href} className="block" tabIndex={-1} aria-hidden>
        <img src={produto.imagem} alt="" width={240} height={240} loading="lazy" className="aspect-square w-full rounded-md object-cover" />
      </Link>
      <p className="mt-2 text-xs uppercase tracking-wide text-black/70">{produto.marca}</p>
      <h3 className="text-sm leading-snug font-medium">
        <Link to={href} className="hover:underline">
          {produto.nome}
        </Link>
      </h3>
      <div className="mt-auto pt-2">
        <PriceTag produto={produto} />
        <div className="mt-2">
          <AddToCart produto={produto} />
        </div>
      </div>
    </article>
  );
}

/** A responsive grid of product cards. */
export function ProductGrid({ slug, produtos }: { slug: string; produtos: Produto[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {produtos.map((p) => (
        <li key={p.id} className="flex">
          <ProductCard slug={slug} produto={p} />
        </li>
      ))}
    </ul>
  );
}
