import type { CSSProperties } from 'react';
import type { Fornecedor } from '@vitrine/contract';

/**
 * A supplier's `config.tema` as CSS custom properties for the storefront wrapper; app.css maps
 * them to the Tailwind colours primary, primary-fg, secondary, surface and ink.
 */
export function themeStyle(tema: Fornecedor['config']['tema']): CSSProperties {
  return {
    '--tema-primaria': tema.corPrimaria,
    '--tema-primaria-texto': tema.corPrimariaTexto,
    '--tema-secundaria': tema.corSecundaria,
    '--tema-fundo': tema.corFundo,
    '--tema-texto': tema.corTexto,
  } as CSSProperties;
}
