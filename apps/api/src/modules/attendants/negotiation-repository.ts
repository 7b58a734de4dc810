import { and, asc, eq } from 'drizzle-orm';
import type { AcaoNegociacao, Centavos, Milli, NegotiatedLine } from '@vitrine/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  atendentes,
  carrinhoItens,
  carrinhoNegociacaoHistorico,
  carrinhos,
  produtos,
} from '../../db/schema/index.ts';

/** The negotiation state of a customer's cart at a supplier (spec §4 Cart flow, §6 Attendant). */
export interface NegotiatedCartRow {
  idcarrinho: number;
  bloqueioAtendimento: boolean;
  /** The attendant who sent it, when one did. */
  atendente: { idatendente: number; nome: string } | null;
}

/**
 * The customer's cart header at the supplier, or null when there is none. With `lock`, the row
 * is locked until the transaction ends (`tx` must then be a transaction).
 */
export async function findNegotiatedCart(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  lock = false,
): Promise<NegotiatedCartRow | null> {
  const query = db
    .select({
      idcarrinho: carrinhos.idcarrinho,
      bloqueioAtendimento: carrinhos.bloqueioAtendimento,
      idatendente: atendentes.idatendente,
      nomeAtendente: atendentes.nome,
    })
    .from(carrinhos)
    .leftJoin(atendentes, eq(atendentes.idatendente, carrinhos.idatendente))
    .where(and(eq(carrinhos.idfornecedor, idfornecedor), eq(carrinhos.idcliente, idcliente)));
  const [row] = lock ? await query.for('update', { of: carrinhos }) : await query;
  if (!row) return null;
  return {
    idcarrinho: row.idcarrinho,
    bloqueioAtendimento: row.bloqueioAtendimento,
    atendente:
      row.idatendente === null || row.nomeAtendente === null
        ? null
        : { idatendente: row.idatendente, nome: row.nomeAtendente },
  };
}

/**
 * The cart row of the customer at the supplier, created when missing (other columns untouched
 * when it exists), locked until the transaction ends.
 * @returns its idcarrinho.
 */
export async function upsertCartRow(
  tx: Tx,
  idfornecedor: string,
  idcliente: number,
): Promise<number> {
  const [cart] = await tx
    .insert(carrinhos)
    .values({ idfornecedor, idcliente, atualizadoEm: new Date() })
    .onConflictDoUpdate({
      target: [carrinhos.idfornecedor, carrinhos.idcliente],
      set: { atualizadoEm: new Date() },
    })
    .returning({ idcarrinho: carrinhos.idcarrinho });
  return cart!.idcarrinho;
}

/** A stored cart line with its gift wrap flag, which the negotiation keeps as it was. */
export interface StoredNegotiatedLine extends NegotiatedLine {
  embalarParaPresente: boolean;
}

/** The stored lines of a cart (quantities in milli, attendant prices in centavos). */
export async function findCartLines(
  db: DbOrTx,
  idcarrinho: number,
): Promise<StoredNegotiatedLine[]> {
  return db
    .select({
      idproduto: carrinhoItens.idproduto,
      quantidadeMilli: carrinhoItens.quantidadeMilli,
      precoatendenteCentavos: carrinhoItens.precoatendenteCentavos,
      embalarParaPresente: carrinhoItens.embalarParaPresente,
    })
    .from(carrinhoItens)
    .where(eq(carrinhoItens.idcarrinho, idcarrinho));
}

/** Replaces every line of the cart. Run inside the transaction that locked the cart row. */
export async function replaceCartLines(
  tx: Tx,
  idcarrinho: number,
  lines: readonly StoredNegotiatedLine[],
): Promise<void> {
  await tx.delete(carrinhoItens).where(eq(carrinhoItens.idcarrinho, idcarrinho));
  if (lines.length === 0) return;
  await tx.insert(carrinhoItens).values(
    lines.map((l) => ({
      idcarrinho,
      idproduto: l.idproduto,
      quantidadeMilli: l.quantidadeMilli,
      embalarParaPresente: l.embalarParaPresente,
      precoatendenteCentavos: l.precoatendenteCentavos,
    })),
  );
}

/** Marks the cart as sent by the attendant: locked for the customer (spec §4 bloqueio_atendimento). */
export async function lockCart(tx: Tx, idcarrinho: number, idatendente: number): Promise<void> {
  await tx
    .update(carrinhos)
    .set({ bloqueioAtendimento: true, idatendente, atualizadoEm: new Date() })
    .where(eq(carrinhos.idcarrinho, idcarrinho));
}

/** One history row to record: the change, by whom (attendant), on which line. */
export interface HistoryEntry {
  acao: AcaoNegociacao;
  idatendente: number;
  idproduto?: number | null;
  precoAnteriorCentavos?: Centavos | null;
  precoNovoCentavos?: Centavos | null;
  quantidadeAnteriorMilli?: Milli | null;
  quantidadeNovaMilli?: Milli | null;
}

/** Appends rows to the cart's negotiation history. */
export async function recordHistory(
  tx: Tx,
  idcarrinho: number,
  entries: readonly HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(carrinhoNegociacaoHistorico).values(entries.map((e) => ({ idcarrinho, ...e })));
}

/** A history row with the names of its attendant and product. */
export interface HistoryRow {
  acao: string;
  idatendente: number | null;
  nomeAtendente: string | null;
  idproduto: number | null;
  nomeProduto: string | null;
  precoAnteriorCentavos: Centavos | null;
  precoNovoCentavos: Centavos | null;
  quantidadeAnteriorMilli: Milli | null;
  quantidadeNovaMilli: Milli | null;
  criadoEm: Date;
}

/** The cart's whole negotiation history, oldest first (rows of one transaction in insert order). */
export async function findHistory(db: DbOrTx, idcarrinho: number): Promise<HistoryRow[]> {
  const h = carrinhoNegociacaoHistorico;
  return db
    .select({
      acao: h.acao,
      idatendente: h.idatendente,
      nomeAtendente: atendentes.nome,
      idproduto: h.idproduto,
      nomeProduto: produtos.nome,
      precoAnteriorCentavos: h.precoAnteriorCentavos,
      precoNovoCentavos: h.precoNovoCentavos,
      quantidadeAnteriorMilli: h.quantidadeAnteriorMilli,
      quantidadeNovaMilli: h.quantidadeNovaMilli,
      criadoEm: h.criadoEm,
    })
    .from(h)
    .leftJoin(atendentes, eq(atendentes.idatendente, h.idatendente))
    .leftJoin(produtos, eq(produtos.idproduto, h.idproduto))
    .where(eq(h.idcarrinho, idcarrinho))
    .orderBy(asc(h.criadoEm), asc(h.id));
}
