import { formatBRL, type Centavos } from '../money.ts';
import { UI_TEXT } from '../ui-messages.ts';

/**
 * pt-BR texts of invoice credit and faturas (spec §1 "invoices … and the credit limit", §3
 * Invoices). The API's refusals and the Faturas screen read them from here.
 */
export const INVOICE_MSG = {
  /** The customer has no invoice credit at the supplier (no limit, or a zero limit). */
  noCredit:
    'Você não tem limite de crédito para comprar faturado neste fornecedor. Escolha outra forma de pagamento.',
  /** The order total is above the available credit. */
  overLimit: (total: Centavos, disponivel: Centavos) =>
    `O total do pedido (${formatBRL(total)}) ultrapassa o seu limite de crédito disponível (${formatBRL(disponivel)}). Escolha outra forma de pagamento ou reduza o pedido.`,
} as const;

/** pt-BR texts of the Faturas screen. */
export const INVOICE_TEXT = {
  title: UI_TEXT.invoices,
  loginToSee: 'Entre na sua conta para ver as suas faturas.',
  empty: 'Você ainda não tem faturas neste fornecedor.',
  loadError: 'Não foi possível carregar as suas faturas. Tente novamente.',
  retry: 'Tentar de novo',
  loading: 'Carregando faturas…',
  tableCaption: 'Suas faturas, da mais recente à mais antiga',
  number: 'Fatura',
  order: 'Pedido',
  issuedOn: 'Emissão',
  dueOn: 'Vencimento',
  amount: 'Valor',
  status: 'Situação',
  boleto: 'Boleto',
  noBoleto: 'Boleto ainda não emitido',
  issueBoleto: 'Gerar boleto',
  issuingBoleto: 'Gerando boleto…',
  issueBoletoOf: (numero: string) => `Gerar boleto da fatura ${numero}`,
  issueFailed: 'Não foi possível gerar o boleto. Tente novamente.',
  openBoleto: 'Abrir boleto',
  copyLine: 'Copiar linha digitável',
  lineCopied: 'Linha digitável copiada',
  creditTitle: 'Limite de crédito',
  creditTotal: 'Limite total',
  creditAvailable: 'Disponível',
  creditUsed: 'Utilizado',
  creditBarLabel: 'Limite de crédito utilizado',
  creditBarValue: (usado: string, total: string) => `${usado} utilizados de ${total}`,
  noCreditLimit: 'Você não tem limite de crédito para compras faturadas neste fornecedor.',
  orderLink: (n: number) => `Pedido nº ${n}`,
} as const;
