import { randomInt } from 'node:crypto';
import { TipoCupom, type Coupon } from '@vitrine/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { CupomRow } from './coupon-mapper.ts';
import { findReferralCoupon, findReferralProgram, insertCoupon } from './coupons-repository.ts';

/** One day, ms. */
const DAY_MS = 86_400_000;

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `prefix-XXXXXX` with 6 random characters (crypto RNG). */
function randomCode(prefix: string): string {
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${suffix}`;
}

/** The customer's first name as a code prefix: upper case, accents and symbols dropped, ≤ 10. */
function namePrefix(nome: string): string {
  const first = nome
    .normalize('NFD')
    .replace(/[^A-Za-z\s]/g, '')
    .trim()
    .split(/\s+/)[0];
  return (first || 'INDICA').toUpperCase().slice(0, 10);
}

/** Inserts a coupon under a fresh random code, retrying on the (rare) code collision. */
async function insertWithFreshCode(
  tx: Tx,
  prefix: string,
  values: Omit<Parameters<typeof insertCoupon>[1], 'codigo'>,
): Promise<CupomRow> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const row = await insertCoupon(tx, { ...values, codigo: randomCode(prefix) });
    if (row) return row;
  }
  throw new Error('could not draw a free coupon code after 8 attempts');
}

/**
 * The customer's personal referral code at a supplier with a referral programme, created on
 * first request (spec §6 uses-share-coupom, §7 indicacao): a first-order-only coupon of the
 * programme's discount, one use per customer, never usable by its owner.
 * @returns null when the supplier has no active programme.
 */
export async function referralCouponFor(
  db: Db,
  idfornecedor: string,
  cliente: { idcliente: number; nome: string },
): Promise<CupomRow | null> {
  const program = await findReferralProgram(db, idfornecedor);
  if (!program) return null;
  const existing = await findReferralCoupon(db, idfornecedor, cliente.idcliente);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const again = await findReferralCoupon(tx, idfornecedor, cliente.idcliente);
    if (again) return again;
    return insertWithFreshCode(tx, namePrefix(cliente.nome), {
      idfornecedor,
      tipo: TipoCupom.INDICACAO,
      descricao: 'Desconto de indicação no primeiro pedido',
      tipoDesconto: program.tipoDesconto,
      percentualCentesimos: program.percentualCentesimos,
      valorAbsolutoCentavos: program.valorAbsolutoCentavos,
      valorMinimoPedidoCentavos: program.valorMinimoPedidoCentavos,
      somentePrimeiroPedido: true,
      limiteUsoPorCliente: 1,
      idclienteIndicador: cliente.idcliente,
    });
  });
}

/**
 * Rewards the referrer once a referred customer's order is placed with their code: a coupon
 * only the referrer can use, once, valid for the programme's days. Runs in the order's
 * transaction. Nothing when the coupon is not a referral code or the programme is off.
 */
export async function rewardReferrer(
  tx: Tx,
  coupon: Coupon,
  idfornecedor: string,
  now: Date,
): Promise<void> {
  if (coupon.tipo !== TipoCupom.INDICACAO || coupon.idclienteIndicador === null) return;
  const program = await findReferralProgram(tx, idfornecedor);
  if (!program) return;
  await insertWithFreshCode(tx, 'BONUS', {
    idfornecedor,
    tipo: TipoCupom.RECOMPENSA_INDICACAO,
    descricao: 'Recompensa por indicação',
    tipoDesconto: program.recompensaTipoDesconto,
    percentualCentesimos: program.recompensaPercentualCentesimos,
    valorAbsolutoCentavos: program.recompensaValorAbsolutoCentavos,
    validoAte: new Date(now.getTime() + program.recompensaValidadeDias * DAY_MS),
    limiteUsoTotal: 1,
    limiteUsoPorCliente: 1,
    idclienteExclusivo: coupon.idclienteIndicador,
  });
}
