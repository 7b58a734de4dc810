import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
const ids: Record<string, number> = {};

const cartUrl = (s: DemoSession, idfornecedor = SERRA) =>
  `/v2/app/vitrine-web~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${idfornecedor}&canalVenda=WEB`;

async function save(items: { id: number; quantidade: number; embalarParaPresente?: boolean; preco?: number }[], s = ana) {
  return t.app.inject({ method: 'POST', url: cartUrl(s), headers: s.headers, payload: { cartItens: items } });
}

function line(body: { produtosSelecionados: { id: number }[] }, id: number) {
  const found = body.produtosSelecionados.find((p) => p.id === id);
  if (!found) throw new Error(`linha ${id} ausente`);
  return found as unknown as { quantidade: number; precoUnitario: number; regraPreco: string; total: number; totalEmbalagem: number };
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  for (const nome of ['Maçã Fuji', 'Açúcar Refinado União 1 kg', 'Café Torrado e Moído Pilão 500 g', 'Água Mineral Crystal 500 ml Caixa com 12', 'Vinho Tinto Miolo Seleção 750 ml']) {
    ids[nome] = (await productByName(t, SERRA, nome)).idproduto;
  }
  ids.farinha = (await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg')).idproduto;
});
afterAll(() => t.close());

describe('cart quantities follow the product rules (spec §4)', () => {
  it('raises a kg quantity to the next 0,25 step and prices it to the centavo', async () => {
    const res = await save([{ id: ids['Maçã Fuji']!, quantidade: 0.3 }]);
    expect(res.statusCode).toBe(200);
    const l = line(res.json(), ids['Maçã Fuji']!);
    expect(l.quantidade).toBe(0.5);
    expect(l.total).toBe(6.45); // 0,5 kg × R$ 12,90
    expect(res.json().mensagem).toContain('Maçã Fuji');
  });

  it('rounds half up: 0,75 kg × R$ 12,90 = R$ 9,675 → R$ 9,68', async () => {
    const l = line((await save([{ id: ids['Maçã Fuji']!, quantidade: 0.75 }])).json(), ids['Maçã Fuji']!);
    expect(l.total).toBe(9.68);
  });

  it('clamps to the maximum per order', async () => {
    const l = line((await save([{ id: ids['Vinho Tinto Miolo Seleção 750 ml']!, quantidade: 10 }])).json(), ids['Vinho Tinto Miolo Seleção 750 ml']!);
    expect(l.quantidade).toBe(6);
  });

  it('removes a line saved with quantity 0 and sorts lines by name', async () => {
    const res = await save([
      { id: ids['Maçã Fuji']!, quantidade: 0 },
      { id: ids['Café Torrado e Moído Pilão 500 g']!, quantidade: 1 },
      { id: ids['Açúcar Refinado União 1 kg']!, quantidade: 1 },
    ]);
    const nomes = res.json().produtosSelecionados.map((p: { nome: string }) => p.nome);
    expect(nomes).toEqual(['Açúcar Refinado União 1 kg', 'Café Torrado e Moído Pilão 500 g']);
  });
});

describe('cart prices follow the precedence (spec §5)', () => {
  it('wholesale from the minimum: 9 × 5,49 regular, 10 × 4,99 wholesale', async () => {
    const id = ids['Açúcar Refinado União 1 kg']!;
    expect(line((await save([{ id, quantidade: 9 }])).json(), id)).toMatchObject({ regraPreco: 'REGULAR', total: 49.41 });
    expect(line((await save([{ id, quantidade: 10 }])).json(), id)).toMatchObject({ regraPreco: 'ATACADO', total: 49.9 });
  });

  it('boxes count units × multiploincremento for the wholesale minimum (4 boxes = 48 < 60; 5 boxes = 60)', async () => {
    const id = ids['Água Mineral Crystal 500 ml Caixa com 12']!;
    expect(line((await save([{ id, quantidade: 4 }])).json(), id)).toMatchObject({ regraPreco: 'REGULAR', total: 95.6 });
    expect(line((await save([{ id, quantidade: 5 }])).json(), id)).toMatchObject({ regraPreco: 'ATACADO', total: 109.5 });
  });

  it('progressive discount uses the highest threshold reached', async () => {
    const id = ids['Café Torrado e Moído Pilão 500 g']!;
    expect(line((await save([{ id, quantidade: 5 }])).json(), id)).toMatchObject({ regraPreco: 'REGULAR', total: 94.95 });
    expect(line((await save([{ id, quantidade: 6 }])).json(), id)).toMatchObject({ regraPreco: 'PROGRESSIVO', total: 107.94 });
    expect(line((await save([{ id, quantidade: 12 }])).json(), id)).toMatchObject({ regraPreco: 'PROGRESSIVO', total: 203.88 });
  });

  it('gift packaging adds the packaging price × quantity', async () => {
    const id = ids['Vinho Tinto Miolo Seleção 750 ml']!;
    const res = await save([{ id, quantidade: 2, embalarParaPresente: true }]);
    expect(line(res.json(), id)).toMatchObject({ totalEmbalagem: 11.8, total: 121.6 });
    expect(res.json().produtosParaPresente).toEqual([id]);
    expect(res.json().totalCompras).toBe(121.6);
  });

  it('ignores a price sent by the client', async () => {
    const id = ids['Açúcar Refinado União 1 kg']!;
    const l = line((await save([{ id, quantidade: 1, preco: 0.01 }])).json(), id);
    expect(l.precoUnitario).toBe(5.49);
  });
});

describe('cart storage, tenancy and authorization', () => {
  it('GET returns what POST stored, re-priced', async () => {
    await save([{ id: ids['Maçã Fuji']!, quantidade: 1.25 }]);
    const res = await t.app.inject({ method: 'GET', url: cartUrl(ana), headers: ana.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().produtosSelecionados).toHaveLength(1);
    expect(res.json().total).toBe(16.13); // 1,25 × 12,90 = 16,125 → 16,13
  });

  it("drops another supplier's product and says so", async () => {
    const res = await save([{ id: ids.farinha!, quantidade: 2 }, { id: ids['Maçã Fuji']!, quantidade: 1 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().produtosSelecionados.map((p: { id: number }) => p.id)).toEqual([ids['Maçã Fuji']]);
    expect(res.json().mensagem).toContain('não estão mais disponíveis');
  });

  it('refuses without a session (401) and for another customer (403)', async () => {
    const anon = await t.app.inject({ method: 'GET', url: cartUrl(ana) });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().mensagem).toBe('Sessão expirada, efetue login novamente');
    const other = await t.app.inject({ method: 'GET', url: cartUrl(ana), headers: padaria.headers });
    expect(other.statusCode).toBe(403);
  });

  it('refuses a wrong app token (401) and malformed input (400) without writing', async () => {
    const bad = await t.app.inject({ method: 'GET', url: cartUrl(ana).replace('vitrine-web', 'outro-app'), headers: ana.headers });
    expect(bad.statusCode).toBe(401);
    await save([{ id: ids['Maçã Fuji']!, quantidade: 1 }]);
    const malformed = await save([{ id: ids['Maçã Fuji']!, quantidade: -2 }]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().mensagem).toBe('Quantidade inválida');
    const after = await t.app.inject({ method: 'GET', url: cartUrl(ana), headers: ana.headers });
    expect(line(after.json(), ids['Maçã Fuji']!).quantidade).toBe(1);
  });

  it('refuses the MANUAL channel to a customer', async () => {
    const res = await t.app.inject({
      method: 'POST', url: cartUrl(ana).replace('canalVenda=WEB', 'canalVenda=MANUAL'), headers: ana.headers, payload: { cartItens: [] },
    });
    expect(res.statusCode).toBe(400);
  });
});
