import { eq, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Db } from '../client.ts';
import {
  areasAtendimento,
  cadastrosCliente,
  categorias,
  clientes,
  enderecos,
  formasEntrega,
  formasPagamento,
  fornecedores,
  lojas,
  produtos,
  produtosVinculados,
} from '../schema/index.ts';
import { seedCoupons } from './coupons-seed.ts';
import { seedDeliveryForms } from './delivery-seed.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from './demo-ids.ts';
import { emLotes, gerarProdutos, gerarVinculos, slugify } from './catalog-generator.ts';
import { seedAccounts } from './accounts-seed.ts';
import { seedDemoAttendants } from './attendants-seed.ts';
import { seedPaymentSettings } from './payments-seed.ts';
import { seedLocationSuppliers } from './location-suppliers-seed.ts';
import { seedDemoOrders } from './orders-seed.ts';
import { seedInvoices } from './invoices-seed.ts';
import { seedGates } from './gates-seed.ts';
import { seedRoles } from './roles-seed.ts';
import type { CatalogoFornecedor } from './data/types.ts';
import { SERRA_VERDE_CATALOGO } from './data/serra-verde-catalog.ts';
import { MAR_AZUL_CATALOGO } from './data/mar-azul-catalog.ts';
import { centavos, milli } from '@vitrine/domain';

const ORDENACOES = [
  { valor: 'RELEVANCIA', descricao: 'Relevância' },
  { valor: 'MAIS_VENDIDOS', descricao: 'Mais vendidos' },
  { valor: 'MENOR_PRECO', descricao: 'Menor preço' },
  { valor: 'MAIOR_PRECO', descricao: 'Maior preço' },
  { valor: 'NOME_AZ', descricao: 'Nome (A–Z)' },
  { valor: 'NOME_ZA', descricao: 'Nome (Z–A)' },
];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inserts a supplier's generated catalog (after its hand-written products, whose names it
 * skips) and its links. The hand-written products get no links of their own: the catalog
 * API tests add theirs.
 */
async function seedCatalogo(
  tx: Tx,
  idfornecedor: string,
  categoriaIds: Map<string, number>,
  catalogo: CatalogoFornecedor,
) {
  const existentes = await tx
    .select({
      idproduto: produtos.idproduto,
      idcategoria: produtos.idcategoria,
      nome: produtos.nome,
    })
    .from(produtos)
    .where(eq(produtos.idfornecedor, idfornecedor));
  const rows = gerarProdutos(catalogo, {
    idfornecedor,
    categoriaIds,
    reservados: new Set(existentes.map((p) => p.nome)),
  });
  const novos = [];
  for (const lote of emLotes(rows)) {
    novos.push(
      ...(await tx.insert(produtos).values(lote).returning({
        idproduto: produtos.idproduto,
        idcategoria: produtos.idcategoria,
        nome: produtos.nome,
      })),
    );
  }
  const semLinks = new Set(existentes.map((p) => p.idproduto));
  const vinculos = gerarVinculos([...existentes, ...novos], catalogo.vinculados, semLinks);
  for (const lote of emLotes(vinculos)) await tx.insert(produtosVinculados).values(lote);
}

/**
 * Seeds the demo suppliers, catalog and customers. A database seeded by an earlier version gets
 * only what later versions added (delivery forms, the suppliers by location), so an existing
 * `./.data` keeps working after an upgrade; otherwise nothing is written twice.
 */
export async function seedDemo(db: Db): Promise<void> {
  const existing = await db
    .select({ id: fornecedores.idfornecedor })
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, DEMO_SUPPLIERS.serraVerde.idfornecedor));
  if (existing.length > 0) return upgradeDemo(db);
  const senhaHash = await hash(DEMO_CUSTOMERS.ana.senha);
  await db.transaction(async (tx) => {
    const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
    const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
    await tx.insert(fornecedores).values([
      {
        idfornecedor: A,
        idempresa: 1,
        slug: 'serra-verde',
        nome: 'Empório Serra Verde',
        cnpj: '11444777000161',
        tags: ['has-delivery', 'has-collect', 'uses-share-coupom'],
        ordenacoesProduto: ORDENACOES,
        tema: {
          corPrimaria: '#2f6b3a',
          corPrimariaTexto: '#ffffff',
          corSecundaria: '#e9b949',
          corFundo: '#f6f4ee',
          corTexto: '#1f2a1f',
          logo: '/imagens/fornecedores/serra-verde.svg',
        },
        rodape: {
          texto: 'Empório Serra Verde — hortifrúti, padaria e mercearia fina.',
          telefone: '(11) 3030-4040',
          email: 'contato@serraverde.com.br',
          endereco: 'Rua Harmonia, 500 - Vila Madalena, São Paulo/SP',
          cnpj: '11.444.777/0001-61',
          links: [],
        },
        metaInfo: {
          default_store: 'Loja Vila Madalena',
          descricao_endereco_loja: 'Rua Harmonia, 500 - Vila Madalena, São Paulo/SP',
        },
        pixChave: 'pix@serraverde.com.br',
        pixCidade: 'SAO PAULO',
      },
      {
        idfornecedor: B,
        idempresa: 2,
        slug: 'mar-azul',
        nome: 'Atacado Mar Azul',
        cnpj: '45723174000110',
        tags: ['has-collect'],
        ordenacoesProduto: ORDENACOES,
        tema: {
          corPrimaria: '#12355b',
          corPrimariaTexto: '#ffffff',
          corSecundaria: '#f28c28',
          corFundo: '#f3f6fa',
          corTexto: '#0f1c2e',
          logo: '/imagens/fornecedores/mar-azul.svg',
        },
        rodape: {
          texto: 'Atacado Mar Azul — insumos para padarias e restaurantes.',
          telefone: '(11) 2020-3030',
          email: 'vendas@marazul.com.br',
          endereco: 'Av. do Estado, 4000 - Cambuci, São Paulo/SP',
          cnpj: '45.723.174/0001-10',
          links: [],
        },
        metaInfo: {
          default_store: 'CD Cambuci',
          descricao_endereco_loja: 'Av. do Estado, 4000 - Cambuci, São Paulo/SP',
        },
        pixChave: '45723174000110',
        pixCidade: 'SAO PAULO',
      },
    ]);
    await tx.insert(lojas).values([
      {
        idfornecedor: A,
        nome: 'Loja Vila Madalena',
        descricaoEnderecoLoja: 'Rua Harmonia, 500 - Vila Madalena, São Paulo/SP',
        latitude: -23.5569,
        longitude: -46.6912,
        horario: 'Seg a sáb, 8h às 20h',
      },
      {
        idfornecedor: B,
        nome: 'CD Cambuci',
        descricaoEnderecoLoja: 'Av. do Estado, 4000 - Cambuci, São Paulo/SP',
        latitude: -23.5667,
        longitude: -46.6203,
        horario: 'Seg a sex, 6h às 16h',
      },
      {
        idfornecedor: B,
        nome: 'Loja Mooca',
        descricaoEnderecoLoja: 'Rua da Mooca, 1500 - Mooca, São Paulo/SP',
        latitude: -23.5582,
        longitude: -46.6007,
        horario: 'Seg a sáb, 6h às 14h',
      },
    ]);
    await tx.insert(areasAtendimento).values({
      idfornecedor: A,
      nome: 'São Paulo - centro expandido',
      prefixosCep: ['01', '02', '03', '04', '05'],
      coordenadas: [
        { lat: -23.45, lng: -46.8 },
        { lat: -23.45, lng: -46.5 },
        { lat: -23.7, lng: -46.5 },
        { lat: -23.7, lng: -46.8 },
      ],
    });
    await seedDeliveryForms(tx);
    await tx.insert(formasPagamento).values([
      { idfornecedor: A, descricao: 'Pix', tipo: 'PIX', exigePagamentoAntecipado: true, ordem: 1 },
      {
        idfornecedor: A,
        descricao: 'Cartão de crédito',
        tipo: 'CARTAO',
        exigePagamentoAntecipado: true,
        ordem: 2,
      },
      {
        idfornecedor: A,
        descricao: 'Boleto bancário',
        tipo: 'BOLETO',
        exigePagamentoAntecipado: false,
        ordem: 3,
      },
      {
        idfornecedor: A,
        descricao: 'Faturado 28 dias',
        tipo: 'FATURADO',
        exigePagamentoAntecipado: false,
        ordem: 4,
      },
      { idfornecedor: B, descricao: 'Pix', tipo: 'PIX', exigePagamentoAntecipado: true, ordem: 1 },
      {
        idfornecedor: B,
        descricao: 'Dinheiro na retirada',
        tipo: 'DINHEIRO',
        exigePagamentoAntecipado: false,
        ordem: 2,
      },
      {
        idfornecedor: B,
        descricao: 'Cartão na retirada',
        tipo: 'CARTAO',
        exigePagamentoAntecipado: false,
        ordem: 3,
      },
    ]);
    const cats = await tx
      .insert(categorias)
      .values([
        ...SERRA_VERDE_CATALOGO.categorias.map((cat, i) => ({
          idfornecedor: A,
          nome: cat.nome,
          slug: slugify(cat.nome),
          ordem: i + 1,
        })),
        ...MAR_AZUL_CATALOGO.categorias.map((cat, i) => ({
          idfornecedor: B,
          nome: cat.nome,
          slug: slugify(cat.nome),
          ordem: i + 1,
        })),
      ])
      .returning({
        id: categorias.idcategoria,
        idfornecedor: categorias.idfornecedor,
        nome: categorias.nome,
      });
    const catIds = (f: string) =>
      new Map(cats.filter((r) => r.idfornecedor === f).map((r) => [r.nome, r.id]));
    const catA = catIds(A);
    const catB = catIds(B);
    const c = [
      catA.get('Hortifrúti'),
      catA.get('Mercearia'),
      catA.get('Bebidas'),
      catB.get('Farinhas e Fermentos'),
      catB.get('Açúcares e Adoçantes'),
    ] as [number, number, number, number, number];
    const base = { descricao: '', imagem: '' };
    await tx.insert(produtos).values([
      {
        ...base,
        idfornecedor: A,
        idcategoria: c[0],
        codigo: 'SV-001',
        nome: 'Maçã Fuji',
        marca: 'Serra Verde',
        unidade: 'kg',
        precoCentavos: centavos(1290),
        granularidadeMilli: milli(250),
        minPorPedidoMilli: milli(250),
        maxporpedidoMilli: milli(5000),
        destaque: true,
        vendidos: 120,
      },
      {
        ...base,
        idfornecedor: A,
        idcategoria: c[0],
        codigo: 'SV-002',
        nome: 'Banana Prata',
        marca: 'Serra Verde',
        unidade: 'kg',
        precoCentavos: centavos(699),
        granularidadeMilli: milli(250),
        minPorPedidoMilli: milli(500),
        vendidos: 200,
      },
      {
        ...base,
        idfornecedor: A,
        idcategoria: c[1],
        codigo: 'SV-010',
        nome: 'Açúcar Refinado União 1 kg',
        marca: 'União',
        unidade: 'un',
        precoCentavos: centavos(549),
        precovendaatacadoCentavos: centavos(499),
        minvendaatacadoMilli: milli(10000),
        vendidos: 90,
      },
      {
        ...base,
        idfornecedor: A,
        idcategoria: c[1],
        codigo: 'SV-011',
        nome: 'Café Torrado e Moído Pilão 500 g',
        marca: 'Pilão',
        unidade: 'un',
        precoCentavos: centavos(1899),
        preconfCentavos: centavos(2199),
        descontoProgressivo: [
          { quantidade: milli(6000), preco: centavos(1799) },
          { quantidade: milli(12000), preco: centavos(1699) },
        ],
        destaque: true,
        vendidos: 300,
      },
      {
        ...base,
        idfornecedor: A,
        idcategoria: c[2],
        codigo: 'SV-020',
        nome: 'Água Mineral Crystal 500 ml Caixa com 12',
        marca: 'Crystal',
        unidade: 'cx',
        precoCentavos: centavos(2390),
        multiploincremento: 12,
        precovendaatacadoCentavos: centavos(2190),
        minvendaatacadoMilli: milli(60000),
        vendidos: 50,
      },
      {
        ...base,
        idfornecedor: A,
        idcategoria: c[2],
        codigo: 'SV-021',
        nome: 'Vinho Tinto Miolo Seleção 750 ml',
        marca: 'Miolo',
        unidade: 'un',
        precoCentavos: centavos(5490),
        precoEmbalagemCentavos: centavos(590),
        maxporpedidoMilli: milli(6000),
      },
      {
        ...base,
        idfornecedor: B,
        idcategoria: c[3],
        codigo: 'MA-001',
        nome: 'Farinha de Trigo Tipo 1 Dona Benta 25 kg',
        marca: 'Dona Benta',
        unidade: 'sc',
        precoCentavos: centavos(11990),
        minPorPedidoMilli: milli(2000),
        vendidos: 80,
      },
      {
        ...base,
        idfornecedor: B,
        idcategoria: c[3],
        codigo: 'MA-002',
        nome: 'Fermento Biológico Seco Fleischmann 500 g',
        marca: 'Fleischmann',
        unidade: 'un',
        precoCentavos: centavos(2290),
        precovendaatacadoCentavos: centavos(1990),
        minvendaatacadoMilli: milli(10000),
      },
      {
        ...base,
        idfornecedor: B,
        idcategoria: c[4],
        codigo: 'MA-010',
        nome: 'Açúcar Cristal Caravelas 5 kg',
        marca: 'Caravelas',
        unidade: 'fd',
        precoCentavos: centavos(2490),
        multiploincremento: 6,
        destaque: true,
      },
    ]);
    await seedCatalogo(tx, A, catA, SERRA_VERDE_CATALOGO);
    await seedCatalogo(tx, B, catB, MAR_AZUL_CATALOGO);
    await seedDemoAttendants(tx);
    await seedLocationSuppliers(tx);
    await tx.execute(
      sql`UPDATE produtos SET imagem = '/imagens/produtos/' || idproduto || '.svg' WHERE imagem = ''`,
    );
    const [ana, padaria] = await tx
      .insert(clientes)
      .values([
        {
          nome: DEMO_CUSTOMERS.ana.nome,
          email: DEMO_CUSTOMERS.ana.email,
          cpf: DEMO_CUSTOMERS.ana.cpf,
          senhaHash,
        },
        {
          nome: DEMO_CUSTOMERS.padaria.nome,
          email: DEMO_CUSTOMERS.padaria.email,
          cpf: DEMO_CUSTOMERS.padaria.cpf,
          senhaHash,
        },
      ])
      .returning({ id: clientes.idcliente });
    await tx.insert(cadastrosCliente).values([
      {
        idcliente: ana!.id,
        idfornecedor: A,
        cadastroAprovado: true,
        limiteCreditoTotalCentavos: centavos(200000),
        limiteCreditoDisponivelCentavos: centavos(200000),
      },
      {
        idcliente: padaria!.id,
        idfornecedor: B,
        cadastroAprovado: true,
        limiteCreditoTotalCentavos: centavos(1000000),
        limiteCreditoDisponivelCentavos: centavos(1000000),
      },
    ]);
    await tx.insert(enderecos).values({
      idcliente: ana!.id,
      rua: 'Rua Harmonia',
      numero: '123',
      bairro: 'Vila Madalena',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '05435000',
      apelido: 'Casa',
      lat: -23.5558,
      lng: -46.6896,
      primario: true,
    });
    await seedCoupons(tx);
    await seedDemoOrders(tx);
    await seedInvoices(tx);
    await seedPaymentSettings(tx);
    await seedAccounts(tx);
    await seedRoles(tx);
    // Last: it records the terms of use as accepted by every customer seeded before it.
    await seedGates(tx);
  });
}

/** Adds to an already seeded demo database what later versions of the seed brought. */
async function upgradeDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [form] = await tx
      .select({ id: formasEntrega.idformaentrega })
      .from(formasEntrega)
      .where(eq(formasEntrega.idfornecedor, DEMO_SUPPLIERS.serraVerde.idfornecedor))
      .limit(1);
    if (!form) await seedDeliveryForms(tx);
    const [horta] = await tx
      .select({ id: fornecedores.idfornecedor })
      .from(fornecedores)
      .where(eq(fornecedores.slug, 'horta-viva'));
    if (!horta) {
      await seedLocationSuppliers(tx);
      await tx.execute(
        sql`UPDATE produtos SET imagem = '/imagens/produtos/' || idproduto || '.svg' WHERE imagem = ''`,
      );
    }
    await seedDemoOrders(tx);
    await seedInvoices(tx);
    await seedPaymentSettings(tx);
    await seedAccounts(tx);
    await seedRoles(tx);
    // Last: it records the terms of use as accepted by every customer seeded before it.
    await seedGates(tx);
  });
}
