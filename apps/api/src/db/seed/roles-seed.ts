import { hash } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  cadastrosCliente,
  clientes,
  enderecos,
  fornecedores,
  representantes,
  representantesCarteira,
  usuariosVinculados,
  usuariosVinculadosClientes,
} from '../schema/index.ts';
import {
  createApiKey,
  findApiKey,
  mapErpUser,
} from '../../modules/integrations/api-keys-repository.ts';
import { DEMO_CUSTOMERS } from './demo-ids.ts';
import {
  DEMO_API_KEYS,
  DEMO_LINKED_USER_PASSWORD,
  DEMO_LINKED_USERS,
  DEMO_OWN_DOMAIN,
  DEMO_REPRESENTATIVE_PASSWORD,
  DEMO_REPRESENTATIVES,
  DEMO_ROLE_CUSTOMERS,
} from './roles-demo-data.ts';

// The demo roles' data, for the tests and the README that import it from here.
export * from './roles-demo-data.ts';

type RoleCustomer = (typeof DEMO_ROLE_CUSTOMERS)[keyof typeof DEMO_ROLE_CUSTOMERS];

/** Creates a role customer (approved at its supplier, one address) unless its document exists. */
async function ensureRoleCustomer(tx: DbOrTx, who: RoleCustomer, senhaHash: string) {
  const [found] = await tx
    .select({ id: clientes.idcliente })
    .from(clientes)
    .where(eq(clientes.cpf, who.cpf));
  if (found) return found.id;
  const [row] = await tx
    .insert(clientes)
    .values({ nome: who.nome, cpf: who.cpf, email: who.email, senhaHash })
    .returning({ id: clientes.idcliente });
  await tx.insert(cadastrosCliente).values({
    idcliente: row!.id,
    idfornecedor: who.fornecedor.idfornecedor,
    cadastroAprovado: true,
  });
  await tx.insert(enderecos).values({
    idcliente: row!.id,
    ...who.endereco,
    cidade: 'São Paulo',
    uf: 'SP',
    apelido: 'Loja',
    primario: true,
  });
  return row!.id;
}

/**
 * Seeds the roles' demo data (spec §6, issue 11 §7), idempotently for fresh and older demo
 * databases: the extra customers (with an address in São Paulo), and per demo supplier a linked
 * user and a representative with two clients each, and an api key mapped to ERP users; plus
 * the demo's own domain ({@link DEMO_OWN_DOMAIN}). Whatever exists (by e-mail, document or key)
 * is left as it is. The demo customers and suppliers must exist.
 */
export async function seedRoles(tx: DbOrTx): Promise<void> {
  const [ana] = await tx.select().from(clientes).where(eq(clientes.cpf, DEMO_CUSTOMERS.ana.cpf));
  if (!ana) return;

  const ids = new Map<string, number>();
  for (const who of [DEMO_CUSTOMERS.ana, DEMO_CUSTOMERS.padaria]) {
    const [row] = await tx.select().from(clientes).where(eq(clientes.cpf, who.cpf));
    if (row) ids.set(who.cpf, row.idcliente);
  }
  for (const who of Object.values(DEMO_ROLE_CUSTOMERS))
    ids.set(who.cpf, await ensureRoleCustomer(tx, who, ana.senhaHash));
  const id = (cpf: string) => ids.get(cpf)!;

  const linkedHash = await hash(DEMO_LINKED_USER_PASSWORD);
  for (const u of Object.values(DEMO_LINKED_USERS)) {
    const [exists] = await tx
      .select({ id: usuariosVinculados.idusuarioVinculado })
      .from(usuariosVinculados)
      .where(eq(usuariosVinculados.email, u.email));
    if (exists) continue;
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
    const [exists] = await tx
      .select({ id: representantes.idrepresentante })
      .from(representantes)
      .where(eq(representantes.email, r.email));
    if (exists) continue;
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
    if (await findApiKey(tx, k.apiKey)) continue;
    const created = await createApiKey(tx, k.fornecedor.slug, 'Chave de demonstração', k.apiKey);
    if (!created) continue;
    for (const [erp, cpf] of Object.entries(k.usuariosErp))
      await mapErpUser(tx, created.idapikeys, erp, id(cpf));
  }

  await tx
    .update(fornecedores)
    .set({ dominio: DEMO_OWN_DOMAIN.dominio })
    .where(
      and(
        eq(fornecedores.idfornecedor, DEMO_OWN_DOMAIN.fornecedor.idfornecedor),
        isNull(fornecedores.dominio),
      ),
    );
}
