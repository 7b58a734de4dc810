/**
 * "Cupom BEMVINDO10" — the applied coupon's heading (cart, coupon modal, order totals). Its own
 * module so that the order pages do not load the coupon screens' texts for it.
 */
export function couponCodeText(codigo: string): string {
  return `Cupom ${codigo}`;
}
