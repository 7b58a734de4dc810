import { OrderEvent } from '../order-lifecycle.ts';

/**
 * pt-BR texts of the order lifecycle and after-sale: refusals the API sends and the labels of
 * the order pages (rating, documents, export, filters, actions).
 * @see spec §2 Order detail, §4 Order statuses, §7 Orders; issue 10 §5
 */
export const AFTER_SALE_MSG = {
  eventNotAllowed: (statusTexto: string) =>
    `Esta ação não é permitida para um pedido com a situação "${statusTexto}".`,
  cannotCancel: 'Este pedido não pode mais ser cancelado: ele já saiu da loja ou foi concluído.',
  quoteNotPriced: 'Este orçamento ainda não foi precificado pelo fornecedor.',
  notAQuote: 'Este pedido não é um orçamento aguardando precificação.',
  quoteNotSupported: 'Este fornecedor não recebe pedidos de orçamento.',
  quotePriceMissing: (nome: string) => `Informe o preço de ${nome}.`,
  quoteUnknownItem: 'O orçamento não tem um item com este código.',
  weighedUnknownItem: 'O pedido não tem um item com este código.',
  weighedMissingItem: (nome: string) => `Informe a quantidade separada de ${nome}.`,
  weighedAllZero: 'Nenhum item foi separado: cancele o pedido em vez de faturá-lo.',
  ratingOnlyDelivered: 'Só é possível avaliar um pedido entregue.',
  ratingAlreadyDone: 'Este pedido já foi avaliado.',
  ratingStars: 'Escolha de 1 a 5 estrelas.',
  ratingCommentTooLong: 'O comentário deve ter no máximo 500 caracteres.',
  invoiceNotIssued: 'A nota fiscal deste pedido ainda não foi emitida.',
  exportNotYours: 'Só é possível exportar os seus próprios pedidos.',
  periodInvalid: 'Informe um período válido: a data inicial deve ser anterior à final.',
  dateInvalid: 'Data inválida. Use o formato AAAA-MM-DD.',
  channelInvalid: 'Canal de venda inválido.',
  statusInvalid: 'Situação de pedido inválida.',
  eventInvalid: 'Ação inválida para o pedido.',
} as const;

/** The staff's name for each lifecycle event (attendant API descriptions, history). */
export const ORDER_EVENT_LABEL: Readonly<Record<OrderEvent, string>> = {
  PRECIFICAR_ORCAMENTO: 'Precificar orçamento',
  ACEITAR_ORCAMENTO: 'Aceitar orçamento',
  CONFIRMAR_PAGAMENTO: 'Confirmar pagamento',
  INICIAR_SEPARACAO: 'Iniciar separação',
  CONCLUIR_SEPARACAO: 'Concluir separação e faturar',
  DESPACHAR: 'Despachar',
  ENTREGAR: 'Entregar',
  RETORNAR: 'Retornar à loja',
  CANCELAR: 'Cancelar',
};

/** Labels of the order list and the order page's after-sale parts. */
export const AFTER_SALE_TEXT = {
  filters: 'Filtrar pedidos',
  filterStatus: 'Situação',
  filterAllStatuses: 'Todas',
  filterFrom: 'De',
  filterTo: 'Até',
  filterChannel: 'Canal de venda',
  applyFilters: 'Filtrar',
  clearFilters: 'Limpar filtros',
  noOrdersForFilters: 'Nenhum pedido encontrado com estes filtros.',
  exportXlsx: 'Exportar XLSX',
  exportCsv: 'Exportar CSV',
  exportLabel: 'Exportar pedidos filtrados',
  pagination: 'Paginação dos pedidos',
  previousPage: 'Anterior',
  nextPage: 'Próxima',
  pageOf: (page: number, pages: number) => `Página ${page} de ${Math.max(pages, 1)}`,
  ordersCount: (total: number) => (total === 1 ? '1 pedido' : `${total} pedidos`),
  channel: 'Canal',
  paymentState: 'Pagamento',
  paymentPending: 'Pendente',
  paymentPaid: 'Pago',
  paymentCancelled: 'Cancelado',
  paymentOnDelivery: 'Na entrega / faturado',
  fiscal: 'Nota fiscal',
  erp: 'Nº ERP',
  nfeKeyLabel: 'Chave de acesso',
  danfe: 'Baixar DANFE (PDF)',
  xml: 'Baixar XML da NF-e',
  homologacao: 'Emitida em homologação — sem valor fiscal',
  rate: 'Avalie o seu pedido',
  rateLegend: 'Nota (1 a 5 estrelas)',
  starLabel: (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`),
  rateComment: 'Comentário (opcional)',
  rateSubmit: 'Enviar avaliação',
  rateThanks: 'Obrigado pela avaliação!',
  yourRating: 'Sua avaliação',
  ratedStars: (n: number) => `Nota ${n} de 5`,
  cancelOrder: 'Cancelar pedido',
  cancelConfirm: 'Tem certeza de que deseja cancelar este pedido? Esta ação não pode ser desfeita.',
  cancelKeep: 'Manter pedido',
  cancelled: 'Pedido cancelado.',
  acceptQuote: 'Aceitar orçamento',
  acceptQuoteHint: 'O fornecedor precificou o seu orçamento. Aceite para transformá-lo em pedido.',
  quoteAccepted: 'Orçamento aceito: agora é um pedido.',
  quoteInAnalysis:
    'O fornecedor está analisando o seu orçamento. Você será avisado quando ele for precificado.',
  actionsTitle: 'Ações do pedido',
  weighedQuantity: (q: string) => `Separado: ${q}`,
} as const;
