/**
 * A delivery or pickup window as the buyer reads it, "08:00 às 12:00" (times `HH:MM`), on the
 * checkout and on an order. Its own module so that the order pages do not load the checkout's
 * texts for it.
 */
export function windowLabel(inicio: string, fim: string): string {
  return `${inicio} às ${fim}`;
}
