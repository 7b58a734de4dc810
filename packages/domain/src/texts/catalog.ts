/**
 * The catalog's texts: `CATALOG_MSG` of catalog-messages.ts.
 * One export per text, read as `CATALOG_MSG.key` (ADR 0088): a bundle keeps only the texts it uses.
 */
export const searchProducts = 'Buscar produtos';
export const search = 'Buscar';
export const suggestions = 'Sugestões';
export const sortBy = 'Ordenar';
export const apply = 'Aplicar';
export const pagination = 'Paginação';
export const previousPage = 'Anterior';
export const nextPage = 'Próxima';
export const referencePriceFrom = 'De';
export const referencePriceTo = 'por';
export const progressiveHint = 'Leve mais, pague menos';
export const progressiveTable = 'Desconto progressivo';
export const quantityColumn = 'Quantidade';
