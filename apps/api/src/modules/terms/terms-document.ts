import type { TermsVersion } from './terms-repository.ts';

/** A published terms version as the storefront shows it: title, blank line, content (plain text). */
export function termsDocument(terms: Pick<TermsVersion, 'titulo' | 'conteudo'>): string {
  return `${terms.titulo}\n\n${terms.conteudo}`;
}
