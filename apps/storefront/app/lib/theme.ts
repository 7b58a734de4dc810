import type { Tema } from '@vitrine/contract';

/**
 * A supplier's `config.tema` as a stylesheet that sets the storefront colours on `:root`.
 * Tailwind's colour utilities read `--color-*` (app.css @theme). They are set on the root, not on
 * a wrapper, so that dialogs and sheets portalled to `<body>` (login modal, cart panel) wear the
 * supplier's colours too. The contract only lets hex colours through (`CorHex`), so no value can
 * break out of the declaration.
 */
export function themeCss(
  tema: Pick<Tema, 'corPrimaria' | 'corPrimariaTexto' | 'corSecundaria' | 'corFundo' | 'corTexto'>,
): string {
  return (
    `:root{--color-primary:${tema.corPrimaria};--color-primary-fg:${tema.corPrimariaTexto};` +
    `--color-secondary:${tema.corSecundaria};--color-surface:${tema.corFundo};--color-ink:${tema.corTexto};}`
  );
}
