import { and, eq, inArray } from 'drizzle-orm';
import type { TipoEntrega } from '@vitrine/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  atendentes,
  carrinhoItens,
  carrinhoNegociacaoHistorico,
  carrinhos,
  categorias,
  produtos,
} from '../../db/schema/index.ts';
import { produtoSelect, type ProdutoRow } from '../catalog/product-mapper.ts';
import type { RequestedLine } from './cart-pricing.ts';

/** The stored cart of a customer at a supplier: header fields and lines. */
export interface StoredCart {
  idcarrinho: number;
  observacao: string | null;
  numPedidoCliente: string | null;
  /** The manual coupon code the customer applied, or null. */
  codigoCupom: string | null;
  /** False once the customer removed the automatic coupon. */
  cupomAplicacaoAutomatica: boolean;
  /** Locked by an attendant's negotiation (spec §4 Cart flow). */
  bloqueioAtendimento: boolean;
  /** Name of the attendant who sent the negotiated cart, while locked. */
  atendente: string | null;
  /** The delivery the customer chose (null fields while none). */
  entrega: {
    tipoEntrega: TipoEntrega | null;
    idendereco: number | null;
    idformaentrega: number | null;
  };
  itens: RequestedLine[];
}

/** The header fields a customer's cart save writes. */
export interface CartHeader {
  observacao: string | null;
  numPedidoCliente: string | null;
  codigoCupom: string | null;
  cupomAplicacaoAutomatica: boolean;
  /** The delivery chosen (spec §4 Delivery), stored so every read prices the same fee. */
  tipoEntrega: TipoEntrega | null;
  idenderecoEntrega: number | null;
  idformaentrega: number | null;
}

/** The supplier's ACTIVE products among `ids` (tenant-scoped): other suppliers' ids never match. */
export async function findSellableProducts(
  db: DbOrTx,
  idfornecedor: string,
  ids: readonly number[],
): Promise<ProdutoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(produtoSelect)
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(
      and(
        eq(produtos.idfornecedor, idfornecedor),
        eq(produtos.ativo, true),
        inArray(produtos.idproduto, [...ids]),
      ),
    );
}

/** The stored cart, or null when the customer has none at this supplier. */
export async function findCart(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
): Promise<StoredCart | null> {
  const [found] = await db
    .select({ cart: carrinhos, atendente: atendentes.nome })
    .from(carrinhos)
    .leftJoin(
      atendentes,
      and(
        eq(atendentes.idatendente, carrinhos.idatendente),
        eq(atendentes.idfornecedor, carrinhos.idfornecedor),
      ),
    )
    .where(and(eq(carrinhos.idfornecedor, idfornecedor), eq(carrinhos.idcliente, idcliente)));
  if (!found) return null;
  const { cart } = found;
  const itens = await db
    .select()
    .from(carrinhoItens)
    .where(eq(carrinhoItens.idcarrinho, cart.idcarrinho));
  return {
    idcarrinho: cart.idcarrinho,
    observacao: cart.observacao,
    numPedidoCliente: cart.numPedidoCliente,
    codigoCupom: cart.codigoCupom,
    cupomAplicacaoAutomatica: cart.cupomAplicacaoAutomatica,
    bloqueioAtendimento: cart.bloqueioAtendimento,
    atendente: cart.bloqueioAtendimento ? found.atendente : null,
    entrega: {
      tipoEntrega: cart.tipoEntrega,
      idendereco: cart.idenderecoEntrega,
      idformaentrega: cart.idformaentrega,
    },
    itens: itens.map((i) => ({
      idproduto: i.idproduto,
      quantidadeMilli: i.quantidadeMilli,
      embalarParaPresente: i.embalarParaPresente,
      precoatendenteCentavos: i.precoatendenteCentavos,
    })),
  };
}

/**
 * Replaces the customer's cart at a supplier with `itens` (already normalised and priced by the
 * caller), creating the cart row when missing. Run inside a transaction.
 */
export async function replaceCart(
  tx: Tx,
  idfornecedor: string,
  idcliente: number,
  header: CartHeader,
  itens: readonly RequestedLine[],
): Promise<void> {
  const [cart] = await tx
    .insert(carrinhos)
    .values({ idfornecedor, idcliente, ...header, atualizadoEm: new Date() })
    .onConflictDoUpdate({
      target: [carrinhos.idfornecedor, carrinhos.idcliente],
      set: { ...header, atualizadoEm: new Date() },
    })
    .returning({ idcarrinho: carrinhos.idcarrinho });
  const idcarrinho = cart!.idcarrinho;
  await tx.delete(carrinhoItens).where(eq(carrinhoItens.idcarrinho, idcarrinho));
  if (itens.length > 0) {
    await tx.insert(carrinhoItens).values(
      itens.map((i) => ({
        idcarrinho,
        idproduto: i.idproduto,
        quantidadeMilli: i.quantidadeMilli,
        embalarParaPresente: i.embalarParaPresente,
        precoatendenteCentavos: i.precoatendenteCentavos ?? null,
      })),
    );
  }
}

/** Empties the customer's cart at a supplier (after an order). Run inside the order's transaction. */
export async function emptyCart(tx: Tx, idfornecedor: string, idcliente: number): Promise<void> {
  const [cart] = await tx
    .select({ idcarrinho: carrinhos.idcarrinho })
    .from(carrinhos)
    .where(and(eq(carrinhos.idfornecedor, idfornecedor), eq(carrinhos.idcliente, idcliente)));
  if (!cart) return;
  await tx.delete(carrinhoItens).where(eq(carrinhoItens.idcarrinho, cart.idcarrinho));
  await tx
    .update(carrinhos)
    .set({
      observacao: null,
      numPedidoCliente: null,
      codigoCupom: null,
      cupomAplicacaoAutomatica: true,
      bloqueioAtendimento: false,
      idatendente: null,
      atualizadoEm: new Date(),
    })
    .where(eq(carrinhos.idcarrinho, cart.idcarrinho));
}

/**
 * Clears a cart's negotiation (spec §4 Cart flow "unlock"): attendant prices removed from every
 * line, lock lifted, and one DESBLOQUEIO history row per line whose price was cleared (who: the
 * customer), in the caller's transaction.
 * @returns whether anything changed.
 */
export async function unlockCart(tx: Tx, cart: StoredCart, idcliente: number): Promise<boolean> {
  const negotiated = cart.itens.filter((i) => i.precoatendenteCentavos != null);
  if (!cart.bloqueioAtendimento && negotiated.length === 0) return false;
  await tx
    .update(carrinhoItens)
    .set({ precoatendenteCentavos: null })
    .where(eq(carrinhoItens.idcarrinho, cart.idcarrinho));
  await tx
    .update(carrinhos)
    .set({ bloqueioAtendimento: false, idatendente: null, atualizadoEm: new Date() })
    .where(eq(carrinhos.idcarrinho, cart.idcarrinho));
  const rows = negotiated.map((i) => ({
    idcarrinho: cart.idcarrinho,
    acao: 'DESBLOQUEIO',
    idcliente,
    idproduto: i.idproduto,
    precoAnteriorCentavos: i.precoatendenteCentavos ?? null,
    precoNovoCentavos: null,
    quantidadeAnteriorMilli: i.quantidadeMilli,
    quantidadeNovaMilli: i.quantidadeMilli,
  }));
  await tx
    .insert(carrinhoNegociacaoHistorico)
    .values(
      rows.length > 0 ? rows : [{ idcarrinho: cart.idcarrinho, acao: 'DESBLOQUEIO', idcliente }],
    );
  return true;
}
