import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  categorias,
  formasEntrega,
  janelasEntrega,
  produtos,
  produtosVinculados,
} from '../schema/index.ts';
import { DEMO_SUPPLIERS } from './demo-ids.ts';
import { seedDemo } from './seed-demo.ts';

const A: string = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B: string = DEMO_SUPPLIERS.marAzul.idfornecedor;

type Produto = typeof produtos.$inferSelect;

let t: TestApp;
let all: Produto[];

beforeAll(async () => {
  t = await createTestApp();
  all = await t.database.db.select().from(produtos);
});
afterAll(() => t?.close());

const counts = async () => {
  const db = t.database.db;
  const n = async (table: typeof produtos | typeof categorias | typeof produtosVinculados) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    produtos: await n(produtos),
    categorias: await n(categorias),
    vinculados: await n(produtosVinculados),
  };
};

const byName = (idfornecedor: string, nome: string) => {
  const found = all.filter((p) => p.idfornecedor === idfornecedor && p.nome === nome);
  expect(found, nome).toHaveLength(1);
  return found[0]!;
};

describe('demo seed catalog', () => {
  it.each([
    ['Serra Verde', A],
    ['Mar Azul', B],
  ])('%s has ≥ 300 active products in ≥ 10 categories, each with ≥ 10', (_, f) => {
    const active = all.filter((p) => p.idfornecedor === f && p.ativo);
    expect(active.length).toBeGreaterThanOrEqual(300);
    const perCategory = new Map<number, number>();
    for (const p of active)
      perCategory.set(p.idcategoria, (perCategory.get(p.idcategoria) ?? 0) + 1);
    expect(perCategory.size).toBeGreaterThanOrEqual(10);
    for (const n of perCategory.values()) expect(n).toBeGreaterThanOrEqual(10);
  });

  it('is idempotent: a second run changes no counts', async () => {
    const before = await counts();
    await seedDemo(t.database.db);
    expect(await counts()).toEqual(before);
  });

  it('gives a database seeded before the delivery forms existed its forms and windows', async () => {
    const db = t.database.db;
    const forms = async () => (await db.select().from(formasEntrega)).length;
    const windows = async () => (await db.select().from(janelasEntrega)).length;
    const [formsBefore, windowsBefore] = [await forms(), await windows()];
    const demoForms = db
      .select({ id: formasEntrega.idformaentrega })
      .from(formasEntrega)
      .where(inArray(formasEntrega.idfornecedor, [A, B]));
    await db.delete(janelasEntrega).where(inArray(janelasEntrega.idformaentrega, demoForms));
    await db.delete(formasEntrega).where(inArray(formasEntrega.idfornecedor, [A, B]));
    expect(await forms()).toBeLessThan(formsBefore);
    await seedDemo(db);
    expect([await forms(), await windows()]).toEqual([formsBefore, windowsBefore]);
  });

  it('keeps the hand-written products and their rules', () => {
    expect(byName(A, 'Maçã Fuji')).toMatchObject({
      codigo: 'SV-001',
      unidade: 'kg',
      precoCentavos: 1290,
      granularidadeMilli: 250,
      minPorPedidoMilli: 250,
      maxporpedidoMilli: 5000,
    });
    expect(byName(A, 'Banana Prata')).toMatchObject({
      codigo: 'SV-002',
      unidade: 'kg',
      minPorPedidoMilli: 500,
    });
    expect(byName(A, 'Açúcar Refinado União 1 kg')).toMatchObject({
      precoCentavos: 549,
      precovendaatacadoCentavos: 499,
      minvendaatacadoMilli: 10000,
    });
    expect(byName(A, 'Café Torrado e Moído Pilão 500 g')).toMatchObject({
      precoCentavos: 1899,
      preconfCentavos: 2199,
      descontoProgressivo: [
        { quantidade: 6000, preco: 1799 },
        { quantidade: 12000, preco: 1699 },
      ],
    });
    expect(byName(A, 'Água Mineral Crystal 500 ml Caixa com 12')).toMatchObject({
      unidade: 'cx',
      multiploincremento: 12,
      precoCentavos: 2390,
      precovendaatacadoCentavos: 2190,
      minvendaatacadoMilli: 60000,
    });
    expect(byName(A, 'Vinho Tinto Miolo Seleção 750 ml')).toMatchObject({
      precoCentavos: 5490,
      precoEmbalagemCentavos: 590,
      maxporpedidoMilli: 6000,
    });
    expect(byName(B, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg')).toMatchObject({
      codigo: 'MA-001',
      precoCentavos: 11990,
      minPorPedidoMilli: 2000,
    });
    expect(byName(B, 'Fermento Biológico Seco Fleischmann 500 g')).toMatchObject({
      precoCentavos: 2290,
      precovendaatacadoCentavos: 1990,
      minvendaatacadoMilli: 10000,
    });
    expect(byName(B, 'Açúcar Cristal Caravelas 5 kg')).toMatchObject({
      unidade: 'fd',
      multiploincremento: 6,
      precoCentavos: 2490,
    });
  });

  it('keeps product codes unique and names unique per supplier', () => {
    expect(new Set(all.map((p) => p.codigo)).size).toBe(all.length);
    for (const f of [A, B]) {
      const nomes = all.filter((p) => p.idfornecedor === f).map((p) => p.nome);
      expect(new Set(nomes).size).toBe(nomes.length);
    }
  });

  it('has valid prices and quantity rules', () => {
    for (const p of all) {
      const prices = [
        p.precoCentavos,
        p.preconfCentavos,
        p.precovendaatacadoCentavos,
        p.precoEmbalagemCentavos,
      ].filter((x) => x !== null);
      for (const x of prices) expect(Number.isInteger(x) && x > 0, p.nome).toBe(true);
      if (p.preconfCentavos !== null)
        expect(p.preconfCentavos, p.nome).toBeGreaterThan(p.precoCentavos);
      if (p.precovendaatacadoCentavos !== null) {
        expect(p.precovendaatacadoCentavos, p.nome).toBeLessThan(p.precoCentavos);
        expect(p.minvendaatacadoMilli, p.nome).toBeGreaterThan(0);
      }
      if (p.descontoProgressivo) {
        let last = { quantidade: 0, preco: p.precoCentavos };
        for (const step of p.descontoProgressivo) {
          expect(step.quantidade, p.nome).toBeGreaterThan(last.quantidade);
          expect(step.preco, p.nome).toBeLessThan(last.preco);
          expect(Number.isInteger(step.preco) && step.preco > 0, p.nome).toBe(true);
          last = step;
        }
      }
      if (p.maxporpedidoMilli !== null)
        expect(p.maxporpedidoMilli, p.nome).toBeGreaterThanOrEqual(p.minPorPedidoMilli);
      // The hand-written products (codes SV-001…, MA-001…) keep their empty descriptions.
      if (/-\d{4}$/.test(p.codigo)) expect(p.descricao.length, p.nome).toBeGreaterThan(0);
      expect(p.imagem, p.nome).toBe(`/imagens/produtos/${p.idproduto}.svg`);
    }
  });

  it('mixes the sale rules on each supplier', () => {
    for (const f of [A, B]) {
      const ps = all.filter((p) => p.idfornecedor === f);
      const share = (pred: (p: Produto) => boolean) => ps.filter(pred).length / ps.length;
      expect(share((p) => p.precovendaatacadoCentavos !== null)).toBeGreaterThan(0.15);
      expect(share((p) => p.descontoProgressivo !== null)).toBeGreaterThan(0.05);
      expect(share((p) => p.preconfCentavos !== null)).toBeGreaterThan(0.1);
      expect(ps.filter((p) => p.destaque).length).toBeGreaterThanOrEqual(15);
      expect(ps.some((p) => p.unidade === 'kg' && p.granularidadeMilli === 250)).toBe(true);
      expect(ps.some((p) => p.multiploincremento > 1)).toBe(true);
      expect(ps.some((p) => p.minPorPedidoMilli > 1000)).toBe(true);
      expect(ps.some((p) => p.precoEmbalagemCentavos !== null)).toBe(true);
    }
  });

  it('links related products within the category and VINCULADO pairs within the supplier', async () => {
    const links = await t.database.db.select().from(produtosVinculados);
    const byId = new Map(all.map((p) => [p.idproduto, p]));
    for (const l of links) {
      const a = byId.get(l.idproduto)!;
      const b = byId.get(l.idvinculado)!;
      expect(a.idfornecedor).toBe(b.idfornecedor);
      expect(l.idproduto).not.toBe(l.idvinculado);
      if (l.tipo === 'RELACIONADO') expect(a.idcategoria).toBe(b.idcategoria);
    }
    for (const f of [A, B]) {
      const inSupplier = links.filter((l) => byId.get(l.idproduto)!.idfornecedor === f);
      expect(inSupplier.filter((l) => l.tipo === 'VINCULADO').length).toBeGreaterThanOrEqual(15);
      const rel = inSupplier.filter((l) => l.tipo === 'RELACIONADO').length;
      expect(rel / all.filter((p) => p.idfornecedor === f).length).toBeGreaterThan(3.5);
    }
  });
});
