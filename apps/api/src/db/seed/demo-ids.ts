/**
 * Fixed ids and logins of the demo data: tests, benchmarks and the README refer to these.
 */
export const DEMO_SUPPLIERS = {
  serraVerde: {
    idfornecedor: '5e7a1c2e-3b4d-4f6a-8c9d-0e1f2a3b4c5d',
    slug: 'serra-verde',
    nome: 'Empório Serra Verde',
  },
  marAzul: {
    idfornecedor: '7b2c9d4e-5f6a-4b8c-9d0e-1f2a3b4c5d6e',
    slug: 'mar-azul',
    nome: 'Atacado Mar Azul',
  },
  /** Both access gates (address first, then supplier choice); see location-suppliers-seed.ts. */
  hortaViva: {
    idfornecedor: '9d4e1f2a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
    slug: 'horta-viva',
    nome: 'Horta Viva Orgânicos',
  },
  /** Delivers in the centre, inside Serra Verde's area: a real choice of suppliers there. */
  casaDoPao: {
    idfornecedor: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5e',
    slug: 'casa-do-pao',
    nome: 'Casa do Pão',
  },
} as const;

export const DEMO_PASSWORD = 'vitrine123';

export const DEMO_CUSTOMERS = {
  /** Logs in by CPF at serra-verde. */
  ana: {
    nome: 'Ana Souza',
    cpf: '52998224725',
    login: '529.982.247-25',
    email: 'ana.souza@exemplo.com.br',
    senha: DEMO_PASSWORD,
  },
  /** Logs in by e-mail at mar-azul. */
  padaria: {
    nome: 'Padaria Boa Sorte',
    cpf: '11222333000181',
    login: 'compras@padariaboasorte.com.br',
    email: 'compras@padariaboasorte.com.br',
    senha: DEMO_PASSWORD,
  },
} as const;

/** The demo coupon codes per supplier (see coupons-seed.ts and the README). */
export const DEMO_COUPONS = {
  serraVerde: { automatic: 'SERRA5', percent: 'SERRA10', absolute: 'SERRA15OFF' },
  marAzul: { automatic: 'MARAZUL3', percent: 'ATACADO8', absolute: 'MAR50OFF' },
} as const;
