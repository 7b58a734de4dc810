import { TipoEntrega } from '@vitrine/domain';

/** pt-BR texts of the checkout UI (the spec's messages come from the domain's MSG). */
export const CHECKOUT_TEXT = {
  title: 'Finalizar compra',
  deliveryType: 'Como você quer receber?',
  address: 'Endereço de entrega',
  newAddress: 'Novo endereço',
  saveAddress: 'Salvar endereço',
  cancel: 'Cancelar',
  noAddress: 'Você ainda não tem endereços cadastrados.',
  deliveryForm: 'Forma de entrega',
  deliveryDate: 'Data de entrega',
  pickupStore: 'Loja para retirada',
  payment: 'Forma de pagamento',
  notes: 'Observações',
  notesLabel: 'Anotações para o pedido',
  customerOrderNumber: 'Número do seu pedido (opcional)',
  summary: 'Resumo',
  items: 'Itens',
  deliveryFee: 'Taxa de entrega',
  free: 'Grátis',
  total: 'Total',
  submit: 'Enviar pedido',
  submitting: 'Enviando pedido…',
  loadingOptions: 'Consultando formas de entrega…',
  chooseAddress: 'Escolha um endereço de entrega.',
  chooseForm: 'Escolha a forma e a data de entrega.',
  chooseStore: 'Escolha a loja para retirada.',
  choosePayment: 'Escolha a forma de pagamento.',
  loginRequired: 'Entre na sua conta para finalizar a compra.',
  login: 'Entrar',
  backToStore: 'Voltar à loja',
  business: (dias: number) => (dias === 1 ? '1 dia útil' : `${dias} dias úteis`),
} as const;

export const DELIVERY_TYPE_LABEL: Record<TipoEntrega, string> = {
  [TipoEntrega.DELIVERY]: 'Entrega no endereço',
  [TipoEntrega.RETIRADA]: 'Retirada na loja',
};
