/** pt-BR labels of an order's boleto (spec §8 Payment): its line, due date and PDF. */
export const BOLETO_TEXT = {
  boletoLine: 'Linha digitável',
  boletoCopy: 'Copiar linha digitável',
  boletoCopied: 'Linha digitável copiada!',
  boletoDue: (date: string) => `Vencimento: ${date}`,
  boletoPdf: 'Abrir boleto em PDF',
  boletoWaiting: 'O pagamento do boleto é confirmado em até 3 dias úteis.',
  generateBoleto: 'Gerar boleto',
  receiptFailed: 'Não foi possível gerar o pagamento. Tente novamente.',
} as const;
