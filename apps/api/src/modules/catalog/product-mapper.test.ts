import { centavos, milli } from '@vitrine/domain';
import { describe, expect, it } from 'vitest';
import { Produto } from '@vitrine/contract';
import { toDescontoProgressivo, toProduto, type ProdutoRow } from './product-mapper.ts';
import { escapeXml, initials, productImageSvg, wrapName } from './product-image.ts';
import { prefixQueryText } from './search-text.ts';

const row: ProdutoRow = {
  idproduto: 7,
  idfornecedor: '11111111-1111-4111-8111-111111111111',
  codigo: 'ACU-1',
  nome: 'Açúcar Refinado 1kg',
  marca: 'União',
  descricao: 'Pacote de 1 kg',
  unidade: 'un',
  imagem: '/imagens/produtos/7.svg',
  idcategoria: 3,
  categoriaNome: 'Mercearia',
  precoCentavos: centavos(1099),
  preconfCentavos: centavos(1299),
  precovendaatacadoCentavos: centavos(990),
  minvendaatacadoMilli: milli(12_000),
  multiploincremento: 1,
  granularidadeMilli: milli(250),
  minPorPedidoMilli: milli(500),
  maxporpedidoMilli: milli(100_000),
  precoEmbalagemCentavos: centavos(350),
  descontoProgressivo: [
    { quantidade: milli(6000), preco: centavos(990) },
    { quantidade: milli(12_000), preco: centavos(850) },
  ],
  idcadastroextraproduto: null,
  destaque: true,
  vendidos: 10,
  ativo: true,
};

describe('toProduto', () => {
  it('converts centavos to reais and milli to quantities, in the contract shape', () => {
    const produto = toProduto(row);
    expect(Produto.parse(produto)).toEqual(produto);
    expect(produto).toMatchObject({
      id: 7,
      categoria: { idcategoria: 3, nome: 'Mercearia' },
      preco: 10.99,
      preconf: 12.99,
      precovendaatacado: 9.9,
      minvendaatacado: 12,
      granularidade: 0.25,
      min_por_pedido: 0.5,
      maxporpedido: 100,
      preco_embalagem: 3.5,
      efeitospoliticas: { descontoProgressivo: { '6': 9.9, '12': 8.5 } },
    });
  });

  it('keeps absent optional prices and quantities null', () => {
    const produto = toProduto({
      ...row,
      preconfCentavos: null,
      precovendaatacadoCentavos: null,
      minvendaatacadoMilli: null,
      maxporpedidoMilli: null,
      precoEmbalagemCentavos: null,
      descontoProgressivo: null,
    });
    expect(produto).toMatchObject({
      preconf: null,
      precovendaatacado: null,
      minvendaatacado: null,
      maxporpedido: null,
      preco_embalagem: null,
      efeitospoliticas: { descontoProgressivo: null },
    });
  });
});

describe('toDescontoProgressivo', () => {
  it('maps fractional thresholds and treats an empty list as no discount', () => {
    expect(toDescontoProgressivo([{ quantidade: milli(1500), preco: centavos(1000) }])).toEqual({
      '1.5': 10,
    });
    expect(toDescontoProgressivo([])).toBeNull();
  });
});

describe('prefixQueryText', () => {
  it('turns words into prefix terms and drops tsquery syntax', () => {
    expect(prefixQueryText('acuc refin')).toBe('acuc:* & refin:*');
    expect(prefixQueryText("coca-cola a:* | !b ' (x)")).toBe('coca:* & cola:* & a:* & b:* & x:*');
    expect(prefixQueryText('café')).toBe('café:*');
    expect(prefixQueryText(' !!! ')).toBeNull();
  });
});

describe('product image', () => {
  it('escapes the name and refuses unsafe colours', () => {
    const svg = productImageSvg({
      nome: '<script>alert(1)</script> & "x"',
      unidade: 'kg',
      corPrimaria: 'red" onload="alert(1)',
      corPrimariaTexto: '#fff',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('onload');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('shows initials and wraps long names in at most 3 lines', () => {
    expect(initials('Açúcar Refinado União')).toBe('AR');
    expect(initials('  ')).toBe('?');
    expect(
      wrapName('Biscoito Recheado Sabor Chocolate com Morango Pacote Família 400g'),
    ).toHaveLength(3);
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });
});
