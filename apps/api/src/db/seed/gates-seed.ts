import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { MODULOS, SUPPLIER_TAGS } from '@vitrine/domain';
import type { Tx } from '../client.ts';
import { cadastrosCliente, clientes, fornecedores, termosUso } from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_SUPPLIERS } from './demo-ids.ts';

type SupplierKey = keyof typeof DEMO_SUPPLIERS;

/**
 * The access-gate demo customers (all with the demo password 'vitrine123'): per supplier an
 * approved customer and a pending one; at mar-azul (support-budget + block-not-approved-user)
 * also a confirmed-but-pending one. README and e2e/gates.spec.ts use these logins.
 */
export const GATES_CUSTOMERS = {
  serraVerdeApproved: {
    email: 'aprovado.serraverde@exemplo.com.br',
    nome: 'Mercearia Aprovada Serra',
    fornecedor: 'serraVerde',
    aprovado: true,
    confirmado: true,
  },
  serraVerdePending: {
    email: 'pendente.serraverde@exemplo.com.br',
    nome: 'Bar Pendente Serra',
    fornecedor: 'serraVerde',
    aprovado: false,
    confirmado: false,
  },
  marAzulApproved: {
    email: 'aprovado.marazul@exemplo.com.br',
    nome: 'Restaurante Aprovado Mar',
    fornecedor: 'marAzul',
    aprovado: true,
    confirmado: true,
  },
  marAzulPending: {
    email: 'pendente.marazul@exemplo.com.br',
    nome: 'Lanchonete Pendente Mar',
    fornecedor: 'marAzul',
    aprovado: false,
    confirmado: false,
  },
  marAzulConfirmed: {
    email: 'confirmado.marazul@exemplo.com.br',
    nome: 'Cantina Confirmada Mar',
    fornecedor: 'marAzul',
    aprovado: false,
    confirmado: true,
  },
  /** Approved, but has not accepted the terms yet: the terms modal shows at login. */
  marAzulNewTerms: {
    email: 'termos.marazul@exemplo.com.br',
    nome: 'Empório Termos Mar',
    fornecedor: 'marAzul',
    aprovado: true,
    confirmado: true,
    termos: false,
  },
  hortaVivaApproved: {
    email: 'aprovado.hortaviva@exemplo.com.br',
    nome: 'Quitanda Aprovada Horta',
    fornecedor: 'hortaViva',
    aprovado: true,
    confirmado: true,
  },
  hortaVivaPending: {
    email: 'pendente.hortaviva@exemplo.com.br',
    nome: 'Feira Pendente Horta',
    fornecedor: 'hortaViva',
    aprovado: false,
    confirmado: false,
  },
  casaDoPaoApproved: {
    email: 'aprovado.casadopao@exemplo.com.br',
    nome: 'Café Aprovado Pão',
    fornecedor: 'casaDoPao',
    aprovado: true,
    confirmado: true,
  },
  casaDoPaoPending: {
    email: 'pendente.casadopao@exemplo.com.br',
    nome: 'Confeitaria Pendente Pão',
    fornecedor: 'casaDoPao',
    aprovado: false,
    confirmado: false,
  },
} as const satisfies Record<
  string,
  {
    email: string;
    nome: string;
    fornecedor: SupplierKey;
    aprovado: boolean;
    confirmado: boolean;
    termos?: boolean;
  }
>;

/** Approved demo customers accepted terms v1, except the one kept to show the terms modal. */
function acceptsV1(c: { aprovado: boolean; termos?: boolean }): boolean {
  return c.aprovado && c.termos !== false;
}

/** Supplier tags the gates demo adds (spec §6). mar-azul already has support-budget (orders seed). */
const GATE_TAGS: Partial<Record<SupplierKey, string[]>> = {
  serraVerde: [SUPPLIER_TAGS.RESTRICT_NOT_APPROVED_USER_SUBMISSION],
  marAzul: [SUPPLIER_TAGS.BLOCK_NOT_APPROVED_USER],
  hortaViva: [SUPPLIER_TAGS.HIDE_PRICE_FOR_LOGGED_OUT],
};

/**
 * Horta Viva offers a subset of the modules (no invoices), to show the `modulos` gate; linked
 * users are among them, so every demo supplier has its linked user (issue 11 §7).
 */
const HORTA_VIVA_MODULES = [
  MODULOS.PEDIDOS,
  MODULOS.ENDERECOS,
  MODULOS.CUPONS,
  MODULOS.USUARIOS_VINCULADOS,
];

const TERMS_V1 = [
  'Estes termos regem o uso da loja virtual e a compra de produtos por clientes cadastrados.',
  '1. Cadastro. O cliente mantém seus dados atualizados e responde pelas compras feitas com seu login.',
  '2. Preços e pedidos. Os preços valem para o dia do pedido; pedidos ficam sujeitos à confirmação de estoque e de crédito.',
  '3. Entrega e retirada. Prazos e taxas são informados no carrinho antes do envio do pedido.',
  '4. Privacidade. Os dados são tratados conforme a LGPD, apenas para atender aos pedidos e ao relacionamento comercial.',
].join('\n\n');

const TERMS_V2_EXTRA =
  '5. Trocas e devoluções. Produtos com avaria devem ser recusados no ato da entrega ou informados em até 24 horas.';

/**
 * Seeds the access gates demo (idempotent, fresh and upgrade paths): terms v1 for every demo
 * supplier and v2 for Horta Viva (so its approved customer is asked again); the gate tags;
 * Horta Viva's module subset; the approved/pending customers of GATES_CUSTOMERS.
 *
 * Registrations that existed before a supplier first published terms are recorded as having
 * accepted v1 (the demo customers and orders seeded earlier keep working): call this LAST in
 * the seed, after every other seed that creates customers.
 */
export async function seedGates(tx: Tx): Promise<void> {
  for (const [key, tags] of Object.entries(GATE_TAGS) as [SupplierKey, string[]][]) {
    for (const tag of tags) {
      await tx
        .update(fornecedores)
        .set({ tags: sql`array_append(${fornecedores.tags}, ${tag})` })
        .where(
          and(
            eq(fornecedores.idfornecedor, DEMO_SUPPLIERS[key].idfornecedor),
            sql`not (${tag} = any(${fornecedores.tags}))`,
          ),
        );
    }
  }
  await tx
    .update(fornecedores)
    .set({ modulos: HORTA_VIVA_MODULES })
    .where(eq(fornecedores.idfornecedor, DEMO_SUPPLIERS.hortaViva.idfornecedor));

  const [existing] = await tx
    .select({ id: clientes.idcliente })
    .from(clientes)
    .where(eq(clientes.email, GATES_CUSTOMERS.serraVerdeApproved.email));
  if (existing) return;

  const ids = Object.values(DEMO_SUPPLIERS).map((s) => s.idfornecedor);
  const withTerms = await tx
    .select({ idfornecedor: termosUso.idfornecedor })
    .from(termosUso)
    .where(inArray(termosUso.idfornecedor, ids));
  const newlyTermed = ids.filter((id) => !withTerms.some((t) => t.idfornecedor === id));
  const v1At = new Date(Date.now() - 30 * 86_400_000);
  if (newlyTermed.length > 0) {
    await tx.insert(termosUso).values(
      newlyTermed.map((idfornecedor) => ({
        idfornecedor,
        versao: 1,
        titulo: 'Termos de uso — versão 1',
        conteudo: TERMS_V1,
        publicadoEm: v1At,
      })),
    );
    await tx
      .update(cadastrosCliente)
      .set({ termosusoVersao: '1', termosusoAceitosEm: v1At })
      .where(
        and(
          inArray(cadastrosCliente.idfornecedor, newlyTermed),
          isNull(cadastrosCliente.termosusoVersao),
        ),
      );
  }

  const senhaHash = await hash(DEMO_PASSWORD);
  for (const c of Object.values(GATES_CUSTOMERS)) {
    const [row] = await tx
      .insert(clientes)
      .values({ nome: c.nome, email: c.email, senhaHash })
      .returning({ id: clientes.idcliente });
    await tx.insert(cadastrosCliente).values({
      idcliente: row!.id,
      idfornecedor: DEMO_SUPPLIERS[c.fornecedor].idfornecedor,
      cadastroAprovado: c.aprovado,
      aprovadoEm: c.aprovado ? v1At : null,
      cadastroConfirmadoEm: c.confirmado ? v1At : null,
      termosusoVersao: acceptsV1(c) ? '1' : null,
      termosusoAceitosEm: acceptsV1(c) ? v1At : null,
    });
  }

  await tx
    .insert(termosUso)
    .values({
      idfornecedor: DEMO_SUPPLIERS.hortaViva.idfornecedor,
      versao: 2,
      titulo: 'Termos de uso — versão 2',
      conteudo: `${TERMS_V1}\n\n${TERMS_V2_EXTRA}`,
      publicadoEm: new Date(Date.now() - 86_400_000),
    })
    .onConflictDoNothing();
}
