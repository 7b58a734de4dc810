import { MSG } from './messages.ts';

/** pt-BR texts of the order pages (list, detail, submission, Pix). Status texts are in `messages.ts`. */
export const ORDERS_TEXT = {
  myOrders: 'Meus pedidos',
  loginToSeeOrders: 'Entre na sua conta para ver os seus pedidos.',
  loginToSeeOrder: 'Entre na sua conta para ver o seu pedido.',
  noOrdersYet: 'Você ainda não fez nenhum pedido.',
  startShopping: 'Começar a comprar',
  tableCaption: 'Seus pedidos, do mais recente ao mais antigo',
  order: 'Pedido',
  date: 'Data',
  status: 'Situação',
  delivery: 'Entrega',
  payment: 'Pagamento',
  total: 'Total',
  orderNumberShort: (n: number) => `nº ${n}`,
  orderNumber: (n: number) => `Pedido nº ${n}`,
  orderTitle: (n: number | string) => `Pedido ${n}`,
  orderSentTitle: (n: number | string) => `Pedido ${n} enviado`,
  orderSent: (n: number) => `Pedido nº ${n} enviado!`,
  placedOn: 'Feito em',
  yourNumber: (n: string) => ` · Seu número: ${n}`,
  erpNumber: (n: string) => ` · Nº ERP: ${n}`,
  pendingPix: 'Pagamento pendente: Pix',
  payWithPix: 'Pague com Pix',
  pixInstructions: 'Abra o app do seu banco, escaneie o QR Code ou cole o código abaixo.',
  items: 'Itens',
  itemsCaption: 'Itens do pedido',
  product: 'Produto',
  quantity: 'Quantidade',
  unitPrice: 'Preço unitário',
  timesUnitPrice: (preco: string) => ` × ${preco}`,
  giftPackaging: (valor: string) => `Embalagem para presente: ${valor}`,
  notes: 'Observações',
  history: 'Histórico',
  noHistory: 'Sem histórico.',
  nfeKey: (chave: string) => `Chave NF-e: ${chave}`,
  summary: 'Resumo do pedido',
  paymentLabel: 'Pagamento: ',
  nextSteps: 'Próximos passos',
  seeOrderDetails: 'Ver detalhes do pedido',
  loadFailed: 'Não foi possível carregar o pedido',
  deliveryFee: 'Taxa de entrega',
  free: 'Grátis',
  discount: 'Desconto',
  deliveredOn: (date: string) => `Entrega em ${date}`,
  pickupOn: (date: string) => `Retirada em ${date}`,
  noPayment: '—',
  pixQrAlt: 'QR Code Pix',
  pixAmount: 'Valor:',
  pixCopyPaste: 'Pix copia e cola',
  pixCopy: 'Copiar código Pix',
  pixCopied: 'Copiado!',
  pixValidUntil: (date: string) => `Válido até ${date}`,
  repeatOrder: 'Repetir pedido',
  actions: 'Ações',
  repeatingOrder: 'Carregando produtos…',
  repeatOrderLabel: (numpedido: number) => `Repetir pedido ${numpedido}`,
} as const;

export { DELIVERY_TYPE_LABEL, deliveryTypeLabel } from './delivery/delivery-type-label.ts';

/**
 * The toast after a repeated order (spec §8): 'Os produtos do pedido foram carregados no seu
 * carrinho', followed by the server's note naming the products it skipped, when there is one.
 */
export function repeatOrderLoadedText(mensagem: string | null | undefined): string {
  const note = mensagem?.trim();
  return note ? `${MSG.repeatOrderLoaded}. ${note}` : MSG.repeatOrderLoaded;
}

/**
 * The note on an order a linked user or a representative placed (spec §6): 'Pedido emitido por
 * {nome}'.
 */
export function orderIssuedByText(nome: string): string {
  return `${MSG.orderIssuedBy} ${nome}`;
}
