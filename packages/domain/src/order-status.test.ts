import { describe, it, expect } from 'vitest';
import { StatusPedido, initialOrderStatus, isStatusPedido, statusText } from './order-status.ts';

describe('StatusPedido', () => {
  it('has values equal to keys', () => {
    for (const [key, value] of Object.entries(StatusPedido)) expect(value).toBe(key);
    expect(Object.keys(StatusPedido)).toHaveLength(10);
  });

  it('recognises its values', () => {
    expect(isStatusPedido('PAGO')).toBe(true);
    expect(isStatusPedido('pago')).toBe(false);
    expect(isStatusPedido('toString')).toBe(false);
    expect(isStatusPedido(3)).toBe(false);
  });
});

describe('statusText (spec §4 Order statuses)', () => {
  it.each([
    [StatusPedido.ORCAMENTO_NOVO, 'Orçamento recebido, em análise'],
    [StatusPedido.ORCAMENTO_PRECIFICADO, 'Orçamento precificado'],
    [StatusPedido.ENVIADO, 'Pedido recebido'],
    [StatusPedido.SEPARANDO, 'Em separação'],
    [StatusPedido.AGUARDANDOPAGAMENTO, 'Aguardando pagamento'],
    [StatusPedido.PAGO, 'Pronto para entrega'],
    [StatusPedido.EMENTREGA, 'Saiu para entrega'],
    [StatusPedido.PRONTO_RETIRADA, 'Pronto para retirada'],
    [StatusPedido.ENTREGUE, 'Entregue'],
    [StatusPedido.CANCELADO, 'Cancelado'],
  ])('%s → %s', (status, text) => {
    expect(statusText(status)).toBe(text);
  });
});

describe('initialOrderStatus', () => {
  it('awaits payment for methods paid up front (Pix, card)', () => {
    expect(initialOrderStatus({ exigePagamentoAntecipado: true })).toBe('AGUARDANDOPAGAMENTO');
  });

  it('is received otherwise', () => {
    expect(initialOrderStatus({ exigePagamentoAntecipado: false })).toBe('ENVIADO');
  });
});
