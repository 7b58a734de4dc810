import { lazyNamed, useOpenedOnce } from './lazy';
import type { PanelProps } from './panel';

const PanelChunk = lazyNamed(() => import('./panel'), 'Panel');

/**
 * {@link PanelProps | Panel}, rendered from the first time it is opened and kept mounted after
 * (so it closes as a Panel does): a page whose panel waits behind a button — the payment method
 * on a phone, "Alterar forma de pagamento", the card payment — does not load Radix Dialog (about
 * 13 KiB gzipped) before its first paint (issue 12 §5, ADR 0076).
 */
export function LazyPanel(props: PanelProps) {
  return useOpenedOnce(props.open) ? <PanelChunk {...props} /> : null;
}
