import { hash } from '@node-rs/argon2';
import { and, eq, inArray } from 'drizzle-orm';
import { SUPPLIER_TAGS, requiresApproval } from '@vitrine/domain';
import type { DbOrTx } from '../client.ts';
import { cadastrosCliente, caracteristicas, clientes, fornecedores } from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_SUPPLIERS } from './demo-ids.ts';

/** The demo customer who confirmed their e-mail and waits for approval (README). */
export const DEMO_CONFIRMED_PENDING = {
  nome: 'Bruno Pendente',
  email: 'confirmado.pendente@exemplo.com.br',
  /** A valid CPF (check digits), not used by any other demo customer. */
  cpf: '46821357919',
  senha: DEMO_PASSWORD,
} as const;

type Def = Omit<typeof caracteristicas.$inferInsert, 'idcaracteristica' | 'idfornecedor'>;

/**
 * Two customer and two order characteristics per supplier; the first customer one is required
 * (asked at registration). The order ones are optional so that orders placed before they
 * existed (and the other journeys) stay valid; a required order characteristic is tested in
 * modules/accounts.
 */
const CHARACTERISTICS: Record<'serraVerde' | 'marAzul', Def[]> = {
  serraVerde: [
    {
      aplicacao: 'cliente',
      nome: 'Ramo de atividade',
      tipo: 'selecao',
      opcoes: ['Restaurante', 'Cafeteria', 'Mercado', 'Hotel', 'Outro'],
      obrigatoria: true,
      ordem: 1,
    },
    {
      aplicacao: 'cliente',
      nome: 'Número de funcionários',
      tipo: 'numero',
      opcoes: [],
      obrigatoria: false,
      ordem: 2,
    },
    {
      aplicacao: 'pedido',
      nome: 'Horário para recebimento',
      tipo: 'selecao',
      opcoes: ['Manhã (8h–12h)', 'Tarde (13h–18h)'],
      obrigatoria: false,
      ordem: 1,
    },
    {
      aplicacao: 'pedido',
      nome: 'Nota fiscal com pedido de compra',
      tipo: 'booleano',
      opcoes: [],
      obrigatoria: false,
      ordem: 2,
    },
  ],
  marAzul: [
    {
      aplicacao: 'cliente',
      nome: 'Tipo de estabelecimento',
      tipo: 'selecao',
      opcoes: ['Padaria', 'Lanchonete', 'Supermercado', 'Restaurante', 'Outro'],
      obrigatoria: true,
      ordem: 1,
    },
    {
      aplicacao: 'cliente',
      nome: 'Inscrição estadual',
      tipo: 'texto',
      opcoes: [],
      obrigatoria: false,
      ordem: 2,
    },
    {
      aplicacao: 'pedido',
      nome: 'Responsável pelo recebimento',
      tipo: 'texto',
      opcoes: [],
      obrigatoria: false,
      ordem: 1,
    },
    {
      aplicacao: 'pedido',
      nome: 'Aceita substituição de itens',
      tipo: 'booleano',
      opcoes: [],
      obrigatoria: false,
      ordem: 2,
    },
  ],
};

/**
 * Seeds the accounts demo data (issue 11 §1), idempotently: the customer and order
 * characteristics of serra-verde and mar-azul, and {@link DEMO_CONFIRMED_PENDING} — confirmed
 * but not approved — at every demo supplier that requires approval. When no demo supplier
 * requires approval yet, mar-azul gets the tag block-not-approved-user, so the registration
 * journey has a supplier whose new customers wait for approval. Run after the other seeds.
 */
export async function seedAccounts(db: DbOrTx): Promise<void> {
  for (const key of ['serraVerde', 'marAzul'] as const)
    await db
      .insert(caracteristicas)
      .values(
        CHARACTERISTICS[key].map((d) => ({ ...d, idfornecedor: DEMO_SUPPLIERS[key].idfornecedor })),
      )
      .onConflictDoNothing();

  const ids = Object.values(DEMO_SUPPLIERS).map((s) => s.idfornecedor);
  const suppliers = await db
    .select({ idfornecedor: fornecedores.idfornecedor, tags: fornecedores.tags })
    .from(fornecedores)
    .where(inArray(fornecedores.idfornecedor, ids));
  let approving = suppliers.filter((s) => requiresApproval(s.tags)).map((s) => s.idfornecedor);
  if (approving.length === 0) {
    const marAzul = suppliers.find((s) => s.idfornecedor === DEMO_SUPPLIERS.marAzul.idfornecedor);
    if (!marAzul) return;
    await db
      .update(fornecedores)
      .set({ tags: [...marAzul.tags, SUPPLIER_TAGS.BLOCK_NOT_APPROVED_USER] })
      .where(eq(fornecedores.idfornecedor, marAzul.idfornecedor));
    approving = [marAzul.idfornecedor];
  }

  const who = DEMO_CONFIRMED_PENDING;
  let [cliente] = await db
    .select({ idcliente: clientes.idcliente })
    .from(clientes)
    .where(eq(clientes.email, who.email));
  if (!cliente)
    [cliente] = await db
      .insert(clientes)
      .values({
        nome: who.nome,
        email: who.email,
        cpf: who.cpf,
        tipoDocumento: 'CPF',
        senhaHash: await hash(who.senha),
      })
      .returning({ idcliente: clientes.idcliente });
  for (const idfornecedor of approving) {
    const [existing] = await db
      .select({ id: cadastrosCliente.idcadastroextracliente })
      .from(cadastrosCliente)
      .where(
        and(
          eq(cadastrosCliente.idcliente, cliente!.idcliente),
          eq(cadastrosCliente.idfornecedor, idfornecedor),
        ),
      );
    if (!existing)
      await db.insert(cadastrosCliente).values({
        idcliente: cliente!.idcliente,
        idfornecedor,
        cadastroAprovado: false,
        cadastroConfirmadoEm: new Date(),
      });
  }
}
