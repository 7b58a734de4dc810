import { eq } from 'drizzle-orm';
import { cupons } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * Switches the demo's automatic coupons off, for suites that check prices, fees and totals
 * without any coupon (the coupon suites keep them on).
 */
export async function withoutAutomaticCoupons(t: TestApp): Promise<void> {
  await t.database.db.update(cupons).set({ ativo: false }).where(eq(cupons.automatico, true));
}
