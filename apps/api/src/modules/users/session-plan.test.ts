import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { GENERIC_PLAN_KEPT, planCounts } from '../../../test/generic-plan.ts';
import { hashToken, liveSessionQuery } from './sessions.ts';

/**
 * The live-session statement every authenticated request sends (ADR 0065): PostgreSQL must keep
 * its generic plan. Runs on PGlite and on PostgreSQL like every API test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the live-session statement', () => {
  it('keeps its generic plan from the sixth request on', async () => {
    const text = liveSessionQuery(t.database.db).toSQL();
    const values = { tokenHash: hashToken('a token'), agora: new Date() };
    expect(await planCounts(t.database.db, text, values)).toEqual(GENERIC_PLAN_KEPT);
  });
});
