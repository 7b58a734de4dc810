import { allocateProportionally, type Centavos, type Milli } from '@vitrine/domain';

/** The NF-e namespace of layout 4.00. */
export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
/** The homologação recipient name SEFAZ demands (NT 2011.004). */
export const HOMOLOGACAO_DEST_NOME = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';
/** The mark printed on documents of the homologação environment. */
export const SEM_VALOR_FISCAL = 'SEM VALOR FISCAL';

/** An address as the NF-e groups it (enderEmit / enderDest). */
export interface NfeEndereco {
  xLgr: string;
  nro: string;
  xCpl?: string | null;
  xBairro: string;
  cMun: string;
  xMun: string;
  UF: string;
  CEP?: string | null;
}

/** What an NF-e is built from (money in centavos, quantities in milli-units). */
export interface NfeData {
  chave: string;
  cUF: number;
  cNF: number;
  serie: number;
  nNF: number;
  emitidaEm: Date;
  emitente: { cnpj: string; nome: string; fantasia: string; endereco: NfeEndereco; fone?: string };
  destinatario: {
    /** 11 digits (CPF), 14 (CNPJ) or null (foreign document). */
    documento: string | null;
    idEstrangeiro?: string | null;
    endereco: NfeEndereco | null;
    email?: string | null;
  };
  itens: ReadonlyArray<{
    codigo: string;
    nome: string;
    unidade: string;
    quantidadeMilli: Milli;
    precoUnitarioCentavos: Centavos;
    /** Items only (price × quantity), centavos. */
    totalCentavos: Centavos;
    /** Gift packaging of the line, centavos (vOutro). */
    outrosCentavos: Centavos;
  }>;
  freteCentavos: Centavos;
  descontoCentavos: Centavos;
  /** tPag of the NF-e payment group (01 cash, 03 card, 05 store credit, 15 boleto, 17 Pix, 99). */
  tPag: string;
  entrega: boolean;
  informacoes: string;
}

const money = (c: number) => (c / 100).toFixed(2);
const qty = (m: number) => (m / 1000).toFixed(4);
/** Date-time with the São Paulo offset, as the schema's TDateTimeUTC pattern asks. */
function dateTime(d: Date): string {
  const local = new Date(d.getTime() - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

function endereco(e: NfeEndereco) {
  return {
    xLgr: e.xLgr.slice(0, 60),
    nro: e.nro.slice(0, 60) || 'S/N',
    ...(e.xCpl ? { xCpl: e.xCpl.slice(0, 60) } : {}),
    xBairro: e.xBairro.slice(0, 60),
    cMun: e.cMun,
    xMun: e.xMun.slice(0, 60),
    UF: e.UF,
    ...(e.CEP ? { CEP: e.CEP.replace(/\D/g, '') } : {}),
    cPais: '1058',
    xPais: 'Brasil',
  };
}

/**
 * The NF-e 4.00 XML of `data` in the homologação environment (tpAmb 2): ide, emit, dest (named as
 * SEFAZ requires in homologação), one det per item (CSOSN 102, PIS/COFINS CST 07), ICMSTot whose
 * sums equal the items' (freight and discount split over the items), transp, pag and infAdic
 * with "SEM VALOR FISCAL". Unsigned: there is no A1 certificate in a sandbox (ADR 0025).
 */
export async function buildNfeXml(data: NfeData): Promise<string> {
  // Loaded on first use: only NF-e issue needs it (about 100 ms of the API's start).
  const { create } = await import('xmlbuilder2');
  const weights = data.itens.map((i) => i.totalCentavos);
  const frete = allocateProportionally(data.freteCentavos, weights);
  const desconto = allocateProportionally(data.descontoCentavos, weights);
  const vProd = data.itens.reduce((a, i) => a + i.totalCentavos, 0);
  const vOutro = data.itens.reduce((a, i) => a + i.outrosCentavos, 0);
  const vNF = vProd - data.descontoCentavos + data.freteCentavos + vOutro;
  const doc = data.destinatario.documento;
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NFE_NAMESPACE, 'NFe');
  const inf = root.ele('infNFe', { versao: '4.00', Id: `NFe${data.chave}` });
  inf.ele({
    ide: {
      cUF: String(data.cUF),
      cNF: String(data.cNF).padStart(8, '0'),
      natOp: 'VENDA DE MERCADORIA',
      mod: '55',
      serie: String(data.serie),
      nNF: String(data.nNF),
      dhEmi: dateTime(data.emitidaEm),
      tpNF: '1',
      idDest: data.emitente.endereco.UF === data.destinatario.endereco?.UF ? '1' : '2',
      cMunFG: data.emitente.endereco.cMun,
      tpImp: '1',
      tpEmis: '1',
      cDV: data.chave.slice(-1),
      tpAmb: '2',
      finNFe: '1',
      indFinal: '1',
      indPres: '2',
      // Internet sale on the supplier's own site: no intermediary (NT 2020.006).
      indIntermed: '0',
      procEmi: '0',
      verProc: 'Vitrine 1.0',
    },
  });
  inf.ele({
    emit: {
      CNPJ: data.emitente.cnpj.replace(/\D/g, ''),
      xNome: data.emitente.nome.slice(0, 60),
      xFant: data.emitente.fantasia.slice(0, 60),
      enderEmit: {
        ...endereco(data.emitente.endereco),
        ...(data.emitente.fone ? { fone: data.emitente.fone.replace(/\D/g, '') } : {}),
      },
      IE: 'ISENTO',
      CRT: '1',
    },
  });
  inf.ele({
    dest: {
      ...(doc?.length === 14
        ? { CNPJ: doc }
        : doc
          ? { CPF: doc }
          : { idEstrangeiro: data.destinatario.idEstrangeiro ?? '' }),
      xNome: HOMOLOGACAO_DEST_NOME,
      ...(data.destinatario.endereco ? { enderDest: endereco(data.destinatario.endereco) } : {}),
      indIEDest: '9',
      ...(data.destinatario.email ? { email: data.destinatario.email.slice(0, 60) } : {}),
    },
  });
  data.itens.forEach((item, i) => {
    inf.ele('det', { nItem: String(i + 1) }).ele({
      prod: {
        cProd: item.codigo.slice(0, 60),
        cEAN: 'SEM GTIN',
        xProd: item.nome.slice(0, 120),
        NCM: '00000000',
        CFOP: data.emitente.endereco.UF === data.destinatario.endereco?.UF ? '5102' : '6102',
        uCom: item.unidade.slice(0, 6),
        qCom: qty(item.quantidadeMilli),
        vUnCom: money(item.precoUnitarioCentavos),
        vProd: money(item.totalCentavos),
        cEANTrib: 'SEM GTIN',
        uTrib: item.unidade.slice(0, 6),
        qTrib: qty(item.quantidadeMilli),
        vUnTrib: money(item.precoUnitarioCentavos),
        ...(frete[i] ? { vFrete: money(frete[i]) } : {}),
        ...(desconto[i] ? { vDesc: money(desconto[i]) } : {}),
        ...(item.outrosCentavos ? { vOutro: money(item.outrosCentavos) } : {}),
        indTot: '1',
      },
      imposto: {
        ICMS: { ICMSSN102: { orig: '0', CSOSN: '102' } },
        PIS: { PISNT: { CST: '07' } },
        COFINS: { COFINSNT: { CST: '07' } },
      },
    });
  });
  const zero = money(0);
  inf.ele({
    total: {
      ICMSTot: {
        vBC: zero,
        vICMS: zero,
        vICMSDeson: zero,
        vFCP: zero,
        vBCST: zero,
        vST: zero,
        vFCPST: zero,
        vFCPSTRet: zero,
        vProd: money(vProd),
        vFrete: money(data.freteCentavos),
        vSeg: zero,
        vDesc: money(data.descontoCentavos),
        vII: zero,
        vIPI: zero,
        vIPIDevol: zero,
        vPIS: zero,
        vCOFINS: zero,
        vOutro: money(vOutro),
        vNF: money(vNF),
      },
    },
  });
  inf.ele({ transp: { modFrete: data.entrega ? '0' : '9' } });
  inf.ele({ pag: { detPag: { tPag: data.tPag, vPag: money(vNF) } } });
  inf.ele({ infAdic: { infCpl: `${SEM_VALOR_FISCAL}. ${data.informacoes}`.slice(0, 5000) } });
  return root.end({ prettyPrint: true });
}
