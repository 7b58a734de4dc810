/**
 * The cart's texts: `CART_MSG` of cart-messages.ts.
 * One export per text, read as `CART_MSG.key` (ADR 0088): a bundle keeps only the texts it uses.
 */
export const title = 'Seu carrinho';
export const cart = 'Carrinho';
export const add = 'Adicionar';
export const addToCart = 'Adicionar ao carrinho';
export const checkout = 'Finalizar compra';
export const keepShopping = 'Continuar comprando';
export const itemsTotal = 'Total dos itens';
export const giftWrap = 'Embalar para presente';
export const updatingPrices = 'Atualizando preços…';
export const locked = 'Este carrinho está em negociação com um atendente e não pode ser alterado.';
export const login = 'Entrar';
export const close = 'Fechar carrinho';
export const lines = 'Itens do carrinho';
export const deliveryFee = 'Taxa de entrega';
/** The cart's fee estimate by CEP (spec §5 fee lookups). */
export const estimateTitle = 'Calcular frete';
export const estimateCep = 'CEP de entrega';
export const estimateLoading = 'Calculando frete…';
export const estimateFree = 'Grátis';
/** "Entrega programada: R$ 12,90 · 1 dia". */
export const estimateLine = (nome: string, taxa: string, prazo: string) =>
  `${nome}: ${taxa} · ${prazo}`;
export const estimateHint =
  'O valor final é confirmado no endereço escolhido ao finalizar a compra.';
export const deliveryErrorTitle = 'Não conseguimos calcular a entrega';
export const changeCep = 'Alterar CEP';
export const switchToPickup = 'Retirar na loja';
