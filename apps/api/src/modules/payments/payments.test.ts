import { ANA_DELIVERY_FEE_CENTAVOS } from '../../../test/delivery-fixtures.ts';
import { PAYMENT_MSG, centavos } from '@vitrine/domain';
import type { TipoFormaPagamento } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  enderecos,
  formasPagamento,
  formasPagamentoGateway,
  fornecedores,
  pagamentos,
  pedidos,
} from '../../db/schema/index.ts';
import { emvText, pixTxid, staticPixProvider } from './pix-provider.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let pixOrder: number;
let pixOrderTotalCentavos: number;
let cardOrder: number;
let supplier: { pixChave: string; pixCidade: string; nome: string };

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), written here independently of the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Top-level EMV TLV fields of a BR Code: id → value. */
function emvFields(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < code.length) {
    const id = code.slice(i, i + 2);
    const len = Number(code.slice(i + 2, i + 4));
    fields.set(id, code.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return fields;
}

/** EMV value with its id and 2-digit length, as it must appear in the payload. */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

async function order(tipo: TipoFormaPagamento, quantidade: number) {
  const [forma] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, tipo)));
  const [end] = await t.database.db
    .select()
    .from(enderecos)
    .where(eq(enderecos.idcliente, ana.idcliente));
  const cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
    headers: ana.headers,
    payload: {
      itens: [{ id: cafe.idproduto, quantidade }],
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: end!.idendereco },
      formaPagamento: { idformapagto: forma!.idformapagto },
      canalVenda: 'WEB',
    },
  });
  expect(res.statusCode).toBe(200);
  return { numpedido: res.json().numpedido as number, cafe };
}
const receipt = (numpedido: number, s = ana) =>
  t.app.inject({
    method: 'POST',
    url: `/v4/payment/generate-receipt/${numpedido}/${s.idcliente}`,
    headers: s.headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  // These suites check prices and totals without coupons (coupons.test.ts has them).
  await withoutAutomaticCoupons(t);
  // The static BR Code is the fallback of a Pix method without a payment gateway.
  const pixMethods = await t.database.db
    .select({ id: formasPagamento.idformapagto })
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, 'PIX')));
  await t.database.db
    .delete(formasPagamentoGateway)
    .where(eq(formasPagamentoGateway.idformapagto, pixMethods[0]!.id));
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  const [f] = await t.database.db
    .select()
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, SERRA));
  supplier = { pixChave: f!.pixChave, pixCidade: f!.pixCidade, nome: f!.nome };
  const placed = await order('PIX', 6);
  pixOrder = placed.numpedido;
  // 6 units reach the first progressive threshold; plus the area's delivery fee.
  const tier = placed.cafe.descontoProgressivo!.find((d) => d.quantidade === 6000)!;
  pixOrderTotalCentavos = 6 * tier.preco + ANA_DELIVERY_FEE_CENTAVOS;
  cardOrder = (await order('CARTAO', 3)).numpedido;
});
afterAll(() => t.close());

describe('Pix receipt (spec §7 generate-receipt)', () => {
  it('returns a valid static BR Code with the amount, key, txid and a correct CRC16, plus a QR image', async () => {
    const res = await receipt(pixOrder);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const amount = (pixOrderTotalCentavos / 100).toFixed(2);
    expect(body).toMatchObject({
      numpedido: pixOrder,
      tipo: 'PIX',
      valor: pixOrderTotalCentavos / 100,
      txid: pixTxid(pixOrder),
      dinamico: false,
    });
    expect(body.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    const code: string = body.copiaECola;
    expect(isValidPixPayload(code)).toBe(true);
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));

    const f = emvFields(code);
    expect(f.get('00')).toBe('01');
    expect(f.get('26')).toBe(tlv('00', 'br.gov.bcb.pix') + tlv('01', supplier.pixChave));
    expect(f.get('52')).toBe('0000');
    expect(f.get('53')).toBe('986');
    expect(f.get('54')).toBe(amount);
    expect(f.get('58')).toBe('BR');
    expect(f.get('59')).toBe('EMPORIO SERRA VERDE');
    expect(f.get('59')!.length).toBeLessThanOrEqual(25);
    expect(f.get('60')).toBe(supplier.pixCidade);
    expect(f.get('60')!.length).toBeLessThanOrEqual(15);
    expect(f.get('62')).toBe(tlv('05', pixTxid(pixOrder)));
    expect(code).toContain(tlv('54', amount));
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(new Date(body.expiraEm).getTime()).toBeGreaterThan(Date.now());
  });

  it('is idempotent: the same code again, stored on the pending payment and shown on the order', async () => {
    const first = (await receipt(pixOrder)).json();
    const second = (await receipt(pixOrder)).json();
    expect(second).toEqual(first);
    const [row] = await t.database.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.numpedido, pixOrder));
    expect(row).toMatchObject({
      status: 'PENDENTE',
      pixTxid: first.txid,
      pixCopiaECola: first.copiaECola,
      valorCentavos: pixOrderTotalCentavos,
    });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/v4/app/orders/get-order/${pixOrder}`,
        headers: ana.headers,
      })
    ).json();
    expect(detail.pagamento).toMatchObject({
      status: 'PENDENTE',
      tipo: 'PIX',
      copiaECola: first.copiaECola,
      expiraEm: first.expiraEm,
    });
    expect(detail.pagamento.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses an order paid by card (422)', async () => {
    const res = await receipt(cardOrder);
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe(PAYMENT_MSG.receiptOnlyPixOrBoleto);
  });

  it('refuses a Pix order that no longer awaits payment (422)', async () => {
    const other = (await order('PIX', 4)).numpedido;
    await t.database.db
      .update(pedidos)
      .set({ status: 'CANCELADO' })
      .where(eq(pedidos.numpedido, other));
    const res = await receipt(other);
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe('O Pix só pode ser gerado para pedidos aguardando pagamento');
    const [row] = await t.database.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.numpedido, other));
    expect(row!.pixCopiaECola).toBeNull();
  });

  it("refuses another customer's order, an unknown order and a missing session", async () => {
    const own = await receipt(pixOrder, padaria);
    expect(own.statusCode).toBe(404);
    expect(own.json().mensagem).toBe('Pedido não encontrado');
    expect((await receipt(999999)).statusCode).toBe(404);
    const asAna = await t.app.inject({
      method: 'POST',
      url: `/v4/payment/generate-receipt/${pixOrder}/${ana.idcliente}`,
      headers: padaria.headers,
    });
    expect(asAna.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v4/payment/generate-receipt/${pixOrder}/${ana.idcliente}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('staticPixProvider', () => {
  it('writes whole amounts with 2 decimals and folds long accented names', async () => {
    const { copiaECola, txid } = await staticPixProvider.createReceipt({
      chave: '45723174000110',
      nomeRecebedor: 'Distribuidora de Açúcar & Café São João Ltda',
      cidade: 'São José dos Campos',
      valorCentavos: centavos(10000),
      txid: 'VTR0000000042',
    });
    expect(txid).toBe('VTR0000000042');
    expect(isValidPixPayload(copiaECola)).toBe(true);
    expect(copiaECola.slice(-4)).toBe(crc16(copiaECola.slice(0, -4)));
    const f = emvFields(copiaECola);
    expect(f.get('54')).toBe('100.00');
    expect(f.get('59')).toBe('DISTRIBUIDORA DE ACUCAR C');
    expect(f.get('60')).toBe('SAO JOSE DOS CA');
  });
});

describe('emvText', () => {
  it('folds accents, drops symbols, collapses spaces and cuts to the EMV limit', () => {
    expect(emvText('Empório Serra Verde & Cia', 25)).toBe('Emporio Serra Verde Cia');
    expect(emvText('São Paulo', 15)).toBe('Sao Paulo');
    expect(emvText('Distribuidora de Açúcar e Café', 25)).toBe('Distribuidora de Acucar e');
  });
});
