import { DEFAULT_MIN_PER_ORDER_MILLI, DEFAULT_STEP_MILLI, LOCALE } from './constants.ts';
import { DomainError, ErrorCode } from './errors.ts';
import { APP_MSG } from './messages.ts';
import { milli, ZERO_MILLI, type Milli } from './money.ts';
import { onFirstUse } from './on-first-use.ts';

/** Cart quantity actions. @see spec §4 Quantity change */
export const AcaoQuantidade = { INC: 'INC', DEC: 'DEC', DEL: 'DEL', SET: 'SET' } as const;
export type AcaoQuantidade = (typeof AcaoQuantidade)[keyof typeof AcaoQuantidade];

/**
 * A product's quantity rules as the spec names them, in milli-units. Missing, null, zero or
 * negative values mean "not set": step 1 unit, minimum 1 unit, no maximum (spec §9).
 */
export interface QuantityRules {
  granularidade?: Milli | null;
  min_por_pedido?: Milli | null;
  maxporpedido?: Milli | null;
}

/** The rules after defaults and step alignment: what can actually be put in the cart. */
export interface QuantityLimits {
  /** Amount added or removed by INC/DEC (the granularity), milli-units. */
  step: Milli;
  /** `min_por_pedido` after its default, milli-units (the §5 removal rule compares to this). */
  minimumPerOrder: Milli;
  /** Smallest positive quantity allowed: the minimum rounded UP to a multiple of the step. */
  minimum: Milli;
  /** Largest quantity allowed: the maximum rounded DOWN to a multiple of the step; null = none. */
  maximum: Milli | null;
  /** False when no multiple of the step lies between minimum and maximum. */
  purchasable: boolean;
}

function invalidQuantity(): DomainError {
  return new DomainError(ErrorCode.INVALID_QUANTITY, APP_MSG.invalidQuantity);
}

/** A set rule value, or null when it is absent or non-positive (which the spec treats as unset). */
function ruleValue(value: Milli | null | undefined): Milli | null {
  if (value === null || value === undefined || !(value > 0)) return null;
  if (!Number.isSafeInteger(value)) throw invalidQuantity();
  return value;
}

function assertQuantity(value: Milli): void {
  if (!Number.isSafeInteger(value) || value < 0) throw invalidQuantity();
}

const floorToStep = (value: number, step: Milli): Milli => milli(Math.floor(value / step) * step);
const ceilToStep = (value: number, step: Milli): Milli => milli(Math.ceil(value / step) * step);

/**
 * Applies the spec defaults to a product's quantity rules and aligns them to the step.
 * A maximum that is not a multiple of the step is lowered to the largest multiple below it;
 * a minimum is raised to the smallest multiple above it. When the aligned maximum is below
 * the aligned minimum (e.g. max 0,5 with the default minimum 1) the product cannot be bought
 * at all and `purchasable` is false.
 *
 * @throws DomainError INVALID_QUANTITY when a set rule is not an integer milli value.
 * @see spec §4 Quantity change, §9 defaults (minimum 1, step = granularity, default 1)
 */
export function quantityLimits(rules: QuantityRules): QuantityLimits {
  const step = ruleValue(rules.granularidade) ?? DEFAULT_STEP_MILLI;
  const minimumPerOrder = ruleValue(rules.min_por_pedido) ?? DEFAULT_MIN_PER_ORDER_MILLI;
  const maxRule = ruleValue(rules.maxporpedido);
  const minimum = ceilToStep(minimumPerOrder, step);
  const maximum = maxRule === null ? null : floorToStep(maxRule, step);
  return {
    step,
    minimumPerOrder,
    minimum,
    maximum,
    purchasable: maximum === null || maximum >= minimum,
  };
}

/**
 * The quantity after a cart action, in milli-units.
 *
 * - INC moves to the next multiple of the step above `current`, DEC to the next one below
 *   (exactly ± one step when `current` is on the grid), DEL gives 0, SET uses `target`
 *   rounded UP to a multiple of the step (a negative target counts as 0).
 * - The result is clamped to the maximum per order (aligned down to the step).
 * - A positive result below the minimum per order becomes 0 for DEC/DEL, and otherwise rises
 *   to the minimum rounded up to a multiple of the step — so it is never below one step.
 * - It is always a non-negative integer multiple of the step; 0 means "remove the line".
 * - A product whose aligned maximum is below its minimum cannot be bought: always 0.
 *
 * @param current - the line's quantity now, milli-units (0 when not in the cart).
 * @param target - required for SET, milli-units.
 * @throws DomainError INVALID_QUANTITY when `current`, `target` or a rule is not an integer
 *   milli value, SET has no target, or the action is unknown.
 * @see spec §4 Quantity change, §9 quantity rounding and defaults
 */
export function changeQuantity(
  current: Milli,
  action: AcaoQuantidade,
  rules: QuantityRules,
  target?: Milli,
): Milli {
  assertQuantity(current);
  const { step, minimum, maximum, purchasable } = quantityLimits(rules);
  if (!purchasable) return ZERO_MILLI;

  let next: number;
  switch (action) {
    case AcaoQuantidade.INC:
      next = floorToStep(current, step) + step;
      break;
    case AcaoQuantidade.DEC:
      next = ceilToStep(current, step) - step;
      break;
    case AcaoQuantidade.DEL:
      return ZERO_MILLI;
    case AcaoQuantidade.SET:
      if (target === undefined || !Number.isSafeInteger(target)) throw invalidQuantity();
      next = ceilToStep(Math.max(target, 0), step);
      break;
    default:
      // Reachable from untyped input (a request body); the type says it cannot happen.
      throw invalidQuantity();
  }

  if (next <= 0) return ZERO_MILLI;
  if (maximum !== null && next > maximum) next = maximum;
  if (next < minimum) next = action === AcaoQuantidade.DEC ? 0 : minimum;
  return milli(next);
}

/**
 * Whether the "remove one step" control is allowed: only when `current − step` stays at or
 * above the minimum per order (default 1 unit). Below that, the only way down is removing
 * the line.
 *
 * @param current - milli-units.
 * @throws DomainError INVALID_QUANTITY when `current` or a rule is not an integer milli value.
 * @see spec §5 removal of one step
 */
export function canRemoveStep(current: Milli, rules: QuantityRules): boolean {
  assertQuantity(current);
  const { step, minimumPerOrder } = quantityLimits(rules);
  return current - step >= minimumPerOrder;
}

/**
 * Whether INC would raise the quantity (false at the maximum or when the product cannot be
 * bought), for disabling the "+" control.
 *
 * @param current - milli-units.
 * @throws DomainError INVALID_QUANTITY as {@link changeQuantity}.
 * @see spec §4 Quantity change
 */
export function canAddStep(current: Milli, rules: QuantityRules): boolean {
  return changeQuantity(current, AcaoQuantidade.INC, rules) > current;
}

const nameCollator = onFirstUse(() => new Intl.Collator(LOCALE));

/**
 * A new array of the lines sorted by `nome` with pt-BR collation (accents and case sorted as
 * a Brazilian reader expects: "açúcar" before "Arroz" before "banana"). Stable for equal names.
 *
 * @see spec §4 Quantity change "Lines are kept sorted by name"
 */
export function sortLinesByName<T extends { nome: string }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => nameCollator().compare(a.nome, b.nome));
}

/** A cart line as far as quantity changes are concerned. */
export interface QuantityLine {
  id: string | number;
  nome: string;
  quantidade: Milli;
}

/**
 * Applies a cart action to one line and returns the new cart lines: sorted by name, with every
 * zero-quantity line removed. Ids match by their string form, so `12` and `'12'` are the same
 * product (ids arrive as strings from URLs).
 *
 * When the line is absent, INC/SET add `newLine` (its `quantidade` is ignored: the change
 * starts from 0); DEC/DEL on an absent line change nothing.
 *
 * @param rules - the product's quantity rules.
 * @param target - required for SET, milli-units.
 * @param newLine - the line to add when the product is not in the cart yet.
 * @throws DomainError PRODUCT_NOT_FOUND when INC/SET targets an absent line and no `newLine`
 *   is given; DomainError INVALID_QUANTITY as {@link changeQuantity}.
 * @see spec §4 Quantity change (zero removes the line; lines kept sorted by name)
 */
export function applyQuantityChange<T extends QuantityLine>(
  lines: readonly T[],
  id: T['id'],
  action: AcaoQuantidade,
  rules: QuantityRules,
  target?: Milli,
  newLine?: T,
): T[] {
  const index = lines.findIndex((line) => String(line.id) === String(id));
  const existing = index >= 0 ? lines[index] : undefined;
  const base = existing ?? newLine;
  const others = lines.filter((line, i) => i !== index && line.quantidade > 0);

  if (!base) {
    if (action === AcaoQuantidade.DEC || action === AcaoQuantidade.DEL) {
      return sortLinesByName(others);
    }
    throw new DomainError(ErrorCode.PRODUCT_NOT_FOUND, APP_MSG.productNotFound);
  }

  const quantidade = changeQuantity(existing?.quantidade ?? ZERO_MILLI, action, rules, target);
  return sortLinesByName(quantidade > 0 ? [...others, { ...base, quantidade }] : others);
}
