import type { EmpresaReceita } from './tax-registry.ts';
import { SANDBOX_COMPANIES } from './sandbox-companies.ts';

/**
 * The sandbox registry's answer for a CNPJ it does not list (ADR 0027): the real registry knows
 * every company a new user may type, so the sandbox answers any valid CNPJ with an active,
 * realistic company derived from its digits — the same CNPJ always gives the same company —
 * except branch 9999 (`XX.XXX.XXX/9999-XX`), which stands for a CNPJ the registry does not
 * know (404), as BrasilAPI answers for a number never issued.
 */
export function generatedCompany(cnpj: string): EmpresaReceita | null {
  if (cnpj.slice(8, 12) === UNKNOWN_BRANCH) return null;
  const root = Number(cnpj.slice(0, 8));
  const activity = pick(ACTIVITIES, root);
  const name = pick(NAMES, Math.floor(root / ACTIVITIES.length));
  const { endereco } = pick(ACTIVE_ADDRESSES, Math.floor(root / 7));
  const year = 1995 + (root % 29);
  const month = 1 + (Math.floor(root / 29) % 12);
  const day = 1 + (Math.floor(root / 348) % 28);
  return {
    cnpj,
    razao_social: `${activity.legal} ${name.legal} ${activity.suffix}`,
    nome_fantasia: `${activity.trade} ${name.trade}`,
    situacao: 'ATIVA',
    endereco: { ...endereco },
    data_inicio_atividade: `${year}-${pad(month)}-${pad(day)}`,
  };
}

/** The branch number of the CNPJs the sandbox registry does not know. */
export const UNKNOWN_BRANCH = '9999';

const ACTIVITIES = [
  { legal: 'PADARIA', trade: 'Padaria', suffix: 'LTDA' },
  { legal: 'MERCEARIA', trade: 'Mercearia', suffix: 'LTDA' },
  { legal: 'RESTAURANTE', trade: 'Restaurante', suffix: 'LTDA' },
  { legal: 'LANCHONETE', trade: 'Lanchonete', suffix: 'LTDA' },
  { legal: 'EMPORIO', trade: 'Empório', suffix: 'COMERCIO DE ALIMENTOS LTDA' },
  { legal: 'CAFETERIA', trade: 'Café', suffix: 'LTDA' },
  { legal: 'HORTIFRUTI', trade: 'Hortifrúti', suffix: 'LTDA' },
  { legal: 'BAR E RESTAURANTE', trade: 'Bar', suffix: 'LTDA' },
  { legal: 'SUPERMERCADO', trade: 'Supermercado', suffix: 'S.A.' },
  { legal: 'PIZZARIA', trade: 'Pizzaria', suffix: 'LTDA' },
] as const;

const NAMES = [
  { legal: 'SAO JORGE', trade: 'São Jorge' },
  { legal: 'BOA VISTA', trade: 'Boa Vista' },
  { legal: 'PRIMAVERA', trade: 'Primavera' },
  { legal: 'DO VALE', trade: 'do Vale' },
  { legal: 'ESPERANCA', trade: 'Esperança' },
  { legal: 'AURORA', trade: 'Aurora' },
  { legal: 'SANTA LUZIA', trade: 'Santa Luzia' },
  { legal: 'IPE AMARELO', trade: 'Ipê Amarelo' },
  { legal: 'TRES IRMAOS', trade: 'Três Irmãos' },
  { legal: 'BEIRA MAR', trade: 'Beira Mar' },
  { legal: 'PE DE SERRA', trade: 'Pé de Serra' },
  { legal: 'NOVA ERA', trade: 'Nova Era' },
] as const;

/** Real addresses (with their CEPs) of the listed active companies. */
const ACTIVE_ADDRESSES = SANDBOX_COMPANIES.filter((c) => c.situacao === 'ATIVA');

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]!;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
