import type { NfeEndereco } from './nfe-xml.ts';

/** IBGE municipality codes of the cities the demo suppliers and customers are in. */
const MUNICIPIOS: Readonly<Record<string, string>> = {
  'SAO PAULO/SP': '3550308',
  'RIO DE JANEIRO/RJ': '3304557',
  'BELO HORIZONTE/MG': '3106200',
  'CURITIBA/PR': '4106902',
  'PORTO ALEGRE/RS': '4314902',
  'BRASILIA/DF': '5300108',
};

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().trim();

/**
 * The IBGE code of a city, from the known list; '9999999' (the layout's "unknown/abroad" code)
 * otherwise — the NF-e here is a homologação document, never validated by SEFAZ (ADR 0025).
 */
export function codigoMunicipio(cidade: string, uf: string): string {
  return MUNICIPIOS[`${plain(cidade)}/${plain(uf)}`] ?? '9999999';
}

/**
 * A store's one-line address ('Rua Harmonia, 500 - Vila Madalena, São Paulo/SP') as NF-e fields;
 * a line that does not follow that shape becomes the street, in `fallbackUf`.
 */
export function parseStoreAddress(line: string, fallbackUf = 'SP'): NfeEndereco {
  const match = /^(.+?),\s*([^,-]+?)\s*-\s*(.+?),\s*(.+?)\/([A-Za-z]{2})$/.exec(line.trim());
  if (!match) {
    return {
      xLgr: line.trim() || 'Não informado',
      nro: 'S/N',
      xBairro: 'Centro',
      cMun: '9999999',
      xMun: 'Não informado',
      UF: fallbackUf,
    };
  }
  const [xLgr = '', nro = '', xBairro = '', xMun = '', uf = ''] = match.slice(1);
  const UF = uf.toUpperCase();
  return { xLgr, nro, xBairro, xMun, UF, cMun: codigoMunicipio(xMun, UF) };
}
