/** Class names shared by the account forms (same look as the login modal). */
export const buttonClass =
  'h-11 w-full rounded-md bg-primary font-semibold text-primary-fg disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
export const linkButtonClass =
  'text-sm font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary';
export const selectClass =
  'h-11 w-full rounded-md border border-black/20 bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-red-600';
