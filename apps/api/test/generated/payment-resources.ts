import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartoesSalvos, formasPagamento } from '../../src/db/schema/index.ts';
import { SANDBOX_PUBLIC_KEY } from '../../src/adapters/payments/sandbox/sandbox-gateway.ts';
import type { TestApp } from '../test-app.ts';
import { SERRA, type Actor } from './actors.ts';

/** The owner's payment resources the payments rows of the matrix aim at. */
export interface PaymentResources {
  /** The supplier's card method (with a gateway). */
  card: number;
  /** An order of the owner paid by card, awaiting payment. */
  cardOrder: number;
  /** A sandbox card token for that order (single use: only the owner's call spends it). */
  cardToken: string;
  /** An order of the owner paid by boleto, its boleto issued. */
  boletoOrder: number;
  /** A card the owner saved. */
  savedCard: number;
}

/**
 * Places the owner's card and boleto orders (quantities 7 and 8, so the duplicate-order check
 * leaves them alone), issues the boleto, tokenises a sandbox test card and saves a card.
 */
export async function paymentResources(
  t: TestApp,
  owner: Actor,
  order: (formaPagamento: number, quantidade: number) => object,
  boleto: number,
): Promise<PaymentResources> {
  const [card] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, 'CARTAO')));
  const place = async (forma: number, quantidade: number) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${owner.idcliente}/pedido`,
      headers: owner.headers,
      payload: order(forma, quantidade),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ numpedido: number }>().numpedido;
  };
  const cardOrder = await place(card!.idformapagto, 7);
  const boletoOrder = await place(boleto, 8);
  const issued = await t.app.inject({
    method: 'POST',
    url: `/v4/payment/generate-receipt/${boletoOrder}/${owner.idcliente}`,
    headers: owner.headers,
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const token = await t.app.inject({
    method: 'POST',
    url: `/sandbox-psp/v1/card_tokens?public_key=${SANDBOX_PUBLIC_KEY}`,
    payload: {
      card_number: '4111111111111111',
      cardholder_name: 'ANA',
      expiration_month: 12,
      expiration_year: 2031,
      security_code: '123',
    },
  });
  const [saved] = await t.database.db
    .insert(cartoesSalvos)
    .values({
      idfornecedor: SERRA,
      idcliente: owner.idcliente,
      gateway: 'sandbox',
      gatewayCardId: 'sbx_card_matrix',
      bandeira: 'visa',
      mascara: '**** **** **** 1111',
      validade: '12/2031',
    })
    .returning();
  return {
    card: card!.idformapagto,
    cardOrder,
    cardToken: token.json<{ id: string }>().id,
    boletoOrder,
    savedCard: saved!.idcreditcard,
  };
}
