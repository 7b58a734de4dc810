import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  CategoriasResposta,
  ListaProdutosResposta,
  OrdenacaoProduto,
  PesquisaFullTextResposta,
  ProdutoDetalheResposta,
} from '@vitrine/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { categorias, produtos, produtosVinculados } from '../../db/schema/index.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { centavos } from '@vitrine/domain';

const A: string = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const B: string = DEMO_SUPPLIERS.marAzul.idfornecedor;
const ORDENACOES: OrdenacaoProduto[] = [
  'RELEVANCIA',
  'MAIS_VENDIDOS',
  'MENOR_PRECO',
  'MAIOR_PRECO',
  'NOME_AZ',
  'NOME_ZA',
];

/** A product as stored, for computing the expected order of each sort. */
interface Stored {
  idproduto: number;
  idfornecedor: string;
  idcategoria: number;
  nome: string;
  marca: string;
  descricao: string;
  precoCentavos: number;
  vendidos: number;
  destaque: boolean;
  ativo: boolean;
}

let t: TestApp;
let all: Stored[];
let activeA: Stored[];
const id = {
  cafeA: 0,
  acucarA: 0,
  macaA: 0,
  bananaA: 0,
  vinhoA: 0,
  acucarB: 0,
  inactiveA: 0,
  merceariaA: 0,
  categoriaB: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const byCode = async (codigo: string) =>
    (
      await db.select({ id: produtos.idproduto }).from(produtos).where(eq(produtos.codigo, codigo))
    )[0]!.id;
  id.macaA = await byCode('SV-001');
  id.bananaA = await byCode('SV-002');
  id.acucarA = await byCode('SV-010');
  id.cafeA = await byCode('SV-011');
  id.vinhoA = await byCode('SV-021');
  id.acucarB = await byCode('MA-010');
  const [mercearia] = await db
    .select()
    .from(categorias)
    .where(and(eq(categorias.idfornecedor, A), eq(categorias.slug, 'mercearia')));
  id.merceariaA = mercearia!.idcategoria;
  id.categoriaB = (
    await db.select().from(categorias).where(eq(categorias.idfornecedor, B))
  )[0]!.idcategoria;

  // Fixtures the demo seed lacks: an inactive product, enough "Café" products to exceed the
  // suggestion cap, and related/linked products, one of them (wrongly) pointing at supplier B.
  const base = {
    idfornecedor: A,
    idcategoria: id.merceariaA,
    marca: 'Teste',
    unidade: 'un',
    imagem: '/x.svg',
  };
  const [inactive] = await db
    .insert(produtos)
    .values({
      ...base,
      codigo: 'T-INATIVO',
      nome: 'Café Descontinuado',
      precoCentavos: centavos(100),
      ativo: false,
    })
    .returning({ id: produtos.idproduto });
  id.inactiveA = inactive!.id;
  await db.insert(produtos).values(
    Array.from({ length: 12 }, (_, i) => ({
      ...base,
      codigo: `T-CAFE-${i}`,
      nome: `Café Especial Lote ${String(i + 1).padStart(2, '0')}`,
      precoCentavos: centavos(2000 + i * 37),
      vendidos: (i * 7) % 5,
      destaque: i % 4 === 0,
    })),
  );
  await db.insert(produtosVinculados).values([
    { idproduto: id.cafeA, idvinculado: id.acucarA, tipo: 'RELACIONADO' },
    { idproduto: id.cafeA, idvinculado: id.inactiveA, tipo: 'RELACIONADO' },
    { idproduto: id.cafeA, idvinculado: id.acucarB, tipo: 'RELACIONADO' },
    { idproduto: id.cafeA, idvinculado: id.vinhoA, tipo: 'VINCULADO' },
  ]);

  all = await db
    .select({
      idproduto: produtos.idproduto,
      idfornecedor: produtos.idfornecedor,
      idcategoria: produtos.idcategoria,
      nome: produtos.nome,
      marca: produtos.marca,
      descricao: produtos.descricao,
      precoCentavos: produtos.precoCentavos,
      vendidos: produtos.vendidos,
      destaque: produtos.destaque,
      ativo: produtos.ativo,
    })
    .from(produtos);
  activeA = all.filter((p) => p.idfornecedor === A && p.ativo);
});

afterAll(async () => {
  await t?.close();
});

async function get<T = unknown>(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}

const lista = (query: string, fornecedor = A) =>
  get<ListaProdutosResposta>(
    `/v2/app/vitrine-web/listaprodutos/${fornecedor}${query ? `?${query}` : ''}`,
  );

/** Every product id of supplier A's list for `query`, walking pages of 100. */
async function allPages(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await lista(`${query}&limit=100&page=${page}`);
    expect(status).toBe(200);
    ids.push(...body.produtos.map((p) => p.id));
    if (body.produtos.length < 100) return ids;
  }
}

/** Accent- and case-insensitive name key compared code unit by code unit, like the SQL sort. */
const nameKey = (nome: string) => nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Stored, b: Stored) =>
  cmp(nameKey(a.nome), nameKey(b.nome)) || a.idproduto - b.idproduto;

/** The expected order of `products` for each sort (without a search text). */
function expectedOrder(products: Stored[], ordenacao: OrdenacaoProduto): number[] {
  const compare: Record<OrdenacaoProduto, (a: Stored, b: Stored) => number> = {
    RELEVANCIA: (a, b) =>
      Number(b.destaque) - Number(a.destaque) || b.vendidos - a.vendidos || byName(a, b),
    MAIS_VENDIDOS: (a, b) => b.vendidos - a.vendidos || byName(a, b),
    MENOR_PRECO: (a, b) => a.precoCentavos - b.precoCentavos || byName(a, b),
    MAIOR_PRECO: (a, b) => b.precoCentavos - a.precoCentavos || byName(a, b),
    NOME_AZ: byName,
    NOME_ZA: (a, b) => byName(b, a),
  };
  return [...products].sort(compare[ordenacao]).map((p) => p.idproduto);
}

describe('GET /v2/app/{apptoken}/listacategoriasprodutos/{idfornecedor}', () => {
  it("lists the supplier's categories in display order with active product counts", async () => {
    const { status, body } = await get<CategoriasResposta>(
      `/v2/app/vitrine-web/listacategoriasprodutos/${A}?idsegmento=&device=desktop`,
    );
    expect(status).toBe(200);
    expect(body.map((c) => c.slug).slice(0, 3)).toEqual(['hortifruti', 'mercearia', 'bebidas']);
    expect(body.length).toBeGreaterThanOrEqual(10);
    for (const c of body) {
      expect(c.quantidadeProdutos, c.slug).toBe(
        activeA.filter((p) => p.idcategoria === c.idcategoria).length,
      );
    }
    // The inactive product this file adds to Mercearia is not counted.
    const inMercearia = all.filter((p) => p.idcategoria === id.merceariaA);
    expect(inMercearia.some((p) => p.idproduto === id.inactiveA)).toBe(true);
    expect(body.find((c) => c.idcategoria === id.merceariaA)!.quantidadeProdutos).toBe(
      inMercearia.length - inMercearia.filter((p) => !p.ativo).length,
    );
  });

  it("never shows another supplier's categories; 404 unknown supplier; 400 malformed id; 401 wrong token", async () => {
    const b = await get<CategoriasResposta>(`/v2/app/vitrine-web/listacategoriasprodutos/${B}`);
    expect(b.body.map((c) => c.nome).slice(0, 2)).toEqual([
      'Farinhas e Fermentos',
      'Açúcares e Adoçantes',
    ]);
    const a = await get<CategoriasResposta>(`/v2/app/vitrine-web/listacategoriasprodutos/${A}`);
    const idsA = new Set(a.body.map((c) => c.idcategoria));
    expect(b.body.some((c) => idsA.has(c.idcategoria))).toBe(false);
    expect(
      await get(`/v2/app/vitrine-web/listacategoriasprodutos/f0e1d2c3-b4a5-4968-8776-655443322110`),
    ).toMatchObject({ status: 404, body: { mensagem: 'Fornecedor não encontrado' } });
    expect(await get('/v2/app/vitrine-web/listacategoriasprodutos/serra-verde')).toMatchObject({
      status: 400,
      body: { campo: 'idfornecedor' },
    });
    expect((await get(`/v2/app/outro/listacategoriasprodutos/${A}`)).status).toBe(401);
  });
});

describe('GET /v2/app/{apptoken}/listaprodutos/{idfornecedor}', () => {
  it('lists active products of the supplier with defaults page=1, limit=20, RELEVANCIA', async () => {
    const { status, body } = await lista('');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      quantidadeProdutos: activeA.length,
      pageNumber: 1,
      limit: 20,
      listaTemPrecos: true,
    });
    expect(body.produtos.map((p) => p.id)).toEqual(
      expectedOrder(activeA, 'RELEVANCIA').slice(0, 20),
    );
    expect(body.produtos.map((p) => p.id)).not.toContain(id.inactiveA);
  });

  it.each(ORDENACOES)('sorts by %s', async (ordenacao) => {
    expect(await allPages(`ordenacao=${ordenacao}`)).toEqual(expectedOrder(activeA, ordenacao));
  });

  it('sorts names ignoring accents and case (Açúcar before Água before Banana)', async () => {
    const byId = new Map(activeA.map((p) => [p.idproduto, p.nome]));
    const nomes = (await allPages('ordenacao=NOME_AZ')).map((pid) => byId.get(pid)!);
    const acucar = nomes.indexOf('Açúcar Refinado União 1 kg');
    const agua = nomes.indexOf('Água Mineral Crystal 500 ml Caixa com 12');
    const banana = nomes.indexOf('Banana Prata');
    expect(acucar).toBeGreaterThanOrEqual(0);
    expect(acucar).toBeLessThan(agua);
    expect(agua).toBeLessThan(banana);
    expect(await allPages('ordenacao=NOME_ZA')).toEqual(
      (await allPages('ordenacao=NOME_AZ')).reverse(),
    );
  });

  it('paginates: pages of `limit` cover the whole list once; past the end is empty with the total', async () => {
    const seen: number[] = [];
    const limit = 50;
    const pages = Math.ceil(activeA.length / limit);
    for (let page = 1; page <= pages; page++) {
      const { body } = await lista(`ordenacao=MENOR_PRECO&limit=${limit}&page=${page}`);
      expect(body).toMatchObject({ pageNumber: page, limit, quantidadeProdutos: activeA.length });
      expect(body.produtos.length).toBe(
        page < pages ? limit : activeA.length - limit * (pages - 1),
      );
      seen.push(...body.produtos.map((p) => p.id));
    }
    expect(seen).toEqual(expectedOrder(activeA, 'MENOR_PRECO'));
    const past = await lista(`limit=${limit}&page=${pages + 1}`);
    expect(past.body).toMatchObject({
      produtos: [],
      quantidadeProdutos: activeA.length,
      pageNumber: pages + 1,
    });
  });

  it('pages only as deep as MAX_LISTING_DEPTH products: deeper pages are a pt-BR 400', async () => {
    const deepest = await lista(`limit=100&page=30`);
    expect(deepest.status).toBe(200);
    expect(deepest.body.produtos).toEqual([]);
    const tooDeep = await get<{ mensagem: string; campo: string }>(
      `/v2/app/vitrine-web/listaprodutos/${A}?limit=100&page=31`,
    );
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body).toMatchObject({
      mensagem:
        'Página além da última disponível (30): use a busca, uma categoria ou outra ordenação para ver mais produtos.',
      campo: 'page',
    });
    expect((await lista('page=150')).status).toBe(200);
    expect((await lista('page=151')).status).toBe(400);
    // Text that sanitizes to nothing is no search: the listing's depth applies.
    expect((await lista('sk=%20%20&page=150')).status).toBe(200);
  });

  it('pages a search only as deep as MAX_SEARCH_DEPTH products (ADR 0094)', async () => {
    expect((await lista('sk=arroz&page=50')).status).toBe(200);
    const tooDeep = await get<{ mensagem: string; campo: string }>(
      `/v2/app/vitrine-web/listaprodutos/${A}?sk=arroz&page=51`,
    );
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body).toMatchObject({
      mensagem:
        'Página além da última disponível (50): refine a busca ou escolha uma categoria para ver mais produtos.',
      campo: 'page',
    });
    const inCategory = await get<{ mensagem: string }>(
      `/v2/app/vitrine-web/listaprodutos/${A}?sk=arroz&categ=${id.merceariaA}&limit=100&page=11`,
    );
    expect(inCategory.status).toBe(400);
    expect(inCategory.body.mensagem).toContain('(10)');
  });

  it('filters by category (categ) and never crosses suppliers', async () => {
    const { body } = await lista(`categ=${id.merceariaA}&limit=100&ordenacao=NOME_AZ`);
    const expected = activeA.filter((p) => p.idcategoria === id.merceariaA);
    expect(body.quantidadeProdutos).toBe(expected.length);
    expect(body.produtos.map((p) => p.id)).toEqual(expectedOrder(expected, 'NOME_AZ'));
    expect(
      body.produtos.every(
        (p) => p.categoria.idcategoria === id.merceariaA && p.categoria.nome === 'Mercearia',
      ),
    ).toBe(true);
    // A category of supplier B under supplier A finds nothing.
    const cross = await lista(`categ=${id.categoriaB}`);
    expect(cross.body).toMatchObject({ produtos: [], quantidadeProdutos: 0 });
    // An empty categ is no filter.
    expect((await lista('categ=')).body.quantidadeProdutos).toBe(activeA.length);
  });

  it('maps money to reais and quantities to decimals', async () => {
    const { body } = await lista('sk=cafe torrado');
    const cafe = body.produtos.find((p) => p.id === id.cafeA)!;
    expect(cafe).toMatchObject({
      nome: 'Café Torrado e Moído Pilão 500 g',
      marca: 'Pilão',
      unidade: 'un',
      codigo: 'SV-011',
      preco: 18.99,
      preconf: 21.99,
      precovendaatacado: null,
      multiploincremento: 1,
      granularidade: 1,
      min_por_pedido: 1,
      maxporpedido: null,
      imagem: `/imagens/produtos/${id.cafeA}.svg`,
      efeitospoliticas: { descontoProgressivo: { '6': 17.99, '12': 16.99 } },
    });
    const maca = (await lista('sk=maca')).body.produtos.find((p) => p.id === id.macaA)!;
    expect(maca).toMatchObject({
      preco: 12.9,
      granularidade: 0.25,
      min_por_pedido: 0.25,
      maxporpedido: 5,
    });
  });

  describe('search (sk)', () => {
    const ids = async (sk: string, fornecedor = A) =>
      (await lista(`sk=${encodeURIComponent(sk)}&limit=100`, fornecedor)).body.produtos.map(
        (p) => p.id,
      );

    it('"acucar" finds "Açúcar" with and without accents, only in the supplier', async () => {
      expect(await ids('acucar')).toEqual([id.acucarA]);
      expect(await ids('Açúcar')).toEqual([id.acucarA]);
      expect(await ids('AÇUCAR')).toEqual([id.acucarA]);
      expect(await ids('acucar', B)).toEqual([id.acucarB]);
    });

    it('"cafe" finds "Café" products, and partial words match by prefix', async () => {
      const cafe = await ids('cafe');
      expect(cafe).toContain(id.cafeA);
      expect(cafe).not.toContain(id.inactiveA);
      expect(
        cafe.every((pid) => all.find((p) => p.idproduto === pid)!.nome.startsWith('Café')),
      ).toBe(true);
      expect(await ids('café torrado')).toEqual([id.cafeA]);
      expect(await ids('acuc')).toEqual([id.acucarA]);
      expect(await ids('ref uniao')).toEqual([id.acucarA]);
    });

    it("strips '&' from the search text", async () => {
      expect(await ids('caf&e torr&ado')).toEqual([id.cafeA]);
      expect(await ids('&acucar&')).toEqual([id.acucarA]);
      const onlyAmp = await lista(`sk=${encodeURIComponent('&&')}`);
      expect(onlyAmp.body.quantidadeProdutos).toBe(activeA.length); // nothing left: no search
    });

    it('tolerates typos through trigram similarity when full-text finds nothing', async () => {
      expect(await ids('acucr')).toEqual([id.acucarA]);
      expect(await ids('xyzwq')).toEqual([]);
    });

    it('treats tsquery and SQL syntax as plain text', async () => {
      for (const sk of [
        "acucar' OR 1=1 --",
        'acucar:* | !vinho',
        '(cafe & !torrado)',
        '\\',
        "''",
        ':*',
      ]) {
        const { status, body } = await lista(`sk=${encodeURIComponent(sk)}`);
        expect(status, sk).toBe(200);
        expect(
          body.produtos.every((p) => activeA.some((a) => a.idproduto === p.id)),
          sk,
        ).toBe(true);
      }
    });

    it('ranks by relevance and supports the other sorts while searching', async () => {
      const rel = await ids('cafe torrado moido pilao');
      expect(rel[0]).toBe(id.cafeA);
      const { body } = await lista('sk=cafe&ordenacao=MAIOR_PRECO&limit=100');
      const precos = body.produtos.map((p) => p.preco);
      expect(precos).toEqual([...precos].sort((a, b) => (b ?? 0) - (a ?? 0)));
      // Exactly the active products with a word starting with "cafe" (accents ignored) in name,
      // brand or description, whatever the order; by relevance the best ones are coffees.
      const expected = activeA.filter((p) =>
        /(^|[^\p{L}\p{N}])cafe/u.test(nameKey(`${p.nome} ${p.marca} ${p.descricao}`)),
      );
      expect(expected.length).toBeGreaterThan(10);
      expect(expected.length).toBeLessThanOrEqual(100);
      expect(body.quantidadeProdutos).toBe(expected.length);
      expect(body.produtos.map((p) => p.id).sort((a, b) => a - b)).toEqual(
        expected.map((p) => p.idproduto).sort((a, b) => a - b),
      );
      const byRelevance = await lista('sk=cafe&limit=5');
      expect(byRelevance.body.quantidadeProdutos).toBe(expected.length);
      expect(
        byRelevance.body.produtos.map((p) => p.nome).every((nome) => nome.startsWith('Café')),
      ).toBe(true);
    });
  });

  it('never lists supplier B products under supplier A', async () => {
    const bIds = new Set(all.filter((p) => p.idfornecedor === B).map((p) => p.idproduto));
    for (const query of [
      'limit=100',
      'sk=acucar&limit=100',
      'sk=farinha&limit=100',
      `categ=${id.categoriaB}`,
    ]) {
      const { body } = await lista(query);
      expect(
        body.produtos.some((p) => bIds.has(p.id)),
        query,
      ).toBe(false);
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['ordenacao=PRECO', 'ordenacao'],
    ['categ=abc', 'categ'],
    [`sk=${'a'.repeat(201)}`, 'sk'],
  ])('answers 400 for %s with campo %s and a pt-BR message', async (query, campo) => {
    const { status, body } = await lista(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ campo, mensagem: expect.stringMatching(/inválid|longa/) });
  });

  it('answers 400 for a non-UUID supplier, 404 for an unknown one, 401 for a wrong app token', async () => {
    expect(await get('/v2/app/vitrine-web/listaprodutos/serra-verde')).toMatchObject({
      status: 400,
      body: { mensagem: 'Fornecedor inválido', campo: 'idfornecedor' },
    });
    expect(
      await get('/v2/app/vitrine-web/listaprodutos/f0e1d2c3-b4a5-4968-8776-655443322110'),
    ).toMatchObject({ status: 404, body: { mensagem: 'Fornecedor não encontrado' } });
    expect((await get(`/v2/app/outro/listaprodutos/${A}`)).status).toBe(401);
  });
});

describe('GET /v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{idproduto}', () => {
  const detalhe = (idfornecedor: string, idproduto: number | string, query = '') =>
    get<ProdutoDetalheResposta>(
      `/v2/app/vitrine-web/fornecedor/${idfornecedor}/produto/${idproduto}${query}`,
    );

  it('returns the product with active related and linked products of the same supplier', async () => {
    const { status, body } = await detalhe(A, id.cafeA, '?quantidade=2&canalVenda=WEB');
    expect(status).toBe(200);
    expect(body.produto).toMatchObject({
      id: id.cafeA,
      preco: 18.99,
      categoria: { nome: 'Mercearia' },
    });
    expect(body.relacionados.map((p) => p.id)).toEqual([id.acucarA]); // not the inactive one, not B's
    expect(body.vinculados.map((p) => p.id)).toEqual([id.vinhoA]);
    expect(body.vinculados[0]).toMatchObject({
      preco: 54.9,
      preco_embalagem: 5.9,
      maxporpedido: 6,
    });
  });

  it('disableSimilares=true leaves relacionados empty', async () => {
    const { body } = await detalhe(A, id.cafeA, '?disableSimilares=true');
    expect(body.relacionados).toEqual([]);
    expect(body.vinculados.map((p) => p.id)).toEqual([id.vinhoA]);
  });

  it('a product without links has empty lists', async () => {
    const { body } = await detalhe(A, id.bananaA);
    expect(body).toMatchObject({ produto: { id: id.bananaA }, relacionados: [], vinculados: [] });
  });

  it("answers 404 'Produto não encontrado' for another supplier's product, an inactive or unknown one", async () => {
    for (const [fornecedor, pid] of [
      [A, id.acucarB],
      [B, id.cafeA],
      [A, id.inactiveA],
      [A, 999_999],
    ] as const) {
      expect(await detalhe(fornecedor, pid), `${fornecedor}/${pid}`).toMatchObject({
        status: 404,
        body: { mensagem: 'Produto não encontrado' },
      });
    }
    expect(await detalhe('f0e1d2c3-b4a5-4968-8776-655443322110', id.cafeA)).toMatchObject({
      status: 404,
      body: { mensagem: 'Fornecedor não encontrado' },
    });
  });

  it('answers 400 for a malformed id or query, 401 for a wrong app token', async () => {
    expect(await detalhe(A, 'abc')).toMatchObject({
      status: 400,
      body: { mensagem: 'Produto inválido', campo: 'idproduto' },
    });
    expect(await detalhe(A, 0)).toMatchObject({ status: 400, body: { campo: 'idproduto' } });
    expect(await detalhe('nao-uuid', id.cafeA)).toMatchObject({
      status: 400,
      body: { campo: 'idfornecedor' },
    });
    expect(await detalhe(A, id.cafeA, '?quantidade=1.2345')).toMatchObject({
      status: 400,
      body: { campo: 'quantidade' },
    });
    expect((await get(`/v2/app/outro/fornecedor/${A}/produto/${id.cafeA}`)).status).toBe(401);
  });
});

describe('GET /v2/app/token/listaprodutos/full-text/pesquisar', () => {
  const sugestoes = (query: string) =>
    get<PesquisaFullTextResposta>(`/v2/app/token/listaprodutos/full-text/pesquisar?${query}`);

  it('returns at most 10 hits, best first, at data.resultset.hits', async () => {
    const { status, body } = await sugestoes(`idfornecedor=${A}&query=cafe&idcliente=1`);
    expect(status).toBe(200);
    const hits = body.data.resultset.hits;
    expect((await lista('sk=cafe')).body.quantidadeProdutos).toBeGreaterThan(10); // more match than the cap
    expect(hits).toHaveLength(10);
    expect(hits.every((h) => h.nome.startsWith('Café'))).toBe(true);
    expect(hits.map((h) => h.id)).not.toContain(id.inactiveA);
    const top = await sugestoes(`idfornecedor=${A}&query=${encodeURIComponent('café torrado')}`);
    expect(top.body.data.resultset.hits[0]).toEqual({
      id: id.cafeA,
      nome: 'Café Torrado e Moído Pilão 500 g',
      marca: 'Pilão',
      imagem: `/imagens/produtos/${id.cafeA}.svg`,
      preco: 18.99,
      unidade: 'un',
    });
  });

  it("finds accent-insensitively, strips '&', stays in the supplier", async () => {
    const a = await sugestoes(`idfornecedor=${A}&query=${encodeURIComponent('a&cucar')}`);
    expect(a.body.data.resultset.hits.map((h) => h.id)).toEqual([id.acucarA]);
    const b = await sugestoes(`idfornecedor=${B}&query=acucar`);
    expect(b.body.data.resultset.hits.map((h) => h.id)).toEqual([id.acucarB]);
  });

  it('an empty query (or only "&") gives no hits', async () => {
    for (const q of ['', '&query=', `&query=${encodeURIComponent('&&')}`, '&query=%20%20']) {
      const { status, body } = await sugestoes(`idfornecedor=${A}${q}`);
      expect(status, q).toBe(200);
      expect(body.data.resultset.hits, q).toEqual([]);
    }
  });

  it('answers 400 without a valid idfornecedor and 404 for an unknown one', async () => {
    expect(await sugestoes('query=cafe')).toMatchObject({
      status: 400,
      body: { campo: 'idfornecedor' },
    });
    expect(await sugestoes('idfornecedor=serra-verde&query=cafe')).toMatchObject({
      status: 400,
      body: { campo: 'idfornecedor' },
    });
    expect(
      (await sugestoes('idfornecedor=f0e1d2c3-b4a5-4968-8776-655443322110&query=cafe')).status,
    ).toBe(404);
  });
});

describe('GET /imagens/produtos/{idproduto}.svg', () => {
  it('serves a generated SVG in the supplier colour', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/imagens/produtos/${id.cafeA}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('#2f6b3a');
    expect(res.body).toContain('Café Torrado');
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/imagens/produtos/999999.svg' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/imagens/produtos/abc.svg' })).statusCode,
    ).toBe(400);
  });
});
