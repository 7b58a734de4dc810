import type { Milli } from './money.ts';
/**
 * Business constants and limits of spec §9 (and the supplier tags of spec §6), named once so
 * no component or route hard-codes them. Durations carry their unit in the name.
 */

/** Cart save to the server after a change, debounced. @see spec §4 Cart flow, §9 */
export const CART_SAVE_DEBOUNCE_MS = 1000;
/** Local-storage persistence debounce. @see spec §4 Persistence, §9 */
export const STATE_PERSIST_DEBOUNCE_MS = 500;
/** UTM cookie lifetime: 7 days, path "/". @see spec §9 */
export const UTM_COOKIE_MAX_AGE_S = 604_800;
export const UTM_COOKIE_PATH = '/';
/** Headers added to every request once UTM parameters appear. @see spec §7 Global request behaviour */
export const UTM_HEADERS = {
  source: 'X-UTM-Source',
  campaign: 'X-UTM-Campaign',
  all: 'X-UTM-All',
} as const;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 250;
/** Suggestion and full-text search debounce. @see spec §9 */
export const SUGGESTION_DEBOUNCE_MS = 1000;
export const MAX_SUGGESTIONS = 10;
export const DELIVERY_BY_ADDRESS_DEBOUNCE_MS = 500;
/** Extra delay before the by-address delivery lookup fires. @see spec §9 */
export const DELIVERY_BY_ADDRESS_DELAY_MS = 2000;
export const DELIVERY_BY_CEP_DEBOUNCE_MS = 500;
export const CAROUSEL_FETCH_DELAY_MS = 10;
export const CAROUSEL_PRODUCT_LOAD_STAGGER_MS = 1000;
export const ADDRESS_RELOAD_AFTER_LOGIN_MS = 1000;
export const RELOAD_AFTER_COUPON_MS = 200;

export const PRODUCT_PAGE_SIZE = 20;
/** Longest product search text the API accepts, in characters. */
export const SEARCH_MAX_LENGTH = 200;
/** Highest product list page the API accepts (1-based). */
export const MAX_PRODUCT_PAGE = 100_000;
/**
 * How deep paging goes into a plain listing (a category or the whole catalog), in products: 150
 * pages of 20. Past it, a buyer narrows the list with the search, a category or another sort
 * order (each order reaches 3,000 products of its own). A page skips its offset in the order's
 * index at about 0.08 ms of database CPU per 1,000 entries, where a whole first page costs
 * 0.4–0.5 ms of CPU at a million products: 3,000 keeps every reachable page within 2× page 1
 * (issue 12 §2 deep pages; ADR 0026, ADR 0067, ADR 0094).
 */
export const MAX_LISTING_DEPTH = 3_000;

/**
 * How deep paging goes into a search's results (`sk`), in products: 50 pages of 20, as search
 * engines stop at a result window. A search's page is found by walking its matches in the
 * order's sequence, at about 0.4 ms of CPU per 1,000 matches before the page (five times a
 * listing's skip) beside 0.5–0.9 ms for a first page, so a search pages less deep than a listing
 * to stay within 2× its first page (issue 12 §2 deep pages; ADR 0094).
 */
export const MAX_SEARCH_DEPTH = 1_000;

/**
 * The last page of `limit` products a listing can be paged to: every product on it lies within
 * MAX_LISTING_DEPTH, or MAX_SEARCH_DEPTH for a search (`limit` ≥ 1).
 */
export function maxReachablePage(limit: number, search = false): number {
  const depth = search ? MAX_SEARCH_DEPTH : MAX_LISTING_DEPTH;
  return Math.max(1, Math.floor(depth / Math.max(1, limit)));
}

/**
 * How many matches a search counts before it stops: past it the total is only "mais de
 * 10.000 produtos" (issue 12 §3's wording), more than a buyer can page through
 * (MAX_LISTING_DEPTH, MAX_SEARCH_DEPTH), and counting every match of a broad word at a million
 * products is cost for nothing (issue 12 §3 "no exact count(*) over a large category on every
 * page"; ADR 0046).
 */
export const MAX_COUNTED_MATCHES = 10_000;

/**
 * How many matches a search counts when each one costs a product-row read (a search with a
 * category or several words, a full-text search): past it, "mais de 1.000 produtos". Counting
 * 10,000 such rows took 100–400 ms at a million products (ADR 0046).
 */
export const MAX_COUNTED_ROW_MATCHES = 1_000;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_START_PAGE = 1;
/** Quantities carry 3 decimals (stored as milli-units). @see spec §9 */
export const QUANTITY_DECIMALS = 3;
/** Default minimum per order: 1 unit, in milli-units. @see spec §5, §9 */
export const DEFAULT_MIN_PER_ORDER_MILLI = 1000 as Milli;
/** Default step (granularity): 1 unit, in milli-units. @see spec §9 */
export const DEFAULT_STEP_MILLI = 1000 as Milli;
export const CPF_LENGTH = 11;
/** `cpf_length` 14 means the document is a CNPJ. @see spec §3 User */
export const CNPJ_LENGTH = 14;
export const SOCKET_RETRIES = 5;
export const MAX_PAGE_WIDTH_PX = 1440;
export const CURRENCY = 'BRL';
export const LOCALE = 'pt-BR';
export const DEFAULT_SALES_CHANNEL = 'WEB';
/** Sales channel once an attendant negotiates the cart. @see spec §6 Attendant */
export const ATTENDANT_SALES_CHANNEL = 'MANUAL';
export const DEFAULT_DELIVERY_TYPE = 'DELIVERY';
export const PICKUP_DELIVERY_TYPE = 'RETIRADA';
/** The all-zero GUID that stands for "no supplier". @see spec §9 */
export const EMPTY_SUPPLIER_ID = '00000000-0000-0000-0000-000000000000';
export const AUTH_COOKIE_NAME = 'commerce-auth-token';
/** Default recommendation view. @see spec §3 Recommendations */
export const DEFAULT_RECOMMENDATION_VIEW = 'CART';
/** The `modulos` value that grants every module. @see spec §6 */
export const ALL_MODULES = 'Todos';
/** Default country of an address. @see spec §3 Address */
export const DEFAULT_COUNTRY = 'Brasil';

/** Sales channels listed for filtering, verbatim. @see spec §9 Other constants */
export const SALES_CHANNEL_FILTERS = [
  'Todos',
  'Orçamento app',
  'Commerce app',
  'Venda+ app',
  'Orçamento web',
  'Web-commerce',
  'Venda+ web',
  'Portfolio web',
  'Painel de cliente',
] as const;

/** The four cookie-preference flags and their defaults (all on). @see spec §4 Persistence */
export const DEFAULT_COOKIE_PREFERENCES = {
  necessary: true,
  session: true,
  performance: true,
  personalisation: true,
} as const;

/** Every supplier tag that drives behaviour. @see spec §6 */
export const SUPPLIER_TAGS = {
  SUPPORT_PRICE_VARIANCE_BY_PAYMENT: 'support-price-variance-by-payment',
  ENABLE_GA4_EVENTS: 'enable-google-analytics-ga4-version-tag-events',
  DISABLE_PRODUCT_MULTIPLE: 'disable-product-multiple',
  USE_NEW_STYLE_PAGE: 'use-new-style-page',
  HIDE_PRICE_FOR_LOGGED_OUT: 'hide-price-for-logged-out-customers',
  SUPPORT_BUDGET: 'support-budget',
  BLOCK_NOT_APPROVED_USER: 'block-not-approved-user',
  RESTRICT_NOT_APPROVED_USER_SUBMISSION: 'restrict-not-approved-user-submission',
  USE_PRIMARY_ADDRESS: 'use-primary-address',
  USES_SINGLE_ADDRESS: 'uses-single-address',
  USES_SHARE_COUPON: 'uses-share-coupom',
  HAS_COLLECT: 'has-collect',
  HAS_DELIVERY: 'has-delivery',
  ENABLE_RECOMMENDATION_SYSTEM: 'enable-recommendation-system',
  REQUIRES_SUPPLIER_TO_ACCESS: 'requires-supplier-to-access',
  REQUIRES_ADDRESS_TO_ACCESS: 'requires-address-to-access',
} as const;
export type SupplierTag = (typeof SUPPLIER_TAGS)[keyof typeof SUPPLIER_TAGS];

/**
 * True when the supplier's tag list contains `tag` (exact, case-sensitive match, as the
 * spec writes tags in lower kebab-case).
 *
 * @see spec §6 supplier tags
 */
export function hasTag(tags: readonly string[], tag: SupplierTag | string): boolean {
  return tags.includes(tag);
}
