import type { EmpresaReceita } from './tax-registry.ts';

/**
 * The sandbox registry's companies (ADR 0027): realistic, fictitious records with valid CNPJ
 * check digits, so the embedded default and the tests register companies offline. Eleven are
 * ATIVA; 55.666.777/0001-81 is BAIXADA and 66.777.888/0001-81 is SUSPENSA. Any other valid CNPJ
 * gets a generated active company (sandbox-generated-company.ts), except branch 9999 (404).
 */
export const SANDBOX_COMPANIES: readonly EmpresaReceita[] = [
  company('11222333000181', 'PADARIA BOA SORTE LTDA', 'Padaria Boa Sorte', 'ATIVA', [
    'Rua Augusta',
    '1200',
    '',
    'Consolação',
    'São Paulo',
    'SP',
    '01304001',
  ]),
  company('22333444000181', 'PADARIA PAO DOURADO EIRELI', 'Pão Dourado', 'ATIVA', [
    'Avenida Brigadeiro Faria Lima',
    '2100',
    'Loja 3',
    'Jardim Paulistano',
    'São Paulo',
    'SP',
    '01452000',
  ]),
  company('33444555000181', 'RESTAURANTE SABOR DA SERRA LTDA', 'Sabor da Serra', 'ATIVA', [
    'Rua XV de Novembro',
    '540',
    '',
    'Centro',
    'Blumenau',
    'SC',
    '89010001',
  ]),
  company(
    '44555666000181',
    'EMPORIO MAR AZUL COMERCIO DE ALIMENTOS LTDA',
    'Empório Mar Azul',
    'ATIVA',
    ['Avenida Atlântica', '1702', '', 'Copacabana', 'Rio de Janeiro', 'RJ', '22021001'],
  ),
  company('55666777000181', 'LANCHONETE ESQUINA ANTIGA LTDA', 'Esquina Antiga', 'BAIXADA', [
    'Rua da Consolação',
    '300',
    '',
    'Consolação',
    'São Paulo',
    'SP',
    '01302000',
  ]),
  company('66777888000181', 'DISTRIBUIDORA SOL NASCENTE LTDA', 'Sol Nascente', 'SUSPENSA', [
    'Rua dos Andradas',
    '1001',
    '',
    'Centro Histórico',
    'Porto Alegre',
    'RS',
    '90020007',
  ]),
  company('77888999000181', 'HOTEL PRAIA SERENA S.A.', 'Praia Serena Hotel', 'ATIVA', [
    'Avenida Beira Mar',
    '3980',
    '',
    'Meireles',
    'Fortaleza',
    'CE',
    '60165121',
  ]),
  company('88999000000198', 'CAFETERIA GRAO NOBRE LTDA', 'Grão Nobre', 'ATIVA', [
    'Rua Oscar Freire',
    '900',
    '',
    'Jardim Paulista',
    'São Paulo',
    'SP',
    '01426001',
  ]),
  company('99000111000165', 'SUPERMERCADO VILA NOVA LTDA', '', 'ATIVA', [
    'Avenida Afonso Pena',
    '1500',
    '',
    'Centro',
    'Belo Horizonte',
    'MG',
    '30130005',
  ]),
  company('12345678000195', 'BUFFET FESTA ALEGRE LTDA', 'Festa Alegre', 'ATIVA', [
    'Rua Harmonia',
    '77',
    '',
    'Vila Madalena',
    'São Paulo',
    'SP',
    '05435000',
  ]),
  company('23456789000195', 'ACOUGUE BOI GORDO LTDA', 'Boi Gordo', 'ATIVA', [
    'Rua Marechal Deodoro',
    '630',
    '',
    'Centro',
    'Curitiba',
    'PR',
    '80010010',
  ]),
  company('34567890000130', 'PIZZARIA FORNO A LENHA LTDA', 'Forno a Lenha', 'ATIVA', [
    'Rua das Laranjeiras',
    '210',
    '',
    'Laranjeiras',
    'Rio de Janeiro',
    'RJ',
    '22240003',
  ]),
  company('45678901000175', 'COZINHA INDUSTRIAL BOM PRATO LTDA', 'Bom Prato', 'ATIVA', [
    'Avenida Sete de Setembro',
    '1250',
    'Galpão 2',
    'Vitória',
    'Salvador',
    'BA',
    '40080001',
  ]),
];

type Address = [string, string, string, string, string, string, string];

function company(
  cnpj: string,
  razao_social: string,
  nome_fantasia: string,
  situacao: EmpresaReceita['situacao'],
  [logradouro, numero, complemento, bairro, municipio, uf, cep]: Address,
): EmpresaReceita {
  return {
    cnpj,
    razao_social,
    nome_fantasia,
    situacao,
    endereco: { logradouro, numero, complemento, bairro, municipio, uf, cep },
    data_inicio_atividade: '2015-03-02',
  };
}
