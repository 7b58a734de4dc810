/**
 * Shapes of the demo catalog data files. A family expands to one product per brand × variant:
 * the name template takes `{m}` (brand) and `{v}` (variant label); prices are in centavos.
 */
export type Unidade = 'un' | 'kg' | 'cx' | 'fd' | 'pct' | 'l' | 'sc';

export interface Familia {
  /** Category name (must be one of the supplier's categories). */
  cat: string;
  /** Name template, e.g. 'Iogurte Natural {m} {v}'. Without `{m}` the brand only fills `marca`. */
  t: string;
  /** Brands; each one multiplies the variants. */
  m: string[];
  /** Variants: [label, base price in centavos]. */
  v: [string, number][];
  /** Sale unit; default 'un' ('kg' when `kg`, 'cx' when `cx`). */
  u?: Unidade;
  /** Sold by weight: granularity 250 g, minimum 250 or 500 g. */
  kg?: boolean;
  /** Box or bundle of N units: multiploincremento N and a wholesale price from a few boxes. */
  cx?: number;
  /** Gift packaging price in centavos (cestas, vinhos, chocolates finos, panetones, azeites). */
  emb?: number;
  /** Minimum per order in milli (e.g. 2000 for sacks sold from two). */
  min?: number;
  /** Maximum per order in milli. */
  max?: number;
  /** Description sentence; defaults to the category's. */
  d?: string;
}

/** A supplier's catalog: categories in display order with a default description each. */
export interface CatalogoFornecedor {
  /** Product code prefix, e.g. 'SV'. */
  prefixo: string;
  /** PRNG seed of the deterministic rule mix. */
  semente: number;
  /** Share of products with a wholesale price (0–1), on top of the boxes. */
  atacado: number;
  categorias: { nome: string; descricao: string }[];
  familias: Familia[];
  /** VINCULADO pairs by product name (linked both ways). */
  vinculados: [string, string][];
}
