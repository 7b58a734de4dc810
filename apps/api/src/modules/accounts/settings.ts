import { and, eq } from 'drizzle-orm';
import type { ConfiguracoesCliente } from '@vitrine/contract';
import {
  ACCOUNTS_MSG,
  SUPPLIER_TAGS,
  cpfLength,
  hasTag,
  isAwaitingApproval,
  requiresApproval,
  centavosToReais,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { cadastrosCliente, clientes, fornecedores } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/app-errors.ts';
import { listCharacteristics, listCustomerValues } from './accounts-repository.ts';

/**
 * The customer's settings at one supplier (spec §7 get-configuracoes-cliente): identity and
 * company names, approval (required? approved?), confirmation, terms, whether prices show,
 * invoice credit (reais) and the customer characteristics with their answers.
 * @throws NotFoundError when the customer is not registered at the supplier.
 */
export async function customerSettings(
  db: DbOrTx,
  idcliente: number,
  idfornecedor: string,
): Promise<ConfiguracoesCliente> {
  const [row] = await db
    .select({ cliente: clientes, cadastro: cadastrosCliente, tags: fornecedores.tags })
    .from(cadastrosCliente)
    .innerJoin(clientes, eq(clientes.idcliente, cadastrosCliente.idcliente))
    .innerJoin(fornecedores, eq(fornecedores.idfornecedor, cadastrosCliente.idfornecedor))
    .where(
      and(
        eq(cadastrosCliente.idcliente, idcliente),
        eq(cadastrosCliente.idfornecedor, idfornecedor),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(ACCOUNTS_MSG.customerNotAtSupplier);
  const { cliente, cadastro, tags } = row;
  const [defs, values] = await Promise.all([
    listCharacteristics(db, idfornecedor, 'cliente'),
    listCustomerValues(db, cadastro.idcadastroextracliente),
  ]);
  const answer = new Map(values.map((v) => [v.id, v.valor]));
  const awaiting = isAwaitingApproval(tags, cadastro.cadastroAprovado);
  return {
    idcliente,
    idfornecedor,
    idcadastroextracliente: cadastro.idcadastroextracliente,
    nome: cliente.nome,
    email: cliente.email,
    telefone: cliente.telefone,
    tipo_documento: cliente.tipoDocumento,
    cpf_length: cpfLength(cliente.cpf),
    razao_social: cliente.razaoSocial,
    nome_fantasia: cliente.nomeFantasia,
    requer_aprovacao: requiresApproval(tags),
    cadastro_aprovado: !awaiting,
    cadastro_confirmado: cadastro.cadastroConfirmadoEm !== null,
    termosuso: cadastro.termosusoAceitosEm !== null,
    termosuso_versao: cadastro.termosusoVersao,
    exibir_precos: !(awaiting && hasTag(tags, SUPPLIER_TAGS.SUPPORT_BUDGET)),
    limite_credito_total: centavosToReais(cadastro.limiteCreditoTotalCentavos),
    limite_credito_disponivel: centavosToReais(cadastro.limiteCreditoDisponivelCentavos),
    caracteristicas: defs.map((d) => ({ ...d, valor: answer.get(d.id) ?? null })),
  };
}
