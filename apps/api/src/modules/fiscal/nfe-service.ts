import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CODIGO_UF, centavos, chaveAcesso, type Centavos, type Milli } from '@vitrine/domain';
import type { TipoFormaPagamento } from '@vitrine/contract';
import type { Tx } from '../../db/client.ts';
import {
  clientes,
  formasPagamento,
  fornecedores,
  lojas,
  notasFiscais,
  pedidoItens,
  pedidos,
  produtos,
} from '../../db/schema/index.ts';
import { codigoMunicipio, parseStoreAddress } from './emitter-address.ts';
import { buildNfeXml, type NfeEndereco } from './nfe-xml.ts';

/** The series every NF-e of this sandbox is issued in. */
export const NFE_SERIE = 1;

/** tPag of the NF-e payment group for each payment method type. */
const TPAG: Readonly<Record<TipoFormaPagamento, string>> = {
  DINHEIRO: '01',
  CARTAO: '03',
  FATURADO: '05',
  BOLETO: '15',
  PIX: '17',
};

/** What invoicing stores on the order. */
export interface IssuedNfe {
  chave: string;
  numero: number;
  codigoErp: string;
}

/**
 * Issues the NF-e of an order being invoiced, inside `tx` (after its lines were weighed): locks
 * the supplier row so numbers are given one at a time, takes the next number of the series,
 * builds the access key (random cNF ≠ nNF) and the homologação XML from the order, stores both
 * in `notas_fiscais` and sets the order's `chave_nfe`, `codigo_erp` and `faturado_em`.
 * @see spec §2 Order detail; ADR 0025
 */
export async function issueNfe(tx: Tx, numpedido: number, now: Date): Promise<IssuedNfe> {
  const [order] = await tx
    .select({ pedido: pedidos, cliente: clientes, forma: formasPagamento })
    .from(pedidos)
    .innerJoin(clientes, eq(clientes.idcliente, pedidos.idcliente))
    .innerJoin(formasPagamento, eq(formasPagamento.idformapagto, pedidos.idformapagto))
    .where(eq(pedidos.numpedido, numpedido));
  if (!order) throw new Error(`pedido ${numpedido} ausente ao emitir a NF-e`);
  const p = order.pedido;
  const [supplier] = await tx
    .select()
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, p.idfornecedor))
    .for('update');
  const [store] = await tx
    .select({ descricao: lojas.descricaoEnderecoLoja })
    .from(lojas)
    .where(and(eq(lojas.idfornecedor, p.idfornecedor), eq(lojas.ativo, true)))
    .orderBy(asc(lojas.idloja))
    .limit(1);
  const emitterAddress = parseStoreAddress(store?.descricao ?? supplier!.rodape.endereco ?? '');
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${notasFiscais.numero}), 0)::int` })
    .from(notasFiscais)
    .where(and(eq(notasFiscais.idfornecedor, p.idfornecedor), eq(notasFiscais.serie, NFE_SERIE)));
  const nNF = (last?.n ?? 0) + 1;
  let cNF = randomInt(0, 100_000_000);
  if (cNF === nNF) cNF = (cNF + 1) % 100_000_000;
  const cUF = CODIGO_UF[emitterAddress.UF] ?? 35;
  // Year and month of issue in São Paulo time (UTC−03:00).
  const local = new Date(now.getTime() - 3 * 3_600_000);
  const chave = chaveAcesso({
    cUF,
    emissao: { ano: local.getUTCFullYear(), mes: local.getUTCMonth() + 1 },
    cnpj: supplier!.cnpj,
    modelo: 55,
    serie: NFE_SERIE,
    nNF,
    tpEmis: 1,
    cNF,
  });
  const codigoErp = `${supplier!.idempresa}-${String(numpedido).padStart(8, '0')}`;
  const lines = await tx
    .select({ item: pedidoItens, codigo: produtos.codigo })
    .from(pedidoItens)
    .innerJoin(produtos, eq(produtos.idproduto, pedidoItens.idproduto))
    .where(eq(pedidoItens.numpedido, numpedido))
    .orderBy(asc(pedidoItens.nome));
  const delivered = lines.filter(
    (l) => (l.item.quantidadeFaturadaMilli ?? l.item.quantidadeMilli) > 0,
  );
  const address = p.enderecoEntrega ?? p.enderecoFaturamento;
  const destAddress: NfeEndereco | null = address
    ? {
        xLgr: address.rua,
        nro: address.numero,
        xCpl: address.complemento ?? null,
        xBairro: address.bairro,
        cMun: codigoMunicipio(address.cidade, address.uf),
        xMun: address.cidade,
        UF: address.uf,
        CEP: address.cep,
      }
    : null;
  const xml = await buildNfeXml({
    chave,
    cUF,
    cNF,
    serie: NFE_SERIE,
    nNF,
    emitidaEm: now,
    emitente: {
      cnpj: supplier!.cnpj,
      nome: supplier!.nome,
      fantasia: supplier!.nome,
      endereco: emitterAddress,
      fone: supplier!.rodape.telefone,
    },
    destinatario: {
      documento: order.cliente.cpf,
      idEstrangeiro: order.cliente.documentoEstrangeiro,
      endereco: destAddress,
      email: order.cliente.email,
    },
    itens: delivered.map(({ item, codigo }) => ({
      codigo,
      nome: item.nome,
      unidade: item.unidade,
      quantidadeMilli: (item.quantidadeFaturadaMilli ?? item.quantidadeMilli) as Milli,
      precoUnitarioCentavos: item.precoUnitarioCentavos,
      totalCentavos: centavos(item.totalCentavos - item.totalEmbalagemCentavos),
      outrosCentavos: item.totalEmbalagemCentavos,
    })),
    freteCentavos: p.taxaEntregaCentavos,
    descontoCentavos: p.descontoCentavos as Centavos,
    tPag: TPAG[order.forma.tipo] ?? '99',
    entrega: p.tipoEntrega === 'DELIVERY',
    informacoes: `NF-e emitida em ambiente de homologação. Pedido nº ${numpedido}. Nº ERP ${codigoErp}.`,
  });
  await tx.insert(notasFiscais).values({
    numpedido,
    idfornecedor: p.idfornecedor,
    serie: NFE_SERIE,
    numero: nNF,
    chave,
    ambiente: 2,
    xml,
    emitidaEm: now,
  });
  await tx
    .update(pedidos)
    .set({ chaveNfe: chave, codigoErp, faturadoEm: now })
    .where(eq(pedidos.numpedido, numpedido));
  return { chave, numero: nNF, codigoErp };
}
