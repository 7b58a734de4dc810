import { windowLabel } from '../delivery/window-label.ts';

/**
 * The checkout's texts: `CHECKOUT_TEXT` of checkout-messages.ts.
 * One export per text, read as `CHECKOUT_TEXT.key` (ADR 0088): a bundle keeps only the texts it uses.
 */
export const title = 'Finalizar compra';
export const deliveryType = 'Como você quer receber?';
export const address = 'Endereço de entrega';
export const newAddress = 'Novo endereço';
export const saveAddress = 'Salvar endereço';
export const cancel = 'Cancelar';
export const noAddress = 'Você ainda não tem endereços cadastrados.';
export const deliveryForm = 'Forma de entrega';
export const deliveryDate = 'Data de entrega';
export const pickupStore = 'Loja para retirada';
export const payment = 'Forma de pagamento';
export const notes = 'Observações';
export const notesLabel = 'Anotações para o pedido';
export const customerOrderNumber = 'Número do seu pedido (opcional)';
export const summary = 'Resumo';
export const items = 'Itens';
export const deliveryFee = 'Taxa de entrega';
export const free = 'Grátis';
export const total = 'Total';
export const submit = 'Enviar pedido';
export const submitting = 'Enviando pedido…';
export const requestQuote = 'Solicitar orçamento';
export const quoteHint =
  'O fornecedor define os preços; você aprova o orçamento antes de ele virar pedido.';
export const loadingOptions = 'Consultando formas de entrega…';
export const chooseAddress = 'Escolha um endereço de entrega.';
export const chooseForm = 'Escolha a forma e a data de entrega.';
export const chooseStore = 'Escolha a loja para retirada.';
export const choosePayment = 'Escolha a forma de pagamento.';
export const loginRequired = 'Entre na sua conta para finalizar a compra.';
export const login = 'Entrar';
export const backToStore = 'Voltar à loja';
export const business = (dias: number) => (dias === 1 ? '1 dia útil' : `${dias} dias úteis`);
/** A delivery form's lead time in calendar days (0 = same day). */
export const days = (dias: number) =>
  dias === 0 ? 'no mesmo dia' : dias === 1 ? '1 dia' : `${dias} dias`;
export const deliveryWindow = 'Horário de entrega';
export const pickupWindow = 'Horário de retirada';
export const pickupForm = 'Forma de retirada';
/** "08:00 às 12:00". */
export { windowLabel };
export const placesLeft = (vagas: number) => (vagas === 1 ? 'última vaga' : `${vagas} vagas`);
/** Formatted money in, e.g. "Grátis a partir de R$ 300,00". */
export const freeAbove = (valor: string) => `Grátis a partir de ${valor}`;
export const minimumOrder = (valor: string) => `Pedido mínimo de ${valor}`;
export const cutOff = (hora: string) => `Peça até ${hora} para contar o dia`;
export const noDates = 'Não há datas disponíveis para esta forma de entrega.';
export const pickupDate = 'Data de retirada';
export const leadTime = (prazo: string) => `Prazo: ${prazo}`;
export const loadingCart = 'Carregando carrinho…';
export const updatingPrices = 'Atualizando preços…';
export const cepField = 'CEP';
export const cepValue = (cep: string) => `CEP ${cep}`;
export const cepPlaceholder = '00000-000';
export const nicknameField = 'Apelido (ex.: Casa, Loja)';
export const streetField = 'Rua';
export const numberField = 'Número';
export const complementField = 'Complemento';
export const districtField = 'Bairro';
export const cityField = 'Cidade';
export const ufField = 'UF';
export const ufPlaceholder = 'Selecione';
export const referenceField = 'Ponto de referência';
export const paymentHint = {
  PIX: 'Pague na hora com o QR Code ou o código copia e cola.',
  CARTAO: 'Pagamento com cartão.',
  BOLETO: 'O boleto fica disponível após o pedido.',
  FATURADO: 'Cobrança no prazo combinado com o fornecedor.',
  DINHEIRO: 'Pagamento na entrega ou retirada.',
} as Record<string, string>;
