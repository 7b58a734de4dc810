import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { enderecos, formasPagamento } from '../../db/schema/index.ts';
import { emvText, pixTxid } from './pix-provider.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let pixOrder: number;
let boletoOrder: number;

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), written here independently of the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

async function order(tipo: string, quantidade: number): Promise<number> {
  const [forma] = await t.database.db.select().from(formasPagamento).where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, tipo)));
  const [end] = await t.database.db.select().from(enderecos).where(eq(enderecos.idcliente, ana.idcliente));
  const cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  const res = await t.app.inject({
    method: 'POST', url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`, headers: ana.headers,
    payload: {
      itens: [{ id: cafe.idproduto, quantidade }], idfornecedor: SERRA, tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: end!.idendereco }, formaPagamento: { idformapagto: forma!.idformapagto }, canalVenda: 'WEB',
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().numpedido;
}
const receipt = (numpedido: number, s = ana) =>
  t.app.inject({ method: 'POST', url: `/v4/payment/generate-receipt/${numpedido}/${s.idcliente}`, headers: s.headers });

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  pixOrder = await order('PIX', 6); // 6 × 17,99 (progressive) = 107,94 + 12,90 fee = 120,84
  boletoOrder = await order('BOLETO', 1);
});
afterAll(() => t.close());

describe('Pix receipt (spec §7 generate-receipt)', () => {
  it('returns a valid BR Code with the amount, key, txid and a correct CRC16, plus a QR image', async () => {
    const res = await receipt(pixOrder);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ numpedido: pixOrder, tipo: 'PIX', valor: 120.84, txid: pixTxid(pixOrder) });
    const code: string = body.copiaECola;
    expect(isValidPixPayload(code)).toBe(true);
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain('pix@serraverde.com.br');
    expect(code).toContain('5406120.84'); // field 54, length 06, amount
    expect(code).toContain('5802BR');
    expect(code).toContain('5303986');
    expect(code).toContain(pixTxid(pixOrder));
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('is idempotent: the same code again', async () => {
    const first = (await receipt(pixOrder)).json();
    const second = (await receipt(pixOrder)).json();
    expect(second.copiaECola).toBe(first.copiaECola);
    const detail = (await t.app.inject({ method: 'GET', url: `/v4/app/orders/get-order/${pixOrder}`, headers: ana.headers })).json();
    expect(detail.pagamento.copiaECola).toBe(first.copiaECola);
  });

  it('refuses an order not paid by Pix (422)', async () => {
    const res = await receipt(boletoOrder);
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe('O Pix só pode ser gerado para pedidos aguardando pagamento');
  });

  it("refuses another customer's order and a missing session", async () => {
    expect((await receipt(pixOrder, padaria)).statusCode).toBe(404);
    const asAna = await t.app.inject({ method: 'POST', url: `/v4/payment/generate-receipt/${pixOrder}/${ana.idcliente}`, headers: padaria.headers });
    expect(asAna.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/v4/payment/generate-receipt/${pixOrder}/${ana.idcliente}` })).statusCode).toBe(401);
  });
});

describe('emvText', () => {
  it('folds accents and cuts to the EMV limit', () => {
    expect(emvText('Empório Serra Verde & Cia', 25)).toBe('Emporio Serra Verde  Cia');
    expect(emvText('São Paulo', 15)).toBe('Sao Paulo');
  });
});
