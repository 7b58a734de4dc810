/**
 * A value made on its first use instead of when its module loads, then kept:
 * `const brl = onFirstUse(() => new Intl.NumberFormat('pt-BR', …))`, read as `brl()`.
 *
 * For `Intl` formatters (issue 12 §5, ADR 0082): the first formatter of a kind loads its locale
 * data, which in the browser was the longest single step of evaluating the storefront's modules
 * (about 25 ms of that task under Lighthouse's 4× CPU for the currency format alone), paid
 * before anything was drawn or could respond, whether the page formats anything or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
