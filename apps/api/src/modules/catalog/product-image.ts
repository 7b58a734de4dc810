/**
 * Generated product images: a square SVG in the supplier's primary colour with the product's
 * initials and name, so the demo catalogue needs no image files. A real catalogue points
 * `produtos.imagem` at its own image host instead.
 */

/** What the image shows. Colours are CSS colours from the supplier theme. */
export interface ProductImageInput {
  nome: string;
  unidade: string;
  corPrimaria: string;
  corPrimariaTexto: string;
}

const SAFE_COLOUR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/;
const FALLBACK_BACKGROUND = '#1f2937';
const FALLBACK_TEXT = '#ffffff';
const MAX_LINE_CHARS = 18;
const MAX_LINES = 3;

/** Escapes text for an XML text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Up to two initials of the first words that start with a letter or digit: "Açúcar Refinado" → "AR". */
export function initials(nome: string): string {
  const words = nome.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** Splits a name into at most 3 lines of about 18 characters, ellipsis on overflow. */
export function wrapName(nome: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of nome.trim().split(/\s+/)) {
    if (current && (current + ' ' + word).length > MAX_LINE_CHARS) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]}…`;
  return kept;
}

/**
 * The SVG document of a product image (400×400). Every text is XML-escaped and colours that
 * are not plain hex or named colours fall back to neutral ones, so stored data cannot inject
 * markup.
 */
export function productImageSvg(input: ProductImageInput): string {
  const bg = SAFE_COLOUR.test(input.corPrimaria) ? input.corPrimaria : FALLBACK_BACKGROUND;
  const fg = SAFE_COLOUR.test(input.corPrimariaTexto) ? input.corPrimariaTexto : FALLBACK_TEXT;
  const lines = wrapName(input.nome)
    .map(
      (line, i) =>
        `<text x="200" y="${282 + i * 30}" font-size="24" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" ` +
    `aria-label="${escapeXml(input.nome)}">` +
    `<rect width="400" height="400" fill="${bg}"/>` +
    `<g fill="${fg}" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">` +
    `<text x="200" y="190" font-size="120" font-weight="700" text-anchor="middle">${escapeXml(initials(input.nome))}</text>` +
    lines +
    `<text x="200" y="380" font-size="18" text-anchor="middle" opacity="0.8">${escapeXml(input.unidade)}</text>` +
    `</g></svg>`
  );
}
