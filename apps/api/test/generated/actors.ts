import { and, eq } from 'drizzle-orm';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from '../../src/db/seed/demo-ids.ts';
import {
  cadastrosCliente,
  clientes,
  enderecos,
  formasPagamento,
  produtos,
  sessoes,
  sessoesAtendente,
  atendentes,
  representantes,
  usuariosVinculados,
} from '../../src/db/schema/index.ts';
import { DEMO_LINKED_USERS, DEMO_REPRESENTATIVES } from '../../src/db/seed/roles-seed.ts';
import { openRepresentativeSession } from '../../src/modules/representatives/representatives-repository.ts';
import { hashToken, openSession } from '../../src/modules/users/sessions.ts';
import { openAttendantSession } from '../../src/modules/attendants/attendant-sessions.ts';
import { DEMO_ATTENDANTS } from '../../src/db/seed/attendants-seed.ts';
import type { TestApp } from '../test-app.ts';
import { currentTermsAccepted } from '../terms.ts';

/** A customer the suites act as: ids and a live session's Authorization header. */
export interface Actor {
  idcliente: number;
  idfornecedor: string;
  token: string;
  headers: { authorization: string };
}

/** What the suites need from the demo seed, plus a third customer at the owner's supplier. */
export interface Cast {
  /** Ana at serra-verde: the owner of every resource the suites aim at. */
  owner: Actor;
  /** Bruno, created here: another customer of serra-verde. */
  sameSupplier: Actor;
  /** Padaria Boa Sorte at mar-azul. */
  otherSupplier: Actor;
  /** The demo attendant of serra-verde (the owner's supplier). */
  attendant: AttendantActor;
  /** The demo attendant of mar-azul. */
  otherAttendant: AttendantActor;
}

/** An attendant the suites act as: ids and a live attendant session's Authorization header. */
export interface AttendantActor {
  idatendente: number;
  idfornecedor: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A live session of the demo attendant of `idfornecedor`, opened the way the attendant login
 * opens one (no password hashing).
 */
export async function newAttendantSession(
  t: TestApp,
  idfornecedor: string,
): Promise<AttendantActor> {
  const demo = Object.values(DEMO_ATTENDANTS).find((a) => a.idfornecedor === idfornecedor);
  if (!demo) throw new Error(`atendente de demonstração ausente: ${idfornecedor}`);
  const [row] = await t.database.db
    .select()
    .from(atendentes)
    .where(eq(atendentes.email, demo.email));
  if (!row) throw new Error(`atendente de teste ausente: ${demo.email}`);
  const token = await openAttendantSession(t.database.db, t.app.config, row.idatendente);
  return {
    idatendente: row.idatendente,
    idfornecedor,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A session of `actor`'s attendant that expired an hour ago. */
export async function expiredAttendantToken(t: TestApp, actor: AttendantActor): Promise<string> {
  const { token } = await newAttendantSession(t, actor.idfornecedor);
  await t.database.db
    .update(sessoesAtendente)
    .set({ expiraEm: new Date(Date.now() - 3_600_000) })
    .where(eq(sessoesAtendente.tokenHash, hashToken(token)));
  return token;
}

/** A session of `actor`'s attendant, closed through the attendant logout route. */
export async function revokedAttendantToken(t: TestApp, actor: AttendantActor): Promise<string> {
  const { token, headers } = await newAttendantSession(t, actor.idfornecedor);
  const res = await t.app.inject({ method: 'GET', url: '/v4/atendente/logout', headers });
  if (res.statusCode !== 200) throw new Error(`logout do atendente respondeu ${res.statusCode}`);
  return token;
}

export const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
export const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

/** A CPF with valid check digits that the seed does not use. */
const BRUNO_CPF = '39053344705';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A live session of `idcliente` at `idfornecedor`, opened the way the login route opens one
 * (no password hashing, so the suites stay fast).
 */
export async function newSession(
  t: TestApp,
  idcliente: number,
  idfornecedor: string,
): Promise<Actor> {
  const { token } = await openSession(t.database.db, t.app.config, idcliente, idfornecedor);
  return { idcliente, idfornecedor, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Looks the two demo customers up and creates Bruno (serra-verde), each with a live session,
 * and opens a session of each demo attendant.
 */
export async function createCast(t: TestApp): Promise<Cast> {
  const db = t.database.db;
  const byCpf = async (cpf: string) => {
    const [row] = await db.select().from(clientes).where(eq(clientes.cpf, cpf));
    if (!row) throw new Error(`cliente de teste ausente: ${cpf}`);
    return row;
  };
  const ana = await byCpf(DEMO_CUSTOMERS.ana.cpf);
  const padaria = await byCpf(DEMO_CUSTOMERS.padaria.cpf);
  const [bruno] = await db
    .insert(clientes)
    .values({
      nome: 'Bruno Teixeira',
      cpf: BRUNO_CPF,
      email: 'bruno.teixeira@exemplo.com.br',
      senhaHash: ana.senhaHash,
    })
    .returning();
  await db.insert(cadastrosCliente).values({
    idcliente: bruno!.idcliente,
    idfornecedor: SERRA,
    cadastroAprovado: true,
    ...(await currentTermsAccepted(t, SERRA)),
  });
  await db.insert(enderecos).values({
    idcliente: bruno!.idcliente,
    rua: 'Rua Fradique Coutinho',
    numero: '50',
    bairro: 'Pinheiros',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '05416000',
    primario: true,
  });
  return {
    owner: await newSession(t, ana.idcliente, SERRA),
    sameSupplier: await newSession(t, bruno!.idcliente, SERRA),
    otherSupplier: await newSession(t, padaria.idcliente, MAR),
    attendant: await newAttendantSession(t, SERRA),
    otherAttendant: await newAttendantSession(t, MAR),
  };
}

/** The owner's token with one character changed: same length and alphabet, no session behind it. */
export function tamperedToken(token: string): string {
  const first = token[0] === 'A' ? 'B' : 'A';
  return `${first}${token.slice(1)}`;
}

/** A session of `actor`'s customer that expired an hour ago. */
export async function expiredToken(t: TestApp, actor: Actor): Promise<string> {
  const { token } = await newSession(t, actor.idcliente, actor.idfornecedor);
  await t.database.db
    .update(sessoes)
    .set({ expiraEm: new Date(Date.now() - 3_600_000) })
    .where(eq(sessoes.tokenHash, hashToken(token)));
  return token;
}

/** A session of `actor`'s customer, closed through the logout route. */
export async function revokedToken(t: TestApp, actor: Actor): Promise<string> {
  const { token, headers } = await newSession(t, actor.idcliente, actor.idfornecedor);
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/app/vitrine-web/cliente/logout',
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`logout respondeu ${res.statusCode}`);
  return token;
}

/** An unsigned JWT (`alg: none`) claiming to be `actor`, valid for an hour. */
export function algNoneToken(actor: Actor): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'none', typ: 'JWT' });
  const payload = base64url({
    sub: String(actor.idcliente),
    idfornecedor: actor.idfornecedor,
    iat: now,
    exp: now + 3600,
  });
  return `${header}.${payload}.`;
}

/** The demo rows the suites name: a product, payment methods and the owner's address. */
export async function demoRows(t: TestApp, owner: Actor) {
  const db = t.database.db;
  const [produto] = await db
    .select()
    .from(produtos)
    .where(
      and(eq(produtos.idfornecedor, SERRA), eq(produtos.nome, 'Café Torrado e Moído Pilão 500 g')),
    );
  const forma = async (tipo: 'PIX' | 'BOLETO') => {
    const [row] = await db
      .select()
      .from(formasPagamento)
      .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, tipo)));
    if (!row) throw new Error(`forma de pagamento ausente: ${tipo}`);
    return row.idformapagto;
  };
  const [endereco] = await db
    .select()
    .from(enderecos)
    .where(eq(enderecos.idcliente, owner.idcliente));
  if (!produto || !endereco) throw new Error('dados de demonstração ausentes');
  return {
    idproduto: produto.idproduto,
    pix: await forma('PIX'),
    boleto: await forma('BOLETO'),
    endereco,
  };
}

/** A representative the suites act as: ids and a live tokenRepresentante header. */
export interface RepresentativeActor {
  idrepresentante: number;
  idfornecedor: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A live session of the demo representative of `idfornecedor` (roles-seed.ts), opened the way
 * the representative login opens one (no password hashing).
 */
export async function newRepresentativeSession(
  t: TestApp,
  idfornecedor: string,
): Promise<RepresentativeActor> {
  const demo = Object.values(DEMO_REPRESENTATIVES).find(
    (r) => r.fornecedor.idfornecedor === idfornecedor,
  );
  if (!demo) throw new Error(`representante de demonstração ausente: ${idfornecedor}`);
  const [row] = await t.database.db
    .select()
    .from(representantes)
    .where(eq(representantes.email, demo.email));
  if (!row) throw new Error(`representante de teste ausente: ${demo.email}`);
  const token = await openRepresentativeSession(t.database.db, t.app.config, row.idrepresentante);
  return {
    idrepresentante: row.idrepresentante,
    idfornecedor,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** The id of serra-verde's demo linked user (linked to Ana and Mercearia Bom Preço). */
export async function demoLinkedUserId(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(usuariosVinculados)
    .where(eq(usuariosVinculados.email, DEMO_LINKED_USERS.serraVerde.email));
  if (!row) throw new Error('usuário vinculado de teste ausente');
  return row.idusuarioVinculado;
}

/** A live session of serra-verde's demo linked user acting for `idcliente`. */
export async function newLinkedSession(t: TestApp, idcliente: number): Promise<Actor> {
  const idusuarioVinculado = await demoLinkedUserId(t);
  const { token } = await openSession(t.database.db, t.app.config, idcliente, SERRA, {
    idusuarioVinculado,
  });
  return { idcliente, idfornecedor: SERRA, token, headers: { authorization: `Bearer ${token}` } };
}
