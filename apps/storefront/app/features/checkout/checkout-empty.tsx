import { Link } from 'react-router';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { MSG } from '@vitrine/domain/messages';

/** The checkout of an empty cart: the spec's text and the way back to the store. */
export function CheckoutEmpty({ slug }: { slug: string }) {
  return (
    <main className="mx-auto flex max-w-[1440px] flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{CHECKOUT_TEXT.title}</h1>
      <p className="text-black/70">{MSG.emptyCart}</p>
      <Link
        to={`/${slug}`}
        className="inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {CHECKOUT_TEXT.backToStore}
      </Link>
    </main>
  );
}
