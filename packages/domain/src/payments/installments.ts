import { centavos, type Centavos } from '../money.ts';

/** How a supplier's card payment method may be split (issue 10 §2 Installments). */
export interface InstallmentPolicy {
  /** Most installments allowed (1 = cash only). */
  maxParcelas: number;
  /** Smallest installment allowed, centavos (0 = no floor). */
  parcelaMinimaCentavos: Centavos;
}

/** One installment option as the buyer sees it: count and each installment's amount. */
export interface InstallmentOption {
  /** Number of installments (quantParcelas). */
  quantParcelas: number;
  /** Amount of each installment, centavos, in order; they add up to the total exactly. */
  parcelas: Centavos[];
}

/**
 * Splits `totalCentavos` into `quantParcelas` installments that add up to the total exactly:
 * every installment gets the floor of the division and the first ones carry the remaining
 * centavos (R$ 100,00 in 3 → 33,34 + 33,33 + 33,33), as card acquirers do.
 * @throws RangeError when the total is negative or the count is not a positive integer.
 * @see spec §7 confirm-payment (quantParcelas); issue 10 §2 Installments
 */
export function splitInstallments(totalCentavos: Centavos, quantParcelas: number): Centavos[] {
  if (!Number.isSafeInteger(quantParcelas) || quantParcelas < 1)
    throw new RangeError('quantParcelas must be a positive integer');
  if (totalCentavos < 0) throw new RangeError('total must not be negative');
  const base = Math.floor(totalCentavos / quantParcelas);
  const rest = totalCentavos - base * quantParcelas;
  return Array.from({ length: quantParcelas }, (_, i) => centavos(base + (i < rest ? 1 : 0)));
}

/**
 * The installment options of an order total under `policy`: 1× always, then every count up to
 * `maxParcelas` whose smallest installment is at least `parcelaMinimaCentavos`.
 * @see issue 10 §2 Installments
 */
export function installmentOptions(
  totalCentavos: Centavos,
  policy: InstallmentPolicy,
): InstallmentOption[] {
  const options: InstallmentOption[] = [];
  const max = Math.max(1, Math.floor(policy.maxParcelas));
  for (let n = 1; n <= max; n++) {
    const parcelas = splitInstallments(totalCentavos, n);
    if (n > 1 && parcelas[n - 1]! < policy.parcelaMinimaCentavos) break;
    options.push({ quantParcelas: n, parcelas });
  }
  return options;
}

/** Whether `quantParcelas` is one of the options {@link installmentOptions} offers. */
export function isAllowedInstallment(
  totalCentavos: Centavos,
  policy: InstallmentPolicy,
  quantParcelas: number,
): boolean {
  return installmentOptions(totalCentavos, policy).some((o) => o.quantParcelas === quantParcelas);
}
