import type { ProdutoCatalogo } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PriceTag } from './price-tag';
import { HydrateLater } from '~/components/ui/hydrate-later';

/** The buy control of one product, composed by the route (the catalog does not import the cart). */
export type RenderBuyControl = (produto: ProdutoCatalogo) => ReactNode;

/** How a card's image loads: above the fold at once (the page's LCP candidate), else lazily. */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/**
 * A product in a grid: image, name, brand, price and the buy control the route gives. The name is
 * a heading one level below the grid's own (`headingLevel`: 3 under a section's h2, 2 right under
 * the page's h1). The image is 240×240 CSS px, square; `imageLoading` says when it loads.
 */
export function ProductCard({
  slug,
  produto,
  renderBuy,
  headingLevel = 3,
  imageLoading = 'lazy',
}: {
  slug: string;
  produto: ProdutoCatalogo;
  renderBuy: RenderBuyControl;
  headingLevel?: 2 | 3;
  imageLoading?: ImageLoading;
}) {
  const href = `/${slug}/produto/${produto.id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex w-full flex-col rounded-lg border border-black/10 bg-white p-3 shadow-sm">
      <Link to={href} className="block" tabIndex={-1} aria-hidden>
        <img
          src={produto.imagem}
          alt=""
          width={240}
          height={240}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
          className="aspect-square w-full rounded-md object-cover"
        />
      </Link>
      <p className="mt-2 text-xs tracking-wide text-black/70 uppercase">{produto.marca}</p>
      <Heading className="text-sm leading-snug font-medium">
        <Link to={href} className="hover:underline">
          {produto.nome}
        </Link>
      </Heading>
      <div className="mt-auto pt-2">
        <PriceTag produto={produto} />
        <div className="mt-2">{renderBuy(produto)}</div>
      </div>
    </article>
  );
}

/** Cards in a grid's first row at its widest (lg: 4 columns): a phone shows two rows of two. */
const FIRST_ROW = 4;

/**
 * A responsive grid of product cards. `renderBuy` gives each card its buy control, e.g.
 * `(p) => <AddToCart produto={p} />` in the route file. `aboveTheFold`: the grid starts in the
 * first viewport, so its first row loads at once and its first image with high priority (the
 * page's largest contentful paint); every other image loads lazily (issue 12 §5).
 */
export function ProductGrid({
  slug,
  produtos,
  renderBuy,
  headingLevel = 3,
  aboveTheFold = false,
}: {
  slug: string;
  produtos: ProdutoCatalogo[];
  renderBuy: RenderBuyControl;
  headingLevel?: 2 | 3;
  aboveTheFold?: boolean;
}) {
  const loadingOf = (index: number): ImageLoading =>
    !aboveTheFold || index >= FIRST_ROW ? 'lazy' : index === 0 ? 'priority' : 'eager';
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {produtos.map((p, index) => (
        // Each card hydrates in a task of its own (ADR 0080).
        <HydrateLater key={p.id}>
          <li className="flex">
            <ProductCard
              slug={slug}
              produto={p}
              renderBuy={renderBuy}
              headingLevel={headingLevel}
              imageLoading={loadingOf(index)}
            />
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}
