import type { CartaoPagamento } from '@vitrine/contract';
import type { Payer } from '../../adapters/payments/index.ts';
import type { OrderForPayment } from './payments-repository.ts';

/**
 * The payer a gateway needs (name, e-mail, CPF, billing address), from the customer and the
 * card's faturamento_* fields, else the order's billing or delivery address.
 */
export function payerOf(order: OrderForPayment, card?: Partial<CartaoPagamento>): Payer {
  const addr = order.enderecoFaturamento ?? order.enderecoEntrega;
  const fromCard =
    card?.faturamento_cep && card.faturamento_rua && card.faturamento_cidade
      ? {
          cep: card.faturamento_cep,
          rua: card.faturamento_rua,
          numero: card.faturamento_numero ?? 'S/N',
          bairro: card.faturamento_bairro ?? '',
          cidade: card.faturamento_cidade,
          uf: card.faturamento_estado ?? '',
        }
      : null;
  return {
    nome: order.clienteNome,
    email: order.clienteEmail ?? `cliente-${order.idcliente}@sem-email.vitrine.invalid`,
    documento: order.clienteCpf ?? '',
    ...(fromCard
      ? { endereco: fromCard }
      : addr
        ? {
            endereco: {
              cep: addr.cep,
              rua: addr.rua,
              numero: addr.numero,
              bairro: addr.bairro,
              cidade: addr.cidade,
              uf: addr.uf,
            },
          }
        : {}),
  };
}
