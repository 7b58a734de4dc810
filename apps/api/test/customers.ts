import { cadastrosCliente, clientes, enderecos } from '../src/db/schema/index.ts';
import { newSession, type Actor } from './generated/actors.ts';
import { currentTermsAccepted } from './terms.ts';
import type { TestApp } from './test-app.ts';

/** A new customer with an address, registered and logged in at one supplier. */
export interface TestCustomer extends Actor {
  idendereco: number;
}

/**
 * Creates a customer (name, e-mail and CPF/CNPJ digits given), registers them at `idfornecedor`
 * with an address in São Paulo and opens a session — for suites that need more buyers than the
 * demo has (first orders, races for a coupon's last use).
 */
export async function createCustomer(
  t: TestApp,
  idfornecedor: string,
  who: { nome: string; email: string; cpf: string },
): Promise<TestCustomer> {
  const db = t.database.db;
  const [any] = await db.select({ senhaHash: clientes.senhaHash }).from(clientes).limit(1);
  const [cliente] = await db
    .insert(clientes)
    .values({ ...who, senhaHash: any!.senhaHash })
    .returning();
  // Registered, approved and with the supplier's current terms accepted (spec §5), like the demo's.
  await db.insert(cadastrosCliente).values({
    idcliente: cliente!.idcliente,
    idfornecedor,
    cadastroAprovado: true,
    ...(await currentTermsAccepted(t, idfornecedor)),
  });
  const [endereco] = await db
    .insert(enderecos)
    .values({
      idcliente: cliente!.idcliente,
      rua: 'Rua Harmonia',
      numero: '10',
      bairro: 'Vila Madalena',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '05435000',
      lat: -23.5558,
      lng: -46.6896,
      primario: true,
    })
    .returning();
  const session = await newSession(t, cliente!.idcliente, idfornecedor);
  return { ...session, idendereco: endereco!.idendereco };
}
