import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { centavos, chaveAcesso, milli } from '@vitrine/domain';
import { codigoMunicipio, parseStoreAddress } from './emitter-address.ts';
import { buildNfeXml, HOMOLOGACAO_DEST_NOME } from './nfe-xml.ts';

const chave = chaveAcesso({
  cUF: 35,
  emissao: { ano: 2026, mes: 11 },
  cnpj: '11444777000161',
  modelo: 55,
  serie: 1,
  nNF: 7,
  tpEmis: 1,
  cNF: 12345678,
});

const xml = await buildNfeXml({
  chave,
  cUF: 35,
  cNF: 12345678,
  serie: 1,
  nNF: 7,
  emitidaEm: new Date('2026-11-14T13:05:00Z'),
  emitente: {
    cnpj: '11.444.777/0001-61',
    nome: 'Empório Serra Verde',
    fantasia: 'Empório Serra Verde',
    endereco: parseStoreAddress('Rua Harmonia, 500 - Vila Madalena, São Paulo/SP'),
  },
  destinatario: {
    documento: '52998224725',
    endereco: {
      xLgr: 'Rua Harmonia',
      nro: '123',
      xBairro: 'Vila Madalena',
      cMun: codigoMunicipio('São Paulo', 'SP'),
      xMun: 'São Paulo',
      UF: 'SP',
      CEP: '05435-000',
    },
  },
  itens: [
    {
      codigo: 'SV-001',
      nome: 'Maçã Fuji',
      unidade: 'kg',
      quantidadeMilli: milli(1462),
      precoUnitarioCentavos: centavos(1290),
      totalCentavos: centavos(1886),
      outrosCentavos: centavos(0),
    },
    {
      codigo: 'SV-021',
      nome: 'Vinho Tinto Miolo Seleção 750 ml',
      unidade: 'un',
      quantidadeMilli: milli(1000),
      precoUnitarioCentavos: centavos(5490),
      totalCentavos: centavos(5490),
      outrosCentavos: centavos(590),
    },
  ],
  freteCentavos: centavos(990),
  descontoCentavos: centavos(333),
  tPag: '15',
  entrega: true,
  informacoes: 'Pedido nº 4.',
});

const inf = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml).NFe.infNFe;
const cents = (v: string) => Math.round(Number(v) * 100);

describe('the NF-e 4.00 XML (ADR 0025)', () => {
  it('is a homologação document with the key, São Paulo codes and the SEFAZ recipient name', () => {
    expect(inf['@_Id']).toBe(`NFe${chave}`);
    expect(inf['@_versao']).toBe('4.00');
    expect(inf.ide).toMatchObject({
      tpAmb: '2',
      mod: '55',
      cDV: chave.slice(-1),
      cMunFG: '3550308',
    });
    expect(inf.ide.dhEmi).toBe('2026-11-14T10:05:00-03:00');
    expect(inf.emit).toMatchObject({ CNPJ: '11444777000161', CRT: '1' });
    expect(inf.dest).toMatchObject({ CPF: '52998224725', xNome: HOMOLOGACAO_DEST_NOME });
    expect(inf.dest.enderDest.CEP).toBe('05435000');
    expect(inf.infAdic.infCpl).toMatch(/^SEM VALOR FISCAL/);
  });

  it('adds up: item freight and discount sum to the totals, vNF = products − discount + freight + other', () => {
    const det = inf.det as { prod: Record<string, string> }[];
    expect(det).toHaveLength(2);
    expect(det[0]!.prod).toMatchObject({
      qCom: '1.4620',
      vUnCom: '12.90',
      vProd: '18.86',
      CFOP: '5102',
    });
    const sum = (k: string) => det.reduce((a, d) => a + cents(d.prod[k] ?? '0'), 0);
    const tot = inf.total.ICMSTot;
    expect(sum('vFrete')).toBe(cents(tot.vFrete));
    expect(sum('vDesc')).toBe(cents(tot.vDesc));
    expect(sum('vOutro')).toBe(cents(tot.vOutro));
    expect(cents(tot.vNF)).toBe(1886 + 5490 - 333 + 990 + 590);
    expect(cents(inf.pag.detPag.vPag)).toBe(cents(tot.vNF));
  });

  it('keeps the layout order of ide (indIntermed before procEmi)', () => {
    const order = Object.keys(inf.ide);
    expect(order.indexOf('indPres')).toBeLessThan(order.indexOf('indIntermed'));
    expect(order.indexOf('indIntermed')).toBeLessThan(order.indexOf('procEmi'));
  });
});

describe('the issuer address', () => {
  it('reads a store line, and falls back for anything else', () => {
    expect(parseStoreAddress('Av. do Estado, 4000 - Cambuci, São Paulo/SP')).toEqual({
      xLgr: 'Av. do Estado',
      nro: '4000',
      xBairro: 'Cambuci',
      xMun: 'São Paulo',
      UF: 'SP',
      cMun: '3550308',
    });
    expect(parseStoreAddress('Galpão 3').cMun).toBe('9999999');
  });
});
