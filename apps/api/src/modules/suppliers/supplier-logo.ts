import type { Tema } from '../../db/schema/index.ts';
import { escapeXml, initials } from '../catalog/product-image.ts';

/**
 * The supplier's logo as an SVG: its initials on the theme's primary colour with a ring in the
 * secondary colour. Served by the app so demo storefronts need no external image.
 */
export function supplierLogoSvg(nome: string, tema: Tema): string {
  const text = escapeXml(initials(nome));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img"',
    ` aria-label="${escapeXml(nome)}">`,
    `<rect width="120" height="120" rx="24" fill="${escapeXml(tema.corPrimaria)}"/>`,
    `<circle cx="60" cy="60" r="44" fill="none" stroke="${escapeXml(tema.corSecundaria)}" stroke-width="6"/>`,
    `<text x="60" y="72" text-anchor="middle" font-family="Georgia, serif" font-size="38" font-weight="700"`,
    ` fill="${escapeXml(tema.corPrimariaTexto)}">${text}</text></svg>`,
  ].join('');
}
