import { centavos, milli } from '@vitrine/domain';
import type { produtos } from '../schema/index.ts';
import type { CatalogoFornecedor, Familia } from './data/types.ts';

/** A product row ready for `insert(produtos)`. */
export type ProdutoSeed = typeof produtos.$inferInsert;

/** A small deterministic PRNG (mulberry32): same seed, same sequence, on every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'Frios e Laticínios' → 'frios-e-laticinios'. */
export function slugify(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Rounds centavos to a shelf price ending in 9 (R$ 12,49), never below R$ 0,99. */
export function precoPrateleira(centavos: number): number {
  return Math.max(99, Math.round(centavos / 10) * 10 - 1);
}

/** A price strictly below `acima`, rounded like a shelf price when possible. */
function abaixo(centavos: number, acima: number): number {
  const p = precoPrateleira(centavos);
  return p < acima ? p : Math.max(1, acima - 10);
}

/** Brand price factors, so brands of one family do not all cost the same. */
const FATOR_MARCA = [1, 1.07, 0.94, 1.12, 0.97, 1.04, 0.91, 1.15];

/** One family expanded to [nome, marca, base price]. */
function expandir(f: Familia): { nome: string; marca: string; preco: number }[] {
  const out: { nome: string; marca: string; preco: number }[] = [];
  f.m.forEach((marca, i) => {
    for (const [label, preco] of f.v) {
      // '{v} {m}': the brand goes before the size ('Maionese 3 kg' → 'Maionese Heinz 3 kg').
      const tamanho = f.t === '{v} {m}' ? /^(.*?)\s((?:\d|com\s).*)$/.exec(label) : null;
      const nome = (
        tamanho
          ? `${tamanho[1]} ${marca} ${tamanho[2]}`
          : f.t.replace('{m}', marca).replace('{v}', label)
      )
        .replace(/\s+/g, ' ')
        .trim();
      out.push({
        nome,
        marca,
        preco: precoPrateleira(preco * FATOR_MARCA[i % FATOR_MARCA.length]!),
      });
    }
  });
  return out;
}

export interface GerarOpcoes {
  idfornecedor: string;
  /** Category id by category name. */
  categoriaIds: Map<string, number>;
  /** Names already used by the supplier (the hand-written products): skipped. */
  reservados: Set<string>;
}

/**
 * The product rows of a supplier's catalog: one per family brand × variant, with a
 * deterministic mix of sale rules (weight, boxes, wholesale, progressive discount,
 * crossed-out price, limits, gift packaging, highlights and sales counts).
 */
export function gerarProdutos(catalogo: CatalogoFornecedor, opcoes: GerarOpcoes): ProdutoSeed[] {
  const rnd = mulberry32(catalogo.semente);
  const nomes = new Set(opcoes.reservados);
  const rows: ProdutoSeed[] = [];
  for (const f of catalogo.familias) {
    const idcategoria = opcoes.categoriaIds.get(f.cat);
    if (idcategoria === undefined) throw new Error(`categoria desconhecida no catálogo: ${f.cat}`);
    const descricao = f.d ?? catalogo.categorias.find((c) => c.nome === f.cat)!.descricao;
    for (const item of expandir(f)) {
      if (nomes.has(item.nome)) continue;
      nomes.add(item.nome);
      const i = rows.length;
      const r = [rnd(), rnd(), rnd(), rnd(), rnd()] as const;
      const preco = item.preco;
      const row: ProdutoSeed = {
        idfornecedor: opcoes.idfornecedor,
        idcategoria,
        codigo: `${catalogo.prefixo}-${1000 + i}`,
        nome: item.nome,
        marca: item.marca,
        descricao,
        imagem: '',
        unidade: f.u ?? 'un',
        precoCentavos: centavos(preco),
        destaque: false,
        vendidos: Math.floor(r[4] * r[4] * 900),
      };
      if (f.kg) {
        row.unidade = f.u ?? 'kg';
        row.granularidadeMilli = milli(250);
        row.minPorPedidoMilli = milli(f.min ?? (r[0] < 0.5 ? 250 : 500));
        if (r[1] < 0.2) row.maxporpedidoMilli = milli(5000);
      } else if (f.cx) {
        row.unidade = f.u ?? 'cx';
        row.multiploincremento = f.cx;
        row.precovendaatacadoCentavos = centavos(abaixo(preco * 0.92, preco));
        row.minvendaatacadoMilli = milli(f.cx * (r[0] < 0.5 ? 5 : 10) * 1000);
      } else if (r[0] < catalogo.atacado) {
        row.precovendaatacadoCentavos = centavos(abaixo(preco * 0.9, preco));
        row.minvendaatacadoMilli = milli([6000, 10000, 12000, 24000][Math.floor(r[1] * 4)]!);
      } else if (r[0] < catalogo.atacado + 0.13) {
        const p6 = abaixo(preco * 0.95, preco);
        row.descontoProgressivo = [
          { quantidade: milli(6000), preco: centavos(p6) },
          { quantidade: milli(12000), preco: centavos(abaixo(preco * 0.9, p6)) },
        ];
      }
      if (r[2] < 0.15) row.preconfCentavos = centavos(precoPrateleira(preco * 1.18));
      if (f.emb) {
        row.precoEmbalagemCentavos = centavos(f.emb);
        row.maxporpedidoMilli = milli(f.max ?? 6000);
      } else if (f.max) {
        row.maxporpedidoMilli = milli(f.max);
      } else if (!f.kg && r[3] < 0.05) {
        row.maxporpedidoMilli = milli(24000);
      }
      if (f.min && !f.kg) row.minPorPedidoMilli = milli(f.min);
      else if (!f.kg && r[3] > 0.95) row.minPorPedidoMilli = milli(2000);
      rows.push(row);
    }
  }
  // About 20 highlights per supplier, spread over the catalog.
  const passo = Math.max(1, Math.floor(rows.length / 20));
  rows.forEach((row, i) => {
    if (i % passo === 3) row.destaque = true;
  });
  return rows;
}

/** A stored product, as needed to build its links. */
export interface ProdutoLinkavel {
  idproduto: number;
  idcategoria: number;
  nome: string;
}

export interface Vinculo {
  idproduto: number;
  idvinculado: number;
  tipo: 'RELACIONADO' | 'VINCULADO';
}

/**
 * RELACIONADO: each product → the next 4 products of its category (by id, wrapping around).
 * VINCULADO: the named pairs, both ways. Products in `semLinks` get no links of their own
 * (they may still be the target of others').
 */
export function gerarVinculos(
  lista: ProdutoLinkavel[],
  pares: [string, string][],
  semLinks: Set<number>,
  porProduto = 4,
): Vinculo[] {
  const out: Vinculo[] = [];
  const porCategoria = new Map<number, ProdutoLinkavel[]>();
  for (const p of [...lista].sort((a, b) => a.idproduto - b.idproduto)) {
    const grupo = porCategoria.get(p.idcategoria) ?? [];
    grupo.push(p);
    porCategoria.set(p.idcategoria, grupo);
  }
  for (const grupo of porCategoria.values()) {
    const n = Math.min(porProduto, grupo.length - 1);
    grupo.forEach((p, k) => {
      if (semLinks.has(p.idproduto)) return;
      for (let j = 1; j <= n; j++) {
        out.push({
          idproduto: p.idproduto,
          idvinculado: grupo[(k + j) % grupo.length]!.idproduto,
          tipo: 'RELACIONADO',
        });
      }
    });
  }
  const porNome = new Map(lista.map((p) => [p.nome, p.idproduto]));
  for (const [a, b] of pares) {
    const ia = porNome.get(a);
    const ib = porNome.get(b);
    if (ia === undefined || ib === undefined)
      throw new Error(`par VINCULADO com produto ausente: ${ia === undefined ? a : b}`);
    if (!semLinks.has(ia)) out.push({ idproduto: ia, idvinculado: ib, tipo: 'VINCULADO' });
    if (!semLinks.has(ib)) out.push({ idproduto: ib, idvinculado: ia, tipo: 'VINCULADO' });
  }
  return out;
}

/** Splits rows into chunks of at most `size` (bulk inserts stay under parameter limits). */
export function emLotes<T>(rows: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
