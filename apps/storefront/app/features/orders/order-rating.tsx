import Star from 'lucide-react/icons/star';
import { useFetcher } from 'react-router';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import {
  RATING_COMMENT_MAX,
  RATING_MAX_STARS,
  RATING_MIN_STARS,
} from '@vitrine/domain/orders/rating';
import type { PedidoDetalhe } from '@vitrine/contract';
import type { OrderActionResult } from './after-sale.server';

const stars = Array.from(
  { length: RATING_MAX_STARS - RATING_MIN_STARS + 1 },
  (_, i) => RATING_MIN_STARS + i,
);

/** Read-only stars: `n` of 5 filled, with the text for screen readers. */
function StoredStars({ n }: { n: number }) {
  return (
    <span role="img" aria-label={AFTER_SALE_TEXT.ratedStars(n)} className="inline-flex gap-0.5">
      {stars.map((s) => (
        <Star
          key={s}
          aria-hidden
          className={`h-5 w-5 ${s <= n ? 'fill-amber-400 text-amber-500' : 'text-black/25'}`}
        />
      ))}
    </span>
  );
}

/**
 * The rating of a delivered order (spec §7 avaliar): a radio group of 1–5 stars (keyboard: arrows
 * move between stars) and an optional comment, sent once; afterwards the stored rating.
 */
export function OrderRating({
  avaliacao,
  canRate,
}: {
  avaliacao: PedidoDetalhe['avaliacao'];
  canRate: boolean;
}) {
  const fetcher = useFetcher<OrderActionResult>();
  const result = fetcher.data?.intent === 'avaliar' ? fetcher.data : null;
  if (avaliacao)
    return (
      <div className="grid gap-1">
        <p className="text-sm text-black/60">{AFTER_SALE_TEXT.yourRating}</p>
        <StoredStars n={avaliacao.estrelas} />
        {avaliacao.comentario && <p className="text-black/80">{avaliacao.comentario}</p>}
        {result?.ok && (
          <p role="status" className="text-sm text-green-800">
            {result.mensagem}
          </p>
        )}
      </div>
    );
  if (!canRate) return null;
  return (
    <fetcher.Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="avaliar" />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{AFTER_SALE_TEXT.rateLegend}</legend>
        <div className="flex gap-1">
          {stars.map((n) => (
            <label key={n} className="group cursor-pointer">
              <input
                type="radio"
                name="estrelas"
                value={n}
                required
                className="peer sr-only"
                aria-label={AFTER_SALE_TEXT.starLabel(n)}
              />
              <Star
                aria-hidden
                className="h-9 w-9 text-black/30 peer-checked:fill-amber-400 peer-checked:text-amber-500 peer-focus-visible:outline-2 peer-focus-visible:outline-primary group-hover:text-amber-500"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="avaliacao-comentario" className="mb-1 block text-sm font-medium">
          {AFTER_SALE_TEXT.rateComment}
        </label>
        <textarea
          id="avaliacao-comentario"
          name="comentario"
          maxLength={RATING_COMMENT_MAX}
          rows={3}
          className="w-full rounded-md border border-black/20 p-2 text-base focus-visible:outline-2 focus-visible:outline-primary"
        />
      </div>
      {result && !result.ok && (
        <p role="alert" className="text-sm text-red-800">
          {result.mensagem}
        </p>
      )}
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="h-11 justify-self-start rounded-md bg-primary px-5 font-semibold text-primary-fg disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {AFTER_SALE_TEXT.rateSubmit}
      </button>
    </fetcher.Form>
  );
}
