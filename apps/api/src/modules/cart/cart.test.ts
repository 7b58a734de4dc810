import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { produtos } from '../../db/schema/index.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

type Produto = Awaited<ReturnType<typeof productByName>>;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let maca: Produto;
let banana: Produto;
let acucar: Produto;
let cafe: Produto;
let agua: Produto;
let vinho: Produto;
let farinha: Produto;

/** round-half-up(unit price × milli / 1000), centavos — written here independently of the domain. */
const lineCentavos = (precoCentavos: number, milli: number) =>
  Math.floor((precoCentavos * milli + 500) / 1000);
const reais = (centavos: number) => centavos / 100;

const cartUrl = (s: DemoSession, idfornecedor: string = SERRA) =>
  `/v2/app/vitrine-web~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${idfornecedor}&canalVenda=WEB`;

async function save(items: object[], s = ana) {
  return t.app.inject({
    method: 'POST',
    url: cartUrl(s),
    headers: s.headers,
    payload: { cartItens: items },
  });
}
const load = (s = ana) =>
  t.app.inject({ method: 'GET', url: `${cartUrl(s)}&tipoentrega=DELIVERY`, headers: s.headers });

interface Linha {
  id: number;
  nome: string;
  quantidade: number;
  precoUnitario: number;
  regraPreco: string;
  usaAtacado: boolean;
  total: number;
  totalEmbalagem: number;
  embalarParaPresente: boolean;
}
function line(body: { produtosSelecionados: Linha[] }, id: number): Linha {
  const found = body.produtosSelecionados.find((p) => p.id === id);
  if (!found) throw new Error(`linha ${id} ausente`);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  // These suites check prices and totals without coupons (coupons.test.ts has them).
  await withoutAutomaticCoupons(t);
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  maca = await productByName(t, SERRA, 'Maçã Fuji');
  banana = await productByName(t, SERRA, 'Banana Prata');
  acucar = await productByName(t, SERRA, 'Açúcar Refinado União 1 kg');
  cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  agua = await productByName(t, SERRA, 'Água Mineral Crystal 500 ml Caixa com 12');
  vinho = await productByName(t, SERRA, 'Vinho Tinto Miolo Seleção 750 ml');
  farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
});
afterAll(() => t.close());

describe('cart quantities follow the product rules (spec §4)', () => {
  it('raises 0,3 kg to the next 0,25 kg step (0,5) and prices it to the centavo', async () => {
    expect([maca.granularidadeMilli, maca.minPorPedidoMilli]).toEqual([250, 250]);
    const res = await save([{ id: maca.idproduto, quantidade: 0.3 }]);
    expect(res.statusCode).toBe(200);
    const l = line(res.json(), maca.idproduto);
    expect(l.quantidade).toBe(0.5);
    expect(l.total).toBe(reais(lineCentavos(maca.precoCentavos, 500)));
    // The correction is reported.
    expect(res.json().mensagem).toBe('A quantidade foi ajustada às regras de venda de: Maçã Fuji.');
  });

  it('raises a quantity below the minimum per order to the minimum (banana: min 0,5 kg)', async () => {
    expect(banana.minPorPedidoMilli).toBe(500);
    expect(
      line((await save([{ id: banana.idproduto, quantidade: 0.25 }])).json(), banana.idproduto)
        .quantidade,
    ).toBe(0.5);
  });

  it('rounds half up: 0,75 kg × R$ 12,90 = R$ 9,675 → R$ 9,68', async () => {
    const res = await save([{ id: maca.idproduto, quantidade: 0.75 }]);
    expect(line(res.json(), maca.idproduto).total).toBe(
      reais(lineCentavos(maca.precoCentavos, 750)),
    );
    expect(line(res.json(), maca.idproduto).total).toBe(9.68);
    expect(res.json().mensagem).toBeUndefined();
  });

  it('clamps to the maximum per order', async () => {
    expect(vinho.maxporpedidoMilli).toBe(6000);
    const res = await save([{ id: vinho.idproduto, quantidade: 10 }]);
    expect(line(res.json(), vinho.idproduto).quantidade).toBe(6);
    expect(res.json().mensagem).toContain(vinho.nome);
  });

  it('removes a line saved with quantity 0 and sorts lines by name (pt-BR collation)', async () => {
    const res = await save([
      { id: maca.idproduto, quantidade: 0 },
      { id: cafe.idproduto, quantidade: 1 },
      { id: vinho.idproduto, quantidade: 1 },
      { id: acucar.idproduto, quantidade: 1 },
    ]);
    const nomes = res.json().produtosSelecionados.map((p: { nome: string }) => p.nome);
    expect(nomes).toEqual([acucar.nome, cafe.nome, vinho.nome]);
  });
});

describe('cart prices follow the precedence (spec §5)', () => {
  it('wholesale from the minimum: below it the regular price, from it the wholesale price', async () => {
    const min = acucar.minvendaatacadoMilli!;
    expect(acucar.multiploincremento).toBe(1);
    const below = line(
      (await save([{ id: acucar.idproduto, quantidade: min / 1000 - 1 }])).json(),
      acucar.idproduto,
    );
    expect(below).toMatchObject({
      regraPreco: 'REGULAR',
      usaAtacado: false,
      total: reais(lineCentavos(acucar.precoCentavos, min - 1000)),
    });
    const at = line(
      (await save([{ id: acucar.idproduto, quantidade: min / 1000 }])).json(),
      acucar.idproduto,
    );
    expect(at).toMatchObject({
      regraPreco: 'ATACADO',
      usaAtacado: true,
      precoUnitario: reais(acucar.precovendaatacadoCentavos!),
    });
    expect(at.total).toBe(reais(lineCentavos(acucar.precovendaatacadoCentavos!, min)));
  });

  it('boxes count units × multiploincremento for the wholesale minimum (4 boxes = 48 < 60; 5 boxes = 60)', async () => {
    expect([agua.multiploincremento, agua.minvendaatacadoMilli]).toEqual([12, 60000]);
    expect(
      line((await save([{ id: agua.idproduto, quantidade: 4 }])).json(), agua.idproduto),
    ).toMatchObject({
      regraPreco: 'REGULAR',
      total: reais(lineCentavos(agua.precoCentavos, 4000)),
    });
    expect(
      line((await save([{ id: agua.idproduto, quantidade: 5 }])).json(), agua.idproduto),
    ).toMatchObject({
      regraPreco: 'ATACADO',
      total: reais(lineCentavos(agua.precovendaatacadoCentavos!, 5000)),
    });
  });

  it('progressive discount uses the highest threshold reached', async () => {
    const [tier6, tier12] = cafe.descontoProgressivo!;
    expect([tier6!.quantidade, tier12!.quantidade]).toEqual([6000, 12000]);
    expect(
      line((await save([{ id: cafe.idproduto, quantidade: 5 }])).json(), cafe.idproduto),
    ).toMatchObject({
      regraPreco: 'REGULAR',
      total: reais(lineCentavos(cafe.precoCentavos, 5000)),
    });
    expect(
      line((await save([{ id: cafe.idproduto, quantidade: 6 }])).json(), cafe.idproduto),
    ).toMatchObject({ regraPreco: 'PROGRESSIVO', total: reais(lineCentavos(tier6!.preco, 6000)) });
    expect(
      line((await save([{ id: cafe.idproduto, quantidade: 13 }])).json(), cafe.idproduto),
    ).toMatchObject({
      regraPreco: 'PROGRESSIVO',
      precoUnitario: reais(tier12!.preco),
      total: reais(lineCentavos(tier12!.preco, 13000)),
    });
  });

  it('gift packaging adds the packaging price × quantity, per line', async () => {
    const res = await save([
      { id: vinho.idproduto, quantidade: 2, embalarParaPresente: true },
      // No packaging price: cannot be gift-wrapped.
      { id: acucar.idproduto, quantidade: 1, embalarParaPresente: true },
    ]);
    const embalagem = lineCentavos(vinho.precoEmbalagemCentavos!, 2000);
    const vinhoTotal = lineCentavos(vinho.precoCentavos, 2000) + embalagem;
    expect(line(res.json(), vinho.idproduto)).toMatchObject({
      embalarParaPresente: true,
      totalEmbalagem: reais(embalagem),
      total: reais(vinhoTotal),
    });
    expect(line(res.json(), acucar.idproduto)).toMatchObject({
      embalarParaPresente: false,
      totalEmbalagem: 0,
    });
    const totalCompras = vinhoTotal + acucar.precoCentavos;
    expect(res.json()).toMatchObject({
      produtosParaPresente: [
        expect.objectContaining({ id: vinho.idproduto, embalarParaPresente: true }),
      ],
      totalEmbalagens: reais(embalagem),
      totalCompras: reais(totalCompras),
      taxaEntrega: 0,
      total: reais(totalCompras),
      codigoCupom: null,
      bloqueio_atendimento: false,
    });
  });

  it('ignores any price sent by the client', async () => {
    const res = await save([
      {
        id: acucar.idproduto,
        quantidade: 1,
        preco: 0.01,
        precoUnitario: 0.01,
        precoatendente: 0.01,
        total: 0.01,
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(line(res.json(), acucar.idproduto)).toMatchObject({
      precoUnitario: reais(acucar.precoCentavos),
      regraPreco: 'REGULAR',
      total: reais(acucar.precoCentavos),
    });
    expect(res.json().produtosSelecionados[0].precoatendente).toBeNull();
  });
});

describe('cart storage, tenancy and authorization', () => {
  it('GET returns what POST stored, re-priced, with the header fields', async () => {
    await t.app.inject({
      method: 'POST',
      url: cartUrl(ana),
      headers: ana.headers,
      payload: {
        cartItens: [{ id: maca.idproduto, quantidade: 1.25 }],
        observacao: 'Sem sacola',
        numPedidoCliente: 'OC-1',
      },
    });
    const res = await load();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      idfornecedor: SERRA,
      observacao: 'Sem sacola',
      numPedidoCliente: 'OC-1',
      taxaEntrega: 0,
    });
    expect(res.json().produtosSelecionados).toHaveLength(1);
    expect(res.json().total).toBe(reais(lineCentavos(maca.precoCentavos, 1250))); // 16,125 → 16,13
  });

  it("drops another supplier's product and an unknown id, and says so (never a 500)", async () => {
    const res = await save([
      { id: farinha.idproduto, quantidade: 2 },
      { id: 999999, quantidade: 1 },
      { id: maca.idproduto, quantidade: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().produtosSelecionados.map((p: { id: number }) => p.id)).toEqual([
      maca.idproduto,
    ]);
    expect(res.json().mensagem).toBe(
      'Alguns produtos não estão mais disponíveis e foram retirados do carrinho.',
    );
    // Nothing of the other supplier was stored.
    expect((await load()).json().produtosSelecionados.map((p: { id: number }) => p.id)).toEqual([
      maca.idproduto,
    ]);
  });

  it('drops a product deactivated after it was put in the cart', async () => {
    await save([
      { id: banana.idproduto, quantidade: 1 },
      { id: maca.idproduto, quantidade: 1 },
    ]);
    await t.database.db
      .update(produtos)
      .set({ ativo: false })
      .where(eq(produtos.idproduto, banana.idproduto));
    try {
      const res = await load();
      expect(res.json().produtosSelecionados.map((p: { id: number }) => p.id)).toEqual([
        maca.idproduto,
      ]);
      expect(res.json().mensagem).toBe(
        'Alguns produtos não estão mais disponíveis e foram retirados do carrinho.',
      );
    } finally {
      await t.database.db
        .update(produtos)
        .set({ ativo: true })
        .where(eq(produtos.idproduto, banana.idproduto));
    }
  });

  it('refuses without a session (401), for another customer (403) and with mismatched ids (403)', async () => {
    const anon = await t.app.inject({ method: 'GET', url: cartUrl(ana) });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().mensagem).toBe('Sessão expirada, efetue login novamente');
    const anonPost = await t.app.inject({
      method: 'POST',
      url: cartUrl(ana),
      payload: { cartItens: [] },
    });
    expect(anonPost.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: cartUrl(ana),
      headers: padaria.headers,
    });
    expect(other.statusCode).toBe(403);
    // Padaria's own cart, but asked at ana's supplier: the session is for another supplier.
    const otherSupplier = await t.app.inject({
      method: 'GET',
      url: cartUrl(padaria, SERRA),
      headers: padaria.headers,
    });
    expect(otherSupplier.statusCode).toBe(403);
    const mismatch = await t.app.inject({
      method: 'GET',
      url: `/v2/app/vitrine-web~${padaria.idcliente}/usuario/${ana.idcliente}/cart?idfornecedor=${SERRA}`,
      headers: ana.headers,
    });
    expect(mismatch.statusCode).toBe(403);
  });

  it('refuses a wrong app token (401) and malformed input (400) without writing', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: cartUrl(ana).replace('vitrine-web', 'outro-app'),
      headers: ana.headers,
    });
    expect(bad.statusCode).toBe(401);
    await save([{ id: maca.idproduto, quantidade: 1 }]);
    const malformed = await save([{ id: maca.idproduto, quantidade: -2 }]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().mensagem).toBe('Quantidade inválida');
    const tooMany = await save(
      Array.from({ length: 501 }, () => ({ id: maca.idproduto, quantidade: 1 })),
    );
    expect(tooMany.statusCode).toBe(400);
    const after = await load();
    expect(line(after.json(), maca.idproduto).quantidade).toBe(1);
  });

  it('refuses the MANUAL channel to a customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: cartUrl(ana).replace('canalVenda=WEB', 'canalVenda=MANUAL'),
      headers: ana.headers,
      payload: { cartItens: [] },
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers 'Não foi possivel salvar o carrinho' when the save really fails, and keeps the stored cart", async () => {
    await save([{ id: maca.idproduto, quantidade: 2 }]);
    const db = t.database.db;
    await db.execute(
      sql`CREATE FUNCTION test_fail_cart() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falha simulada'; END $$`,
    );
    await db.execute(
      sql`CREATE TRIGGER test_fail_cart BEFORE INSERT ON carrinho_itens FOR EACH ROW EXECUTE FUNCTION test_fail_cart()`,
    );
    try {
      const res = await save([{ id: cafe.idproduto, quantidade: 1 }]);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ mensagem: 'Não foi possivel salvar o carrinho' });
    } finally {
      await db.execute(sql`DROP TRIGGER test_fail_cart ON carrinho_itens`);
      await db.execute(sql`DROP FUNCTION test_fail_cart()`);
    }
    const after = (await load()).json();
    expect(
      after.produtosSelecionados.map((p: { id: number; quantidade: number }) => [
        p.id,
        p.quantidade,
      ]),
    ).toEqual([[maca.idproduto, 2]]);
  });

  it('ends two simultaneous saves of one cart with the lines of one of them, never both', async () => {
    const results = await Promise.all([
      save([{ id: maca.idproduto, quantidade: 1 }]),
      save([{ id: cafe.idproduto, quantidade: 1 }]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const ids = (await load())
      .json()
      .produtosSelecionados.map((p: { id: number }) => p.id) as number[];
    expect([[maca.idproduto], [cafe.idproduto]]).toContainEqual(ids);
    await save([{ id: maca.idproduto, quantidade: 2 }]); // the cart the next tests start from
  });

  it("keeps each customer's cart apart", async () => {
    await t.app.inject({
      method: 'POST',
      url: cartUrl(padaria, MAR),
      headers: padaria.headers,
      payload: { cartItens: [{ id: farinha.idproduto, quantidade: 2 }] },
    });
    const padariaCart = (
      await t.app.inject({ method: 'GET', url: cartUrl(padaria, MAR), headers: padaria.headers })
    ).json();
    expect(padariaCart.produtosSelecionados.map((p: { id: number }) => p.id)).toEqual([
      farinha.idproduto,
    ]);
    expect((await load()).json().produtosSelecionados.map((p: { id: number }) => p.id)).toEqual([
      maca.idproduto,
    ]);
  });
});
