import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPLIER_TAGS } from '../constants.ts';
import { moduleEnabled, MODULOS } from './modules.ts';
import { orderingRefusal, termsAccepted } from './ordering-gate.ts';
import { priceVisibility, supplierMayHidePrices } from './price-visibility.ts';

const T = SUPPLIER_TAGS;
const visitor = { kind: 'visitor' } as const;
const approved = { kind: 'customer', cadastroAprovado: true } as const;
const pending = { kind: 'customer', cadastroAprovado: false } as const;
const allTags = Object.values(T);

describe('price visibility (spec §6)', () => {
  it('hides prices from visitors where hide-price-for-logged-out-customers is set', () => {
    expect(priceVisibility([T.HIDE_PRICE_FOR_LOGGED_OUT], visitor)).toBe('login-required');
    expect(priceVisibility([T.HIDE_PRICE_FOR_LOGGED_OUT], pending)).toBe('visible');
    expect(priceVisibility([T.HIDE_PRICE_FOR_LOGGED_OUT], approved)).toBe('visible');
  });

  it('hides prices until approval where support-budget is set', () => {
    expect(priceVisibility([T.SUPPORT_BUDGET], pending)).toBe('approval-required');
    expect(priceVisibility([T.SUPPORT_BUDGET], approved)).toBe('visible');
    expect(priceVisibility([T.SUPPORT_BUDGET], visitor)).toBe('visible');
  });

  it('shows prices to everybody without those tags', () => {
    expect(priceVisibility([], visitor)).toBe('visible');
    expect(priceVisibility([T.BLOCK_NOT_APPROVED_USER], pending)).toBe('visible');
  });

  it('an approved customer always sees prices, whatever the tags', () => {
    fc.assert(
      fc.property(fc.subarray(allTags), (tags) => {
        expect(priceVisibility(tags, approved)).toBe('visible');
      }),
    );
  });

  it('only hide-price-for-logged-out-customers hides prices from visitors (property)', () => {
    fc.assert(
      fc.property(fc.subarray(allTags), (tags) => {
        expect(priceVisibility(tags, visitor) === 'login-required').toBe(
          tags.includes(T.HIDE_PRICE_FOR_LOGGED_OUT),
        );
      }),
    );
  });
});

describe('supplierMayHidePrices', () => {
  it('is false exactly when every viewer sees the prices', () => {
    const tags = fc.subarray([
      SUPPLIER_TAGS.HIDE_PRICE_FOR_LOGGED_OUT,
      SUPPLIER_TAGS.SUPPORT_BUDGET,
      SUPPLIER_TAGS.BLOCK_NOT_APPROVED_USER,
      SUPPLIER_TAGS.HAS_DELIVERY,
    ]);
    fc.assert(
      fc.property(tags, (t) => {
        const viewers = [
          { kind: 'visitor' as const },
          { kind: 'customer' as const, cadastroAprovado: false },
          { kind: 'customer' as const, cadastroAprovado: true },
        ];
        const allSee = viewers.every((v) => priceVisibility(t, v) === 'visible');
        expect(supplierMayHidePrices(t)).toBe(!allSee);
      }),
    );
  });
});

describe('ordering gate (spec §6, §5 terms)', () => {
  const base = {
    supplierTags: [] as string[],
    cadastroAprovado: true,
    currentTermsVersion: null,
    acceptedTermsVersion: null,
  };

  it('refuses an unapproved customer where either blocking tag is set', () => {
    for (const tag of [T.BLOCK_NOT_APPROVED_USER, T.RESTRICT_NOT_APPROVED_USER_SUBMISSION]) {
      expect(orderingRefusal({ ...base, supplierTags: [tag], cadastroAprovado: false })).toBe(
        'approval-required',
      );
      expect(orderingRefusal({ ...base, supplierTags: [tag] })).toBeNull();
    }
  });

  it('lets an unapproved customer order where no blocking tag is set', () => {
    expect(
      orderingRefusal({ ...base, supplierTags: [T.SUPPORT_BUDGET], cadastroAprovado: false }),
    ).toBeNull();
  });

  it('needs the current terms version, and a new version asks again', () => {
    expect(orderingRefusal({ ...base, currentTermsVersion: 2, acceptedTermsVersion: null })).toBe(
      'terms-required',
    );
    expect(orderingRefusal({ ...base, currentTermsVersion: 2, acceptedTermsVersion: 1 })).toBe(
      'terms-required',
    );
    expect(
      orderingRefusal({ ...base, currentTermsVersion: 2, acceptedTermsVersion: 2 }),
    ).toBeNull();
  });

  it('checks approval before terms', () => {
    expect(
      orderingRefusal({
        supplierTags: [T.BLOCK_NOT_APPROVED_USER],
        cadastroAprovado: false,
        currentTermsVersion: 1,
        acceptedTermsVersion: null,
      }),
    ).toBe('approval-required');
  });

  it('terms are satisfied only by the current version (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 50 })),
        fc.option(fc.integer({ min: 1, max: 50 })),
        (current, accepted) => {
          expect(termsAccepted(current, accepted)).toBe(current === null || current === accepted);
        },
      ),
    );
  });
});

describe('modules (spec §6 modulos)', () => {
  it("'Todos' grants every module", () => {
    for (const m of Object.values(MODULOS)) expect(moduleEnabled(['Todos'], m)).toBe(true);
  });

  it('a list grants only its modules, case-insensitively', () => {
    expect(moduleEnabled(['PEDIDOS', 'cupons '], MODULOS.CUPONS)).toBe(true);
    expect(moduleEnabled(['PEDIDOS'], MODULOS.FATURAS)).toBe(false);
    expect(moduleEnabled([], MODULOS.PEDIDOS)).toBe(false);
  });
});
