import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from './demo-ids.ts';

/** The demo linked users' password (README, demo data only). */
export const DEMO_LINKED_USER_PASSWORD = 'vinculado123';
/** The demo representatives' password (README, demo data only). */
export const DEMO_REPRESENTATIVE_PASSWORD = 'consultor123';

/** Where a demo role customer's first address is (a point inside its supplier's area). */
interface DemoAddress {
  rua: string;
  numero: string;
  bairro: string;
  cep: string;
  lat: number;
  lng: number;
}

const VILA_MADALENA: DemoAddress = {
  rua: 'Rua Harmonia',
  numero: '200',
  bairro: 'Vila Madalena',
  cep: '05435000',
  lat: -23.5558,
  lng: -46.6896,
};
const PINHEIROS: DemoAddress = {
  rua: 'Rua dos Pinheiros',
  numero: '1200',
  bairro: 'Pinheiros',
  cep: '05422001',
  lat: -23.5653,
  lng: -46.6853,
};
const BELA_VISTA: DemoAddress = {
  rua: 'Rua Treze de Maio',
  numero: '640',
  bairro: 'Bela Vista',
  cep: '01327000',
  lat: -23.5614,
  lng: -46.6449,
};

/**
 * Extra demo customers (CNPJs with valid check digits): the clients of each supplier's linked
 * user and representative, and one registered only at mar-azul.
 */
export const DEMO_ROLE_CUSTOMERS = {
  /** Serra-verde's second client (CNPJ), for the linked user and the representative. */
  mercearia: {
    nome: 'Mercearia Bom Preço',
    cpf: '58333577947666',
    email: 'compras@merceariabompreco.com.br',
    fornecedor: DEMO_SUPPLIERS.serraVerde,
    endereco: VILA_MADALENA,
  },
  /** Mar-azul's second client (CNPJ). */
  restaurante: {
    nome: 'Restaurante Maré Alta',
    cpf: '40835478646412',
    email: 'compras@restaurantemarealta.com.br',
    fornecedor: DEMO_SUPPLIERS.marAzul,
    endereco: VILA_MADALENA,
  },
  /** Registered only at mar-azul: logging in at serra-verde goes through the login-token route. */
  marina: {
    nome: 'Marina Costa',
    cpf: '26337429710',
    email: 'marina.costa@exemplo.com.br',
    fornecedor: DEMO_SUPPLIERS.marAzul,
    endereco: VILA_MADALENA,
  },
  /** Horta-viva's two clients. */
  raiz: {
    nome: 'Restaurante Raiz Orgânica',
    cpf: '27183456000190',
    email: 'compras@restauranteraiz.com.br',
    fornecedor: DEMO_SUPPLIERS.hortaViva,
    endereco: PINHEIROS,
  },
  semente: {
    nome: 'Café Semente',
    cpf: '31845627000177',
    email: 'compras@cafesemente.com.br',
    fornecedor: DEMO_SUPPLIERS.hortaViva,
    endereco: VILA_MADALENA,
  },
  /** Casa-do-pão's second client (Ana is the first: she is registered there too). */
  fornalha: {
    nome: 'Lanchonete Fornalha',
    cpf: '42917538000105',
    email: 'compras@lanchonetefornalha.com.br',
    fornecedor: DEMO_SUPPLIERS.casaDoPao,
    endereco: BELA_VISTA,
  },
} as const;

type SupplierKey = keyof typeof DEMO_SUPPLIERS;

/** One linked user per demo supplier, linked to two clients there. */
export const DEMO_LINKED_USERS = {
  serraVerde: {
    nome: 'Joana Prado',
    email: 'joana.prado@serra-verde.demo.vitrine',
    fornecedor: DEMO_SUPPLIERS.serraVerde,
    clientes: [DEMO_CUSTOMERS.ana.cpf, DEMO_ROLE_CUSTOMERS.mercearia.cpf],
  },
  marAzul: {
    nome: 'Lucas Almeida',
    email: 'lucas.almeida@mar-azul.demo.vitrine',
    fornecedor: DEMO_SUPPLIERS.marAzul,
    clientes: [DEMO_CUSTOMERS.padaria.cpf, DEMO_ROLE_CUSTOMERS.restaurante.cpf],
  },
  hortaViva: {
    nome: 'Tiago Ramos',
    email: 'tiago.ramos@horta-viva.demo.vitrine',
    fornecedor: DEMO_SUPPLIERS.hortaViva,
    clientes: [DEMO_ROLE_CUSTOMERS.raiz.cpf, DEMO_ROLE_CUSTOMERS.semente.cpf],
  },
  casaDoPao: {
    nome: 'Beatriz Lima',
    email: 'beatriz.lima@casa-do-pao.demo.vitrine',
    fornecedor: DEMO_SUPPLIERS.casaDoPao,
    clientes: [DEMO_CUSTOMERS.ana.cpf, DEMO_ROLE_CUSTOMERS.fornalha.cpf],
  },
} as const satisfies Record<SupplierKey, unknown>;

/** One representative per demo supplier, with two clients in the portfolio. */
export const DEMO_REPRESENTATIVES = {
  serraVerde: {
    nome: 'Paulo Consultor',
    email: `consultor@${DEMO_SUPPLIERS.serraVerde.slug}.demo.vitrine`,
    fornecedor: DEMO_SUPPLIERS.serraVerde,
    clientes: [DEMO_CUSTOMERS.ana.cpf, DEMO_ROLE_CUSTOMERS.mercearia.cpf],
  },
  marAzul: {
    nome: 'Renata Consultora',
    email: `consultor@${DEMO_SUPPLIERS.marAzul.slug}.demo.vitrine`,
    fornecedor: DEMO_SUPPLIERS.marAzul,
    clientes: [DEMO_CUSTOMERS.padaria.cpf, DEMO_ROLE_CUSTOMERS.restaurante.cpf],
  },
  hortaViva: {
    nome: 'Sérgio Consultor',
    email: `consultor@${DEMO_SUPPLIERS.hortaViva.slug}.demo.vitrine`,
    fornecedor: DEMO_SUPPLIERS.hortaViva,
    clientes: [DEMO_ROLE_CUSTOMERS.raiz.cpf, DEMO_ROLE_CUSTOMERS.semente.cpf],
  },
  casaDoPao: {
    nome: 'Clara Consultora',
    email: `consultor@${DEMO_SUPPLIERS.casaDoPao.slug}.demo.vitrine`,
    fornecedor: DEMO_SUPPLIERS.casaDoPao,
    clientes: [DEMO_CUSTOMERS.ana.cpf, DEMO_ROLE_CUSTOMERS.fornalha.cpf],
  },
} as const satisfies Record<SupplierKey, unknown>;

/**
 * Demo api keys with known values — DEMO ONLY: anyone who reads the README can use them, so a
 * production database must never be seeded with them. Real keys come from
 * `npm run -w @vitrine/api create-api-key -- <supplier-slug>`.
 */
export const DEMO_API_KEYS = {
  serraVerde: {
    apiKey: 'demo-serra-verde-chave-api-somente-demonstracao',
    fornecedor: DEMO_SUPPLIERS.serraVerde,
    usuariosErp: {
      'ERP-ANA': DEMO_CUSTOMERS.ana.cpf,
      'ERP-MERCEARIA': DEMO_ROLE_CUSTOMERS.mercearia.cpf,
    },
  },
  marAzul: {
    apiKey: 'demo-mar-azul-chave-api-somente-demonstracao',
    fornecedor: DEMO_SUPPLIERS.marAzul,
    usuariosErp: { 'ERP-PADARIA': DEMO_CUSTOMERS.padaria.cpf },
  },
  hortaViva: {
    apiKey: 'demo-horta-viva-chave-api-somente-demonstracao',
    fornecedor: DEMO_SUPPLIERS.hortaViva,
    usuariosErp: {
      'ERP-RAIZ': DEMO_ROLE_CUSTOMERS.raiz.cpf,
      'ERP-SEMENTE': DEMO_ROLE_CUSTOMERS.semente.cpf,
    },
  },
  casaDoPao: {
    apiKey: 'demo-casa-do-pao-chave-api-somente-demonstracao',
    fornecedor: DEMO_SUPPLIERS.casaDoPao,
    usuariosErp: { 'ERP-FORNALHA': DEMO_ROLE_CUSTOMERS.fornalha.cpf },
  },
} as const satisfies Record<SupplierKey, unknown>;

/**
 * The supplier served on its own domain in the demo and the journeys (spec §2 Routes, §3
 * Supplier `dominio`): a `.localhost` name, which browsers resolve to this machine. The
 * storefront uses it only with LOCAL_OWN_DOMAINS (README); the API sends mail links for it to
 * the platform storefront, which carries the visitor over.
 */
export const DEMO_OWN_DOMAIN = {
  fornecedor: DEMO_SUPPLIERS.hortaViva,
  dominio: 'horta-viva.localhost',
} as const;
