import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  cadastrosCliente,
  clientes,
  enderecos,
  representantes,
  representantesCarteira,
  usuariosVinculados,
  usuariosVinculadosClientes,
} from '../schema/index.ts';
import { createApiKey, mapErpUser } from '../../modules/integrations/api-keys-repository.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from './demo-ids.ts';

/** The demo linked users' password (README, demo data only). */
export const DEMO_LINKED_USER_PASSWORD = 'vinculado123';
/** The demo representatives' password (README, demo data only). */
export const DEMO_REPRESENTATIVE_PASSWORD = 'consultor123';

/** Extra demo customers: a second client per supplier, and one registered only at mar-azul. */
export const DEMO_ROLE_CUSTOMERS = {
  /** Serra-verde's second client (CNPJ), for the linked user and the representative. */
  mercearia: {
    nome: 'Mercearia Bom Preço',
    cpf: '58333577947666',
    email: 'compras@merceariabompreco.com.br',
    fornecedor: DEMO_SUPPLIERS.serraVerde,
  },
  /** Mar-azul's second client (CNPJ). */
  restaurante: {
    nome: 'Restaurante Maré Alta',
    cpf: '40835478646412',
    email: 'compras@restaurantemarealta.com.br',
    fornecedor: DEMO_SUPPLIERS.marAzul,
  },
  /** Registered only at mar-azul: logging in at serra-verde goes through the login-token route. */
  marina: {
    nome: 'Marina Costa',
    cpf: '26337429710',
    email: 'marina.costa@exemplo.com.br',
    fornecedor: DEMO_SUPPLIERS.marAzul,
  },
} as const;

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
} as const;

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
} as const;

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
} as const;

/**
 * Seeds the roles' demo data (spec §6): the extra customers (with an address in São Paulo), a
 * linked user, a representative and an api key per demo supplier. Runs once: a database that
 * already has the serra-verde representative is left as it is. The demo customers and
 * suppliers must exist.
 */
export async function seedRoles(tx: DbOrTx): Promise<void> {
  const [done] = await tx
    .select({ id: representantes.idrepresentante })
    .from(representantes)
    .where(eq(representantes.email, DEMO_REPRESENTATIVES.serraVerde.email));
  if (done) return;
  const [ana] = await tx.select().from(clientes).where(eq(clientes.cpf, DEMO_CUSTOMERS.ana.cpf));
  if (!ana) return;

  const ids = new Map<string, number>();
  for (const who of [DEMO_CUSTOMERS.ana, DEMO_CUSTOMERS.padaria]) {
    const [row] = await tx.select().from(clientes).where(eq(clientes.cpf, who.cpf));
    if (row) ids.set(who.cpf, row.idcliente);
  }
  for (const who of Object.values(DEMO_ROLE_CUSTOMERS)) {
    const [row] = await tx
      .insert(clientes)
      .values({ nome: who.nome, cpf: who.cpf, email: who.email, senhaHash: ana.senhaHash })
      .returning({ id: clientes.idcliente });
    ids.set(who.cpf, row!.id);
    await tx.insert(cadastrosCliente).values({
      idcliente: row!.id,
      idfornecedor: who.fornecedor.idfornecedor,
      cadastroAprovado: true,
    });
    await tx.insert(enderecos).values({
      idcliente: row!.id,
      rua: 'Rua Harmonia',
      numero: '200',
      bairro: 'Vila Madalena',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '05435000',
      apelido: 'Loja',
      lat: -23.5558,
      lng: -46.6896,
      primario: true,
    });
  }
  const id = (cpf: string) => ids.get(cpf)!;

  const linkedHash = await hash(DEMO_LINKED_USER_PASSWORD);
  for (const u of Object.values(DEMO_LINKED_USERS)) {
    const [row] = await tx
      .insert(usuariosVinculados)
      .values({ email: u.email, nome: u.nome, senhaHash: linkedHash })
      .returning({ id: usuariosVinculados.idusuarioVinculado });
    await tx.insert(usuariosVinculadosClientes).values(
      u.clientes.map((cpf) => ({
        idusuarioVinculado: row!.id,
        idcliente: id(cpf),
        idfornecedor: u.fornecedor.idfornecedor,
      })),
    );
  }

  const repHash = await hash(DEMO_REPRESENTATIVE_PASSWORD);
  for (const r of Object.values(DEMO_REPRESENTATIVES)) {
    const [row] = await tx
      .insert(representantes)
      .values({
        nome: r.nome,
        email: r.email,
        idfornecedor: r.fornecedor.idfornecedor,
        senhaHash: repHash,
      })
      .returning({ id: representantes.idrepresentante });
    await tx
      .insert(representantesCarteira)
      .values(r.clientes.map((cpf) => ({ idrepresentante: row!.id, idcliente: id(cpf) })));
  }

  for (const k of Object.values(DEMO_API_KEYS)) {
    const created = await createApiKey(tx, k.fornecedor.slug, 'Chave de demonstração', k.apiKey);
    if (!created) continue;
    for (const [erp, cpf] of Object.entries(k.usuariosErp))
      await mapErpUser(tx, created.idapikeys, erp, id(cpf));
  }
}
