import type { CSSProperties } from 'react';
import type { Fornecedor } from '@vitrine/contract';

/**
 * A supplier's `config.tema` as CSS custom properties on the storefront wrapper. Tailwind's
 * colour utilities read `--color-*` (app.css @theme), so those are overridden here directly:
 * a custom property that refers to another is resolved where it is declared (the root), so
 * redefining only `--tema-*` below the root would not reach the utilities.
 */
export function themeStyle(tema: Fornecedor['config']['tema']): CSSProperties {
  return {
    '--color-primary': tema.corPrimaria,
    '--color-primary-fg': tema.corPrimariaTexto,
    '--color-secondary': tema.corSecundaria,
    '--color-surface': tema.corFundo,
    '--color-ink': tema.corTexto,
  } as CSSProperties;
}
