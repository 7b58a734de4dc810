import { formatBRL, type Centavos } from '../money.ts';
import { onFirstUse } from '../on-first-use.ts';

/**
 * pt-BR texts of the coupon engine: why a coupon does not apply (the server's error text the
 * storefront shows, spec §5 / §8 Coupon) and the coupon screens. The spec's own coupon texts
 * ('Não foi possível verificar seu cupom', the better-automatic-coupon text) stay in `MSG`.
 */
export const COUPON_MSG = {
  notFound: 'Cupom não encontrado. Confira o código digitado.',
  expired: 'Este cupom expirou.',
  exhausted: 'Este cupom já atingiu o limite de usos.',
  customerLimit: 'Você já usou este cupom o número máximo de vezes.',
  firstOrderOnly: 'Este cupom vale apenas para o primeiro pedido.',
  paymentMethod: 'Este cupom não vale para a forma de pagamento escolhida.',
  channel: 'Este cupom não vale para este canal de venda.',
  noEligibleLines: 'Nenhum produto do carrinho participa deste cupom.',
  ownReferral: 'Você não pode usar o seu próprio código de indicação.',
  emptyCart: 'Adicione produtos ao carrinho para usar um cupom.',
  lockedCart: 'O carrinho negociado pelo atendimento não aceita cupons.',
} as const;

/** "Este cupom vale a partir de 01/12/2026." */
export function couponNotYetValidText(validoDe: Date): string {
  return `Este cupom vale a partir de ${formatDate(validoDe)}.`;
}

/** "Este cupom vale para pedidos a partir de R$ 150,00." @param minimo - centavos. */
export function couponMinimumText(minimo: Centavos): string {
  return `Este cupom vale para pedidos a partir de ${formatBRL(minimo)}.`;
}

const brazilDate = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }),
);

/** dd/mm/aaaa in Brazil's time zone. */
export function formatDate(date: Date): string {
  return brazilDate().format(date);
}
