import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { formasPagamento, fornecedores, pedidos } from '../../db/schema/index.ts';
import { paymentMethodIdOf } from './price-variance.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const PAO = DEMO_SUPPLIERS.casaDoPao.idfornecedor;
const TAG = 'support-price-variance-by-payment';

let t: TestApp;
let ana: DemoSession;
let cafe: Awaited<ReturnType<typeof productByName>>;
let pix: number;
let boleto: number;
let cartao: number;
let anaEndereco: number;

/** round-half-up(preco × (10 000 + bp) / 10 000), written here independently of the domain. */
const vary = (preco: number, bp: number) => Math.floor((preco * (10_000 + bp) + 5_000) / 10_000);

async function methodOf(idfornecedor: string, tipo: string) {
  const [row] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(
      and(eq(formasPagamento.idfornecedor, idfornecedor), sql`${formasPagamento.tipo} = ${tipo}`),
    );
  return row!.idformapagto;
}
const listing = (idfornecedor: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/app/vitrine-web/listaprodutos/${idfornecedor}?limit=50${query}`,
  });
const detail = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/app/vitrine-web/fornecedor/${SERRA}/produto/${cafe.idproduto}${query}`,
  });
const cartUrl = (query: string) =>
  `/v2/app/vitrine-web~${ana.idcliente}/usuario/${ana.idcliente}/cart?idfornecedor=${SERRA}${query}`;

beforeAll(async () => {
  t = await createTestApp();
  await withoutAutomaticCoupons(t);
  ana = await loginDemo(t, 'ana');
  cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  pix = await methodOf(SERRA, 'PIX');
  boleto = await methodOf(SERRA, 'BOLETO');
  cartao = await methodOf(SERRA, 'CARTAO');
  const addresses = await t.app.inject({
    method: 'GET',
    url: `/v1/app/vitrine-web~${ana.idcliente}/enderecos`,
    headers: ana.headers,
  });
  anaEndereco = addresses.json()[0].idendereco;
});
afterAll(() => t.close());

describe('prices by payment method (spec §6 support-price-variance-by-payment)', () => {
  it('leaves prices alone at a supplier without the tag', async () => {
    const res = await listing(SERRA, `&sk=Pil%C3%A3o&formapagamento=${pix}`);
    const p = res.json().produtos.find((x: { id: number }) => x.id === cafe.idproduto);
    expect(p.preco).toBe(cafe.precoCentavos / 100);
    const one = await detail(`?idformapagamento=${pix}`);
    expect(one.json().produto.preco).toBe(cafe.precoCentavos / 100);
  });

  it('seeds casa-do-pao with the tag and a 5 % Pix discount shown in its listing', async () => {
    const pixPao = await methodOf(PAO, 'PIX');
    const base = (await listing(PAO, '')).json().produtos as { id: number; preco: number }[];
    const withPix = (await listing(PAO, `&formapagamento=${pixPao}`)).json().produtos as {
      id: number;
      preco: number;
    }[];
    expect(base.length).toBeGreaterThan(0);
    for (const [i, p] of base.entries()) {
      expect(Math.round(withPix[i]!.preco * 100)).toBe(vary(Math.round(p.preco * 100), -500));
    }
    // Another supplier's method id changes nothing.
    const foreign = (await listing(PAO, `&formapagamento=${pix}`)).json().produtos;
    expect(foreign).toEqual(base);
  });

  describe('at a supplier with the tag', () => {
    beforeAll(async () => {
      await t.database.db
        .update(fornecedores)
        .set({ tags: sql`array_append(${fornecedores.tags}, ${TAG})` })
        .where(eq(fornecedores.idfornecedor, SERRA));
      await t.database.db
        .update(formasPagamento)
        .set({ ajustePrecoBp: -500 })
        .where(eq(formasPagamento.idformapagto, pix));
      await t.database.db
        .update(formasPagamento)
        .set({ ajustePrecoBp: 300 })
        .where(eq(formasPagamento.idformapagto, cartao));
      t.suppliersChanged();
    });

    it('shows the Pix price in the listing and product detail, the card surcharge too', async () => {
      const pixList = (await listing(SERRA, `&sk=Pil%C3%A3o&formapagamento=${pix}`)).json();
      const p = pixList.produtos.find((x: { id: number }) => x.id === cafe.idproduto);
      expect(Math.round(p.preco * 100)).toBe(vary(cafe.precoCentavos, -500));
      const one = await detail(`?idformapagamento=${pix}`);
      expect(Math.round(one.json().produto.preco * 100)).toBe(vary(cafe.precoCentavos, -500));
      const card = await detail(`?idformapagamento=${cartao}`);
      expect(Math.round(card.json().produto.preco * 100)).toBe(vary(cafe.precoCentavos, 300));
      const plain = await detail(`?idformapagamento=${boleto}`);
      expect(plain.json().produto.preco).toBe(cafe.precoCentavos / 100);
      const junk = await detail(`?idformapagamento=abc`);
      expect(junk.json().produto.preco).toBe(cafe.precoCentavos / 100);
    });

    it('prices the cart with the chosen method', async () => {
      const save = await t.app.inject({
        method: 'POST',
        url: cartUrl(`&idformapagamento=${pix}`),
        headers: ana.headers,
        payload: { cartItens: [{ id: cafe.idproduto, quantidade: 3 }] },
      });
      expect(save.statusCode).toBe(200);
      expect(Math.round(save.json().totalCompras * 100)).toBe(3 * vary(cafe.precoCentavos, -500));
      const get = await t.app.inject({ method: 'GET', url: cartUrl(''), headers: ana.headers });
      expect(Math.round(get.json().totalCompras * 100)).toBe(3 * cafe.precoCentavos);
      const getPix = await t.app.inject({
        method: 'GET',
        url: cartUrl(`&idformapagamento=${pix}`),
        headers: ana.headers,
      });
      expect(Math.round(getPix.json().totalCompras * 100)).toBe(3 * vary(cafe.precoCentavos, -500));
    });

    it("charges the order at its payment method's price", async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
        headers: ana.headers,
        payload: {
          itens: [{ id: cafe.idproduto, quantidade: 4 }],
          idfornecedor: SERRA,
          tipoEntrega: 'DELIVERY',
          enderecoentrega: { idendereco: anaEndereco },
          formaPagamento: { idformapagto: pix },
          canalVenda: 'WEB',
        },
      });
      expect(res.statusCode).toBe(200);
      const [pedido] = await t.database.db
        .select()
        .from(pedidos)
        .where(eq(pedidos.numpedido, res.json().numpedido));
      expect(pedido!.totalItensCentavos).toBe(4 * vary(cafe.precoCentavos, -500));
    });
  });
});

describe('paymentMethodIdOf', () => {
  it('reads positive integer ids and ignores anything else', () => {
    expect(paymentMethodIdOf('12')).toBe(12);
    expect(paymentMethodIdOf(' 7 ')).toBe(7);
    for (const v of ['', '0', '-1', '1.5', 'x', '9999999999', undefined, null]) {
      expect(paymentMethodIdOf(v)).toBeNull();
    }
  });
});
