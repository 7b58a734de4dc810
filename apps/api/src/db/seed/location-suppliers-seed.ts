import { centavos } from '@vitrine/domain';
import type { Db } from '../client.ts';
import {
  categorias,
  formasEntrega,
  formasPagamento,
  fornecedores,
  janelasEntrega,
  lojas,
  produtos,
} from '../schema/index.ts';
import { insertServiceArea } from '../../modules/suppliers/suppliers-repository.ts';
import { emLotes, gerarProdutos, slugify } from './catalog-generator.ts';
import type { CatalogoFornecedor } from './data/types.ts';
import { DEMO_SUPPLIERS } from './demo-ids.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/*
 * The location demo (issue 9 §3): Horta Viva, a storefront behind both access gates
 * (requires-address-to-access, requires-supplier-to-access), and Casa do Pão, a bakery whose
 * delivery area overlaps Serra Verde's, so a CEP in the centre has a real choice of suppliers.
 * Both belong to company 1 with Serra Verde.
 */

const ORDENACOES = [
  { valor: 'RELEVANCIA', descricao: 'Relevância' },
  { valor: 'MAIS_VENDIDOS', descricao: 'Mais vendidos' },
  { valor: 'MENOR_PRECO', descricao: 'Menor preço' },
  { valor: 'MAIOR_PRECO', descricao: 'Maior preço' },
  { valor: 'NOME_AZ', descricao: 'Nome (A–Z)' },
  { valor: 'NOME_ZA', descricao: 'Nome (Z–A)' },
];

/** Horta Viva's delivery polygon: the west and south-west of São Paulo (Pinheiros to Moema). */
const HORTA_VIVA_AREA = [
  { lat: -23.52, lng: -46.75 },
  { lat: -23.52, lng: -46.64 },
  { lat: -23.63, lng: -46.64 },
  { lat: -23.63, lng: -46.75 },
];

/** Casa do Pão's delivery polygon: the centre, inside Serra Verde's area. */
const CASA_DO_PAO_AREA = [
  { lat: -23.53, lng: -46.68 },
  { lat: -23.53, lng: -46.6 },
  { lat: -23.6, lng: -46.6 },
  { lat: -23.6, lng: -46.68 },
];

const HORTA_VIVA_CATALOGO: CatalogoFornecedor = {
  prefixo: 'HV',
  semente: 9301,
  atacado: 0.1,
  categorias: [
    { nome: 'Verduras', descricao: 'Verduras orgânicas colhidas no dia.' },
    { nome: 'Frutas', descricao: 'Frutas orgânicas da estação.' },
    { nome: 'Cestas', descricao: 'Cestas semanais de orgânicos.' },
  ],
  familias: [
    {
      cat: 'Verduras',
      t: '{v} Orgânica {m}',
      m: ['Horta Viva', 'Sítio Boa Terra'],
      v: [
        ['Alface Crespa', 499],
        ['Rúcula', 549],
        ['Couve Manteiga', 459],
        ['Escarola', 529],
      ],
    },
    {
      cat: 'Frutas',
      t: '{v} Orgânica {m}',
      m: ['Horta Viva'],
      kg: true,
      v: [
        ['Banana Nanica', 890],
        ['Laranja Pera', 790],
        ['Maçã Gala', 1490],
        ['Manga Palmer', 1190],
      ],
    },
    {
      cat: 'Cestas',
      t: 'Cesta Orgânica {v} {m}',
      m: ['Horta Viva'],
      emb: 800,
      v: [
        ['Pequena', 8990],
        ['Média', 12990],
        ['Grande', 16990],
      ],
    },
  ],
  vinculados: [],
};

const CASA_DO_PAO_CATALOGO: CatalogoFornecedor = {
  prefixo: 'CP',
  semente: 4402,
  atacado: 0.2,
  categorias: [
    { nome: 'Pães', descricao: 'Pães de fermentação natural, assados de madrugada.' },
    { nome: 'Bolos e Doces', descricao: 'Bolos caseiros e doces da casa.' },
  ],
  familias: [
    {
      cat: 'Pães',
      t: 'Pão {v} {m}',
      m: ['Casa do Pão'],
      v: [
        ['Francês (10 un)', 1090],
        ['de Fermentação Natural', 2490],
        ['Integral de Forma', 1390],
        ['de Queijo (12 un)', 2290],
      ],
    },
    {
      cat: 'Bolos e Doces',
      t: 'Bolo de {v} {m}',
      m: ['Casa do Pão'],
      v: [
        ['Cenoura com Chocolate', 3490],
        ['Fubá com Goiabada', 2990],
        ['Laranja', 2790],
      ],
    },
  ],
  vinculados: [],
};

async function seedSmallCatalog(tx: Tx, idfornecedor: string, catalogo: CatalogoFornecedor) {
  const cats = await tx
    .insert(categorias)
    .values(
      catalogo.categorias.map((cat, i) => ({
        idfornecedor,
        nome: cat.nome,
        slug: slugify(cat.nome),
        ordem: i + 1,
      })),
    )
    .returning({ id: categorias.idcategoria, nome: categorias.nome });
  const rows = gerarProdutos(catalogo, {
    idfornecedor,
    categoriaIds: new Map(cats.map((c) => [c.nome, c.id])),
    reservados: new Set(),
  });
  for (const lote of emLotes(rows)) await tx.insert(produtos).values(lote);
}

/**
 * Seeds the location demo suppliers (Horta Viva, Casa do Pão) with theme, tags, payment
 * methods, stores, service areas, delivery forms with windows and a small catalog. Called by
 * `seedDemo` inside its transaction; product images are filled by its final UPDATE.
 */
export async function seedLocationSuppliers(tx: Tx): Promise<void> {
  const H = DEMO_SUPPLIERS.hortaViva;
  const C = DEMO_SUPPLIERS.casaDoPao;
  await tx.insert(fornecedores).values([
    {
      idfornecedor: H.idfornecedor,
      idempresa: 1,
      slug: H.slug,
      nome: H.nome,
      cnpj: '34028316000103',
      tags: [
        'has-delivery',
        'has-collect',
        'requires-address-to-access',
        'requires-supplier-to-access',
      ],
      ordenacoesProduto: ORDENACOES,
      tema: {
        corPrimaria: '#5b2a86',
        corPrimariaTexto: '#ffffff',
        corSecundaria: '#9bc53d',
        corFundo: '#f7f4fb',
        corTexto: '#24153a',
        logo: `/imagens/fornecedores/${H.slug}.svg`,
      },
      rodape: {
        texto: 'Horta Viva — orgânicos da roça para a sua casa.',
        telefone: '(11) 4040-5050',
        email: 'ola@hortaviva.com.br',
        endereco: 'Rua dos Pinheiros, 900 - Pinheiros, São Paulo/SP',
        links: [],
      },
      metaInfo: { default_store: 'Horta Viva Pinheiros' },
      pixChave: 'pix@hortaviva.com.br',
      pixCidade: 'SAO PAULO',
    },
    {
      idfornecedor: C.idfornecedor,
      idempresa: 1,
      slug: C.slug,
      nome: C.nome,
      cnpj: '06990590000123',
      tags: ['has-delivery'],
      ordenacoesProduto: ORDENACOES,
      tema: {
        corPrimaria: '#8a4b14',
        corPrimariaTexto: '#ffffff',
        corSecundaria: '#f2c14e',
        corFundo: '#fbf6ee',
        corTexto: '#2e1a08',
        logo: `/imagens/fornecedores/${C.slug}.svg`,
      },
      rodape: {
        texto: 'Casa do Pão — padaria artesanal com entrega no centro.',
        telefone: '(11) 3131-2121',
        email: 'pedidos@casadopao.com.br',
        endereco: 'Rua Treze de Maio, 300 - Bela Vista, São Paulo/SP',
        links: [],
      },
      metaInfo: {},
      pixChave: '06990590000123',
      pixCidade: 'SAO PAULO',
    },
  ]);
  const [pinheiros] = await tx
    .insert(lojas)
    .values([
      {
        idfornecedor: H.idfornecedor,
        nome: 'Horta Viva Pinheiros',
        descricaoEnderecoLoja: 'Rua dos Pinheiros, 900 - Pinheiros, São Paulo/SP',
        latitude: -23.5667,
        longitude: -46.6905,
        horario: 'Ter a dom, 8h às 18h',
      },
      {
        idfornecedor: H.idfornecedor,
        nome: 'Horta Viva Moema',
        descricaoEnderecoLoja: 'Av. Ibirapuera, 2100 - Moema, São Paulo/SP',
        latitude: -23.6035,
        longitude: -46.6662,
        horario: 'Seg a sáb, 9h às 19h',
      },
      {
        idfornecedor: C.idfornecedor,
        nome: 'Casa do Pão Bela Vista',
        descricaoEnderecoLoja: 'Rua Treze de Maio, 300 - Bela Vista, São Paulo/SP',
        latitude: -23.5596,
        longitude: -46.6432,
        horario: 'Todos os dias, 6h às 21h',
      },
    ])
    .returning({ idloja: lojas.idloja });
  await insertServiceArea(tx, {
    idfornecedor: H.idfornecedor,
    nome: 'Zona oeste e sul',
    coordenadas: HORTA_VIVA_AREA,
    prefixosCep: ['054', '055', '056'],
  });
  await insertServiceArea(tx, {
    idfornecedor: C.idfornecedor,
    nome: 'Centro',
    coordenadas: CASA_DO_PAO_AREA,
    prefixosCep: ['013', '015'],
  });
  await tx.insert(formasPagamento).values([
    {
      idfornecedor: H.idfornecedor,
      descricao: 'Pix',
      tipo: 'PIX',
      exigePagamentoAntecipado: true,
      ordem: 1,
    },
    {
      idfornecedor: H.idfornecedor,
      descricao: 'Cartão de crédito',
      tipo: 'CARTAO',
      exigePagamentoAntecipado: true,
      ordem: 2,
    },
    {
      idfornecedor: H.idfornecedor,
      descricao: 'Boleto bancário',
      tipo: 'BOLETO',
      exigePagamentoAntecipado: false,
      ordem: 3,
    },
    {
      idfornecedor: C.idfornecedor,
      descricao: 'Pix',
      tipo: 'PIX',
      exigePagamentoAntecipado: true,
      ordem: 1,
    },
    {
      idfornecedor: C.idfornecedor,
      descricao: 'Dinheiro na entrega',
      tipo: 'DINHEIRO',
      exigePagamentoAntecipado: false,
      ordem: 2,
    },
  ]);
  const forms = await tx
    .insert(formasEntrega)
    .values([
      {
        idfornecedor: H.idfornecedor,
        nome: 'Entrega agendada',
        tipo: 'DELIVERY',
        poligonos: [HORTA_VIVA_AREA],
        regraTaxa: { tipo: 'FIXA', valorCentavos: 990 },
        gratisAcimaDeCentavos: centavos(25000),
        pedidoMinimoCentavos: centavos(5000),
        prazoDias: 1,
        horarioCorte: '18:00',
        idlojaExpedicao: pinheiros!.idloja,
        ordem: 1,
      },
      {
        idfornecedor: H.idfornecedor,
        nome: 'Retirada na loja',
        tipo: 'RETIRADA',
        regraTaxa: { tipo: 'FIXA', valorCentavos: 0 },
        prazoDias: 0,
        horarioCorte: '12:00',
        fechaDomingo: false,
        ordem: 2,
      },
      {
        idfornecedor: C.idfornecedor,
        nome: 'Entrega da manhã',
        tipo: 'DELIVERY',
        poligonos: [CASA_DO_PAO_AREA],
        faixasCep: [
          { inicio: '01300000', fim: '01399999' },
          { inicio: '01500000', fim: '01599999' },
        ],
        regraTaxa: { tipo: 'FIXA', valorCentavos: 790 },
        pedidoMinimoCentavos: centavos(3000),
        prazoDias: 1,
        horarioCorte: '20:00',
        fechaDomingo: false,
        ordem: 1,
      },
    ])
    .returning({ id: formasEntrega.idformaentrega });
  const [hvEntrega, hvRetirada, cpEntrega] = forms.map((f) => f.id) as [number, number, number];
  await tx.insert(janelasEntrega).values([
    { idformaentrega: hvEntrega, inicio: '08:00', fim: '12:00', capacidade: 20 },
    { idformaentrega: hvEntrega, inicio: '14:00', fim: '18:00', capacidade: 20 },
    { idformaentrega: hvRetirada, inicio: '09:00', fim: '18:00', capacidade: 50 },
    { idformaentrega: cpEntrega, inicio: '06:30', fim: '09:30', capacidade: 30 },
  ]);
  await seedSmallCatalog(tx, H.idfornecedor, HORTA_VIVA_CATALOGO);
  await seedSmallCatalog(tx, C.idfornecedor, CASA_DO_PAO_CATALOGO);
}
