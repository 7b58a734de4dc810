import { formatBRL, type Centavos } from '../money.ts';
import { formatDate } from './coupon-messages.ts';
import { TipoDesconto, PERCENT_SCALE, type Coupon } from './coupon-types.ts';
import { onFirstUse } from '../on-first-use.ts';

const percentFormat = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }),
);

/** "10%" / "10,5%" from hundredths of a percent. */
export function percentText(percentualCentesimos: number): string {
  return `${percentFormat().format((percentualCentesimos / PERCENT_SCALE) * 100)}%`;
}

/** "10% de desconto" or "R$ 20,00 de desconto". */
export function couponBenefitText(
  coupon: Pick<Coupon, 'tipoDesconto' | 'percentualCentesimos' | 'valorAbsoluto'>,
): string {
  return coupon.tipoDesconto === TipoDesconto.ABSOLUTO
    ? `${formatBRL(coupon.valorAbsoluto)} de desconto`
    : `${percentText(coupon.percentualCentesimos)} de desconto`;
}

/** Names the rules text needs: payment methods, products and categories by id. */
export interface CouponRuleNames {
  formasPagamento?: ReadonlyMap<number, string>;
  produtos?: ReadonlyMap<number, string>;
  categorias?: ReadonlyMap<number, string>;
}

const SALES_CHANNEL_NAME: Readonly<Record<string, string>> = {
  WEB: 'loja on-line',
  MANUAL: 'atendimento',
};

function namesOf(ids: readonly number[], names: ReadonlyMap<number, string> | undefined): string {
  return ids.map((id) => names?.get(id) ?? `#${id}`).join(', ');
}

/**
 * A coupon's rules in plain pt-BR, one sentence each, for the Coupons screen and the coupon
 * modal: benefit, automatic, minimum order, validity, first order, limits, payment methods,
 * channels, scope and the policy-priced exclusion.
 * @see spec §2 Coupons screen, §3 Cart coupon fields
 */
export function couponRulesText(coupon: Coupon, names: CouponRuleNames = {}): string[] {
  const rules = [couponBenefitText(coupon)];
  if (coupon.automatico) rules.push('Aplicado automaticamente no carrinho');
  if (coupon.valorMinimoPedido > 0)
    rules.push(`Pedido mínimo de ${formatBRL(coupon.valorMinimoPedido)}`);
  if (coupon.validoDe !== null && coupon.validoAte !== null)
    rules.push(`Válido de ${formatDate(coupon.validoDe)} até ${formatDate(coupon.validoAte)}`);
  else if (coupon.validoAte !== null) rules.push(`Válido até ${formatDate(coupon.validoAte)}`);
  else if (coupon.validoDe !== null)
    rules.push(`Válido a partir de ${formatDate(coupon.validoDe)}`);
  if (coupon.somentePrimeiroPedido) rules.push('Somente no primeiro pedido');
  if (coupon.limiteUsoPorCliente !== null)
    rules.push(
      coupon.limiteUsoPorCliente === 1
        ? 'Um uso por cliente'
        : `Até ${coupon.limiteUsoPorCliente} usos por cliente`,
    );
  if (coupon.limiteUsoTotal !== null)
    rules.push(`Limitado aos primeiros ${coupon.limiteUsoTotal} usos`);
  if (coupon.formasPagamento.length > 0)
    rules.push(
      `Somente com pagamento em: ${namesOf(coupon.formasPagamento, names.formasPagamento)}`,
    );
  if (coupon.canaisVenda.length > 0)
    rules.push(
      `Somente em: ${coupon.canaisVenda.map((c) => SALES_CHANNEL_NAME[c] ?? c).join(', ')}`,
    );
  if (coupon.produtos.length > 0)
    rules.push(`Vale para os produtos: ${namesOf(coupon.produtos, names.produtos)}`);
  if (coupon.categorias.length > 0)
    rules.push(`Vale para as categorias: ${namesOf(coupon.categorias, names.categorias)}`);
  if (coupon.naoUsarCupomComPolitica)
    rules.push('Não vale para produtos com preço negociado, progressivo ou de atacado');
  return rules;
}

/**
 * A benefit from stored fields (a referral programme's): unknown discount types read as the
 * spec's default, '%'.
 * @param valorAbsoluto - centavos.
 */
export function toCouponBenefit(
  tipoDesconto: string,
  percentualCentesimos: number,
  valorAbsoluto: Centavos,
): Pick<Coupon, 'tipoDesconto' | 'percentualCentesimos' | 'valorAbsoluto'> {
  return {
    tipoDesconto:
      tipoDesconto === TipoDesconto.ABSOLUTO ? TipoDesconto.ABSOLUTO : TipoDesconto.PERCENTUAL,
    percentualCentesimos,
    valorAbsoluto,
  };
}
