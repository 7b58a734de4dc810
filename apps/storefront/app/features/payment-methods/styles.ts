/** Class name shared by the payment-method change button and its panel's cancel button. */
export const buttonClass =
  'inline-flex h-10 items-center gap-2 rounded-md border border-black/15 px-3 text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
