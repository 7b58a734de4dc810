import { describe, it, expect } from 'vitest';
import * as constants from './constants.ts';
import {
  MAX_LISTING_DEPTH,
  MAX_SEARCH_DEPTH,
  SUPPLIER_TAGS,
  hasTag,
  maxReachablePage,
} from './constants.ts';

describe('spec §9 constants', () => {
  it('have the spec values', () => {
    expect(constants).toMatchObject({
      CART_SAVE_DEBOUNCE_MS: 1000,
      STATE_PERSIST_DEBOUNCE_MS: 500,
      UTM_COOKIE_MAX_AGE_S: 604800,
      PRODUCT_SEARCH_DEBOUNCE_MS: 250,
      SUGGESTION_DEBOUNCE_MS: 1000,
      MAX_SUGGESTIONS: 10,
      DELIVERY_BY_ADDRESS_DEBOUNCE_MS: 500,
      DELIVERY_BY_ADDRESS_DELAY_MS: 2000,
      DELIVERY_BY_CEP_DEBOUNCE_MS: 500,
      PRODUCT_PAGE_SIZE: 20,
      CHAT_PAGE_SIZE: 30,
      CHAT_START_PAGE: 1,
      CPF_LENGTH: 11,
      CNPJ_LENGTH: 14,
      SOCKET_RETRIES: 5,
      MAX_PAGE_WIDTH_PX: 1440,
      CURRENCY: 'BRL',
      DEFAULT_SALES_CHANNEL: 'WEB',
      ATTENDANT_SALES_CHANNEL: 'MANUAL',
      DEFAULT_DELIVERY_TYPE: 'DELIVERY',
      PICKUP_DELIVERY_TYPE: 'RETIRADA',
      DEFAULT_MIN_PER_ORDER_MILLI: 1000,
      DEFAULT_STEP_MILLI: 1000,
      EMPTY_SUPPLIER_ID: '00000000-0000-0000-0000-000000000000',
      AUTH_COOKIE_NAME: 'commerce-auth-token',
    });
  });

  it('lists the sales channels for filtering verbatim', () => {
    expect(constants.SALES_CHANNEL_FILTERS).toEqual([
      'Todos',
      'Orçamento app',
      'Commerce app',
      'Venda+ app',
      'Orçamento web',
      'Web-commerce',
      'Venda+ web',
      'Portfolio web',
      'Painel de cliente',
    ]);
  });

  it('defaults every cookie preference to on', () => {
    expect(Object.values(constants.DEFAULT_COOKIE_PREFERENCES)).toEqual([true, true, true, true]);
  });
});

describe('SUPPLIER_TAGS / hasTag', () => {
  it('holds every spec §6 tag', () => {
    expect(Object.values(SUPPLIER_TAGS).sort()).toEqual(
      [
        'support-price-variance-by-payment',
        'enable-google-analytics-ga4-version-tag-events',
        'disable-product-multiple',
        'use-new-style-page',
        'hide-price-for-logged-out-customers',
        'support-budget',
        'block-not-approved-user',
        'restrict-not-approved-user-submission',
        'use-primary-address',
        'uses-single-address',
        'uses-share-coupom',
        'has-collect',
        'has-delivery',
        'enable-recommendation-system',
        'requires-supplier-to-access',
        'requires-address-to-access',
      ].sort(),
    );
  });

  it('matches a tag exactly', () => {
    expect(hasTag(['has-collect'], SUPPLIER_TAGS.HAS_COLLECT)).toBe(true);
    expect(hasTag(['has-collect'], SUPPLIER_TAGS.HAS_DELIVERY)).toBe(false);
    expect(hasTag([], SUPPLIER_TAGS.HAS_DELIVERY)).toBe(false);
  });
});

describe('maxReachablePage', () => {
  it('keeps every product of a reachable page within MAX_LISTING_DEPTH', () => {
    expect(maxReachablePage(20)).toBe(150);
    expect(maxReachablePage(100)).toBe(30);
    expect(maxReachablePage(7)).toBe(428);
    expect(maxReachablePage(7) * 7).toBeLessThanOrEqual(MAX_LISTING_DEPTH);
    expect(maxReachablePage(5000)).toBe(1);
  });

  it('keeps every product of a reachable search page within MAX_SEARCH_DEPTH', () => {
    expect(maxReachablePage(20, true)).toBe(50);
    expect(maxReachablePage(100, true)).toBe(10);
    expect(maxReachablePage(30, true)).toBe(33);
    expect(maxReachablePage(30, true) * 30).toBeLessThanOrEqual(MAX_SEARCH_DEPTH);
  });
});
