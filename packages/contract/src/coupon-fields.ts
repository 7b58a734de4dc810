import { z } from 'zod';
import { VALIDATION_MSG } from '@vitrine/domain';
import { texto } from './text.ts';

/** Longest coupon code accepted. */
export const MAX_CODIGO_CUPOM = 40;

/**
 * A coupon code as typed: trimmed, upper-cased, letters, digits, '-' and '_' only, up to 40.
 * @see spec §7 Coupons
 */
export const CodigoCupom = texto()
  .trim()
  .min(1, VALIDATION_MSG.couponCodeInvalid)
  .max(MAX_CODIGO_CUPOM, VALIDATION_MSG.couponCodeInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, VALIDATION_MSG.couponCodeInvalid)
  .transform((s) => s.toUpperCase());

/** A 'true'/'false' query flag. */
export const BooleanoQuery = z
  .enum(['true', 'false'], VALIDATION_MSG.booleanInvalid)
  .transform((s) => s === 'true');
