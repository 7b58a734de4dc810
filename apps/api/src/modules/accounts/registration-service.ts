import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { CadastroBody } from '@vitrine/contract';
import {
  ACCOUNTS_MSG,
  classifyDocument,
  inactiveCompanyText,
  normaliseEmail,
  passwordProblem,
  requiresApproval,
  type DocumentoClassificado,
  type TipoDocumento,
} from '@vitrine/domain';
import type { TaxRegistry, EmpresaReceita } from '../../adapters/tax-registry/tax-registry.ts';
import { TaxRegistryUnavailableError } from '../../adapters/tax-registry/tax-registry.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cadastrosCliente, clientes, enderecos } from '../../db/schema/index.ts';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  RefusedError,
  UnauthenticatedError,
} from '../../errors/app-errors.ts';
import { findIdentities, replaceCustomerValues, type IdentityRow } from './accounts-repository.ts';
import { checkCharacteristics } from './characteristics.ts';

/** What a registration needs besides the body: the supplier and how to prove a reused identity. */
export interface RegistrationDeps {
  db: Db;
  taxRegistry: TaxRegistry;
  /**
   * Verifies the password of an existing identity (the login's throttled check).
   * @throws UnauthenticatedError for a wrong password, RateLimitedError while backing off.
   */
  provePassword: (identity: IdentityRow, senha: string) => Promise<void>;
}

/** A supplier as registration needs it. */
export interface RegistrationSupplier {
  idfornecedor: string;
  tags: string[];
}

/** A registration done: the customer and whether it waits for approval. */
export interface Registered {
  idcliente: number;
  idcadastroextracliente: number;
  nome: string;
  email: string;
  cpf: string | null;
  cadastroAprovado: boolean;
}

/**
 * Classifies and checks the identifying fields of a registration.
 * @throws InvalidInputError (400) naming the field.
 */
export function registrationIdentity(body: CadastroBody): {
  documento: DocumentoClassificado | null;
  email: string;
  nome: string;
  senha: string;
} {
  const tipo = body.tipo_documento as TipoDocumento | undefined;
  if (!tipo) throw new InvalidInputError(ACCOUNTS_MSG.documentInvalid, 'tipo_documento');
  let documento: DocumentoClassificado | null = null;
  if (tipo !== 'EMAIL') {
    documento = classifyDocument(tipo, body.documento ?? '');
    if (!documento)
      throw new InvalidInputError(
        tipo === 'CPF'
          ? ACCOUNTS_MSG.cpfInvalid
          : tipo === 'CNPJ'
            ? ACCOUNTS_MSG.cnpjInvalid
            : ACCOUNTS_MSG.foreignDocumentInvalid,
        'documento',
      );
  }
  const email = normaliseEmail(body.email ?? '');
  if (!email) throw new InvalidInputError(ACCOUNTS_MSG.emailInvalid, 'email');
  const nome = body.nome?.trim() ?? '';
  if (nome.length < 3) throw new InvalidInputError(ACCOUNTS_MSG.nameRequired, 'nome');
  const senha = body.senha ?? '';
  const problem = passwordProblem(senha);
  if (problem) throw new InvalidInputError(problem, 'senha');
  return { documento, email, nome, senha };
}

/** A phone as stored: 10 or 11 digits (DDD + number), or null when none was given. */
export function normalisePhone(telefone: string | undefined): string | null {
  if (telefone === undefined || telefone.trim() === '') return null;
  const digits = telefone.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (!/^[1-9]\d{9,10}$/.test(digits))
    throw new InvalidInputError(ACCOUNTS_MSG.phoneInvalid, 'telefone');
  return digits;
}

/**
 * The company of a CNPJ, checked server-side: it must exist and be ATIVA.
 * @throws NotFoundError (404) unknown; RefusedError (422) inactive, with the status named;
 *   RefusedError (422) 'Não foi possível consultar a Receita Federal…' when it cannot answer.
 */
export async function activeCompany(registry: TaxRegistry, cnpj: string): Promise<EmpresaReceita> {
  let empresa: EmpresaReceita | null;
  try {
    empresa = await registry.lookupCnpj(cnpj);
  } catch (cause) {
    if (cause instanceof TaxRegistryUnavailableError)
      throw new RefusedError(ACCOUNTS_MSG.taxRegistryUnavailable, 'documento');
    throw cause;
  }
  if (!empresa) throw new NotFoundError(ACCOUNTS_MSG.companyNotFound, 'documento');
  const inactive = inactiveCompanyText(empresa.situacao);
  if (inactive) throw new RefusedError(inactive, 'documento');
  return empresa;
}

/**
 * Registers a customer at a supplier (issue 11 §1, spec §1 Users), in one transaction:
 * reuses the identity holding the e-mail or document when its password is proven (an identity is
 * one person across suppliers), else creates it; then the registration at the supplier —
 * approved at once unless the supplier requires approval — with the customer characteristics,
 * and, for a CNPJ, the company's registry address as the first address.
 * @throws InvalidInputError (400) for a bad field or characteristic; ConflictError (409) when
 *   already registered here, when the identity's password is not proven, or when the e-mail and
 *   document belong to different accounts; NotFoundError/RefusedError for a CNPJ (see activeCompany).
 */
export async function registerCustomer(
  deps: RegistrationDeps,
  supplier: RegistrationSupplier,
  body: CadastroBody,
): Promise<Registered> {
  const { documento, email, nome, senha } = registrationIdentity(body);
  const telefone = normalisePhone(body.telefone);
  const empresa =
    documento?.tipo === 'CNPJ' ? await activeCompany(deps.taxRegistry, documento.valor) : null;
  const keys = {
    email,
    cpf: documento?.tipo === 'CPF' || documento?.tipo === 'CNPJ' ? documento.valor : null,
    documentoEstrangeiro: documento?.tipo === 'ESTRANGEIRO' ? documento.valor : null,
  };
  const senhaHash = await hash(senha);
  try {
    return await deps.db.transaction(async (tx) => {
      const values = await checkCharacteristics(
        tx,
        supplier.idfornecedor,
        'cliente',
        body.caracteristicas,
      );
      const found = await findIdentities(tx, keys);
      if (found.length > 1) throw new ConflictError(ACCOUNTS_MSG.identityConflict, 'email');
      let identity = found[0] ?? null;
      if (identity) {
        await proveOrRefuse(deps, identity, senha);
        // The proven identity gains the keys it lacked (each is free: `found` held only it).
        const patch: Partial<typeof clientes.$inferInsert> = {};
        if (identity.email === null) patch.email = email;
        if (keys.cpf && identity.cpf === null) patch.cpf = keys.cpf;
        if (keys.documentoEstrangeiro && identity.documentoEstrangeiro === null)
          patch.documentoEstrangeiro = keys.documentoEstrangeiro;
        if (
          (keys.cpf && identity.cpf !== null && identity.cpf !== keys.cpf) ||
          (identity.email !== null && identity.email !== email)
        )
          throw new ConflictError(ACCOUNTS_MSG.identityConflict, 'documento');
        if (Object.keys(patch).length > 0)
          await tx.update(clientes).set(patch).where(eq(clientes.idcliente, identity.idcliente));
        identity = { ...identity, ...patch };
      } else {
        const [created] = await tx
          .insert(clientes)
          .values({
            nome,
            email,
            cpf: keys.cpf,
            documentoEstrangeiro: keys.documentoEstrangeiro,
            telefone,
            tipoDocumento: documento?.tipo ?? 'EMAIL',
            razaoSocial: empresa?.razao_social ?? null,
            nomeFantasia: empresa ? empresa.nome_fantasia || null : null,
            senhaHash,
          })
          .returning({ idcliente: clientes.idcliente });
        identity = {
          idcliente: created!.idcliente,
          nome,
          email,
          cpf: keys.cpf,
          documentoEstrangeiro: keys.documentoEstrangeiro,
          senhaHash,
          telefone,
        };
        if (empresa) await insertCompanyAddress(tx, identity.idcliente, empresa);
      }
      const aprovado = !requiresApproval(supplier.tags);
      const [cadastro] = await tx
        .insert(cadastrosCliente)
        .values({
          idcliente: identity.idcliente,
          idfornecedor: supplier.idfornecedor,
          cadastroAprovado: aprovado,
          ...(aprovado ? { aprovadoEm: new Date() } : {}),
        })
        .onConflictDoNothing()
        .returning({ id: cadastrosCliente.idcadastroextracliente });
      if (!cadastro) throw new ConflictError(ACCOUNTS_MSG.alreadyRegistered, 'email');
      await replaceCustomerValues(tx, cadastro.id, values);
      return {
        idcliente: identity.idcliente,
        idcadastroextracliente: cadastro.id,
        nome: identity.nome,
        email: identity.email ?? email,
        cpf: identity.cpf,
        cadastroAprovado: aprovado,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ACCOUNTS_MSG.identityTaken, 'email');
    throw error;
  }
}

async function proveOrRefuse(deps: RegistrationDeps, identity: IdentityRow, senha: string) {
  try {
    await deps.provePassword(identity, senha);
  } catch (error) {
    if (error instanceof UnauthenticatedError)
      throw new ConflictError(ACCOUNTS_MSG.identityTaken, 'email');
    throw error;
  }
}

async function insertCompanyAddress(
  tx: Tx,
  idcliente: number,
  empresa: EmpresaReceita,
): Promise<void> {
  const e = empresa.endereco;
  if (!e.logradouro || !e.municipio || !/^[A-Z]{2}$/.test(e.uf) || !/^\d{8}$/.test(e.cep)) return;
  await tx.insert(enderecos).values({
    idcliente,
    rua: e.logradouro,
    numero: e.numero || 'S/N',
    bairro: e.bairro || '-',
    cidade: e.municipio,
    uf: e.uf,
    cep: e.cep,
    complemento: e.complemento || null,
    apelido: empresa.nome_fantasia || 'Empresa',
    primario: true,
  });
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
