import { UI_TEXT } from '../ui-messages.ts';

/**
 * The coupons' screen texts: `COUPON_TEXT` of coupons/coupon-ui-messages.ts.
 * One export per text, read as `COUPON_TEXT.key` (ADR 0088): a bundle keeps only the texts it uses.
 */
export const modalTitle = 'Cupom de desconto';
export const modalDescription = 'Digite o código do cupom para aplicá-lo ao seu carrinho.';
export const closeModal = 'Fechar cupom';
export const addCoupon = 'Adicionar cupom';
export const changeCoupon = 'Trocar cupom';
export const codeLabel = 'Código do cupom';
export const codeHint = 'Letras e números, como recebeu na promoção.';
export const fromLinkHint = 'Código recebido pelo link de indicação.';
export const apply = 'Aplicar';
export const applying = 'Aplicando…';
export const applied = 'Cupom aplicado';
export const removed = 'Cupom removido';
export const removeCoupon = 'Remover cupom';
export const automatic = 'Automático';
export const automaticApplied = 'Este cupom é aplicado automaticamente ao seu carrinho.';
export const removeAutomatic = 'Não usar o cupom automático';
export const automaticOff = 'O cupom automático não está sendo usado neste carrinho.';
export const automaticOffToast = 'Cupom automático retirado do carrinho';
export const automaticOnToast = 'Cupom automático aplicado de novo';
export const discountLine = 'Desconto do cupom';
export const subtotal = 'Subtotal';
export const total = 'Total';
export const couponSection = 'Cupom';

// Coupons screen
export const pageTitle = 'Meus cupons';
export const menu = UI_TEXT.coupons;
export const loginToSee = 'Entre na sua conta para ver os seus cupons.';
export const availableCoupons = 'Cupons disponíveis';
export const empty = 'Nenhum cupom disponível no momento.';
export const emptyHint = 'Quando houver uma promoção para você, ela aparece aqui.';
export const useCoupon = 'Usar cupom';
export const unavailable = 'Indisponível';
export const noExpiry = 'Sem data de validade';
export const rules = 'Regras';

// Referral card
export const referralTitle = 'Indique e ganhe';
export const referralCodeLabel = 'Seu código de indicação';
export const referralGets = 'Quem usar o seu código ganha';
export const referralYouGet = 'Você ganha';
export const copyCode = 'Copiar código';
export const codeCopied = 'Código copiado';
export const shareLink = 'Compartilhar link';
export const linkCopied = 'Link copiado';
export const copyFailed = 'Não foi possível copiar. Selecione o texto e copie manualmente.';
export const shareLinkLabel = 'Link de indicação';
