import { describe, expect, it } from 'vitest';
import { isAwaitingApproval, requiresApproval } from './approval.ts';
import { SUPPLIER_TAGS } from './constants.ts';

describe('approval gate', () => {
  it('is required by support-budget or block-not-approved-user only', () => {
    expect(requiresApproval([SUPPLIER_TAGS.SUPPORT_BUDGET])).toBe(true);
    expect(requiresApproval(['x', SUPPLIER_TAGS.BLOCK_NOT_APPROVED_USER])).toBe(true);
    expect(requiresApproval([SUPPLIER_TAGS.RESTRICT_NOT_APPROVED_USER_SUBMISSION])).toBe(false);
    expect(requiresApproval([])).toBe(false);
  });

  it('keeps an unapproved customer waiting only where approval is required', () => {
    expect(isAwaitingApproval([SUPPLIER_TAGS.SUPPORT_BUDGET], false)).toBe(true);
    expect(isAwaitingApproval([SUPPLIER_TAGS.SUPPORT_BUDGET], true)).toBe(false);
    expect(isAwaitingApproval([], false)).toBe(false);
  });
});
