import { and, eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Centavos, Milli, TipoEntrega } from '@vitrine/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { preparedStatement, runPreparedSql } from '../../db/prepared.ts';
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

/**
 * The sellable-products query, with values or with the prepared statement's placeholders.
 * The ids are read through `ARRAY(SELECT unnest(…))`: with `= ANY($ids)` PostgreSQL costed a plan
 * for the actual array (three ids) below its generic plan (ten, its guess for an unknown array)
 * and planned the statement again on every cart save and read (0.34 ms planning, 0.07 ms
 * execution); through the subquery both plans see the same guess and the generic one is kept
 * (ADR 0056). Exported for the plan test.
 */
export function sellableQuery(db: DbOrTx, idfornecedor: string | Placeholder, ids: SQLWrapper) {
  return db
    .select(produtoSelect)
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(sellableConditions(idfornecedor, ids));
}

/** The supplier's active products among `ids`, as every sellable-products statement reads them. */
function sellableConditions(idfornecedor: string | Placeholder, ids: SQLWrapper) {
  return and(
    eq(produtos.idfornecedor, idfornecedor),
    // A literal condition, not a bound `= true`, as in the listing (listing-order.ts).
    sql`${produtos.ativo}`,
    sql`${produtos.idproduto} = ANY(ARRAY(SELECT unnest(${ids}::int[])))`,
  );
}

/**
 * The supplier's ACTIVE products among `ids` (tenant-scoped): other suppliers' ids never match.
 * A prepared statement (every cart save and read and every order asks it), run on `db`'s
 * connection, a transaction's included.
 */
export async function findSellableProducts(
  db: DbOrTx,
  idfornecedor: string,
  ids: readonly number[],
): Promise<ProdutoRow[]> {
  if (ids.length === 0) return [];
  return preparedStatement(db, 'vitrine_sellable_products', (d) =>
    sellableQuery(d, sql.placeholder('idfornecedor'), sql.placeholder('ids')).prepare(
      'vitrine_sellable_products',
    ),
  ).execute({ idfornecedor, ids: [...ids] });
}

/** A stored cart as its statement builds it (JSON: the column names). */
interface StoredCartJson {
  idcarrinho: number;
  observacao: string | null;
  num_pedido_cliente: string | null;
  codigo_cupom: string | null;
  cupom_aplicacao_automatica: boolean;
  bloqueio_atendimento: boolean;
  /** The attendant's name (same supplier), or null. */
  atendente: string | null;
  tipo_entrega: TipoEntrega | null;
  idendereco_entrega: number | null;
  idformaentrega: number | null;
  itens: {
    idproduto: number;
    quantidade_milli: number;
    embalar_para_presente: boolean;
    precoatendente_centavos: number | null;
  }[];
}

/**
 * The customer's stored cart at the supplier as one JSON value (a scalar subquery: NULL when
 * there is none): header, the attendant's name and the lines, in the order the line query
 * would read them. One expression for every statement that reads a cart (ADR 0071): the cart
 * alone, the cart with the sellable products of a save, the cart with what an order reads.
 */
export function storedCartJson(
  idfornecedor: Placeholder | SQLWrapper,
  idcliente: Placeholder | SQLWrapper,
): SQL<StoredCartJson | null> {
  return sql<StoredCartJson | null>`(SELECT json_build_object(
      'idcarrinho', c.idcarrinho, 'observacao', c.observacao,
      'num_pedido_cliente', c.num_pedido_cliente, 'codigo_cupom', c.codigo_cupom,
      'cupom_aplicacao_automatica', c.cupom_aplicacao_automatica,
      'bloqueio_atendimento', c.bloqueio_atendimento, 'atendente', a.nome,
      'tipo_entrega', c.tipo_entrega, 'idendereco_entrega', c.idendereco_entrega,
      'idformaentrega', c.idformaentrega,
      'itens', coalesce((SELECT json_agg(json_build_object(
          'idproduto', i.idproduto, 'quantidade_milli', i.quantidade_milli,
          'embalar_para_presente', i.embalar_para_presente,
          'precoatendente_centavos', i.precoatendente_centavos))
        FROM ${carrinhoItens} i WHERE i.idcarrinho = c.idcarrinho), '[]'::json))
    FROM ${carrinhos} c
    LEFT JOIN ${atendentes} a ON a.idatendente = c.idatendente AND a.idfornecedor = c.idfornecedor
    WHERE c.idfornecedor = ${idfornecedor}::uuid AND c.idcliente = ${idcliente}::int)`;
}

/** The stored-cart statement (placeholders). */
function cartStatement(): SQL {
  return sql`SELECT ${storedCartJson(sql.placeholder('idfornecedor'), sql.placeholder('idcliente'))} AS cart`;
}

/**
 * The stored cart, or null when the customer has none at this supplier: header and lines in one
 * statement (the lines as a JSON array, in the order the line query would read them).
 */
export async function findCart(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
): Promise<StoredCart | null> {
  const [row] = await runPreparedSql<{ cart: StoredCartJson | null }>(
    db,
    'vitrine_cart',
    cartStatement,
    { idfornecedor, idcliente },
  );
  return storedCartOf(row?.cart ?? null);
}

/**
 * What a cart save reads, in one statement: the supplier's ACTIVE products among `ids` (as
 * {@link findSellableProducts}) and the customer's stored cart (as {@link findCart}), carried by
 * each product row. Without a sellable product there is no row to carry the cart: it is then read
 * on its own (an empty save, or one of products no longer sold).
 */
export async function findCartAndSellableProducts(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  ids: readonly number[],
): Promise<{ stored: StoredCart | null; rows: ProdutoRow[] }> {
  if (ids.length === 0) return { stored: await findCart(db, idfornecedor, idcliente), rows: [] };
  const found = await preparedStatement(db, 'vitrine_cart_sellable_products', (d) =>
    cartAndSellableQuery(d).prepare('vitrine_cart_sellable_products'),
  ).execute({ idfornecedor, idcliente, ids: [...ids] });
  if (found.length === 0) return { stored: await findCart(db, idfornecedor, idcliente), rows: [] };
  return {
    stored: storedCartOf(found[0]!.carrinho),
    rows: found.map(({ carrinho: _cart, ...row }) => row),
  };
}

/** The sellable products with the stored cart, placeholders (exported for the plan test). */
export function cartAndSellableQuery(db: DbOrTx) {
  return db
    .select({
      ...produtoSelect,
      carrinho: storedCartJson(sql.placeholder('idfornecedor'), sql.placeholder('idcliente')),
    })
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(sellableConditions(sql.placeholder('idfornecedor'), sql.placeholder('ids')));
}

/** A stored cart from its JSON value; null when the customer has none. */
export function storedCartOf(cart: StoredCartJson | null): StoredCart | null {
  if (!cart) return null;
  return {
    idcarrinho: cart.idcarrinho,
    observacao: cart.observacao,
    numPedidoCliente: cart.num_pedido_cliente,
    codigoCupom: cart.codigo_cupom,
    cupomAplicacaoAutomatica: cart.cupom_aplicacao_automatica,
    bloqueioAtendimento: cart.bloqueio_atendimento,
    atendente: cart.bloqueio_atendimento ? cart.atendente : null,
    entrega: {
      tipoEntrega: cart.tipo_entrega,
      idendereco: cart.idendereco_entrega,
      idformaentrega: cart.idformaentrega,
    },
    itens: cart.itens.map((i) => ({
      idproduto: i.idproduto,
      quantidadeMilli: i.quantidade_milli as Milli,
      embalarParaPresente: i.embalar_para_presente,
      precoatendenteCentavos: i.precoatendente_centavos as Centavos | null,
    })),
  };
}

/**
 * Replaces the customer's cart at a supplier with `itens` (already normalised — one line per
 * product — and priced by the caller), in the caller's transaction and in two statements: the
 * cart row created or its header updated, which row-locks it, then the lines no longer asked for
 * deleted and the others inserted or updated in place (no two sub-statements touch the same
 * line). The lines statement starts once the lock is held, so it sees the lines of a save of the
 * same cart that committed meanwhile — one statement for both would read the lines as they were
 * before the wait and keep lines the other save added. A cart an attendant locked meanwhile is
 * left untouched.
 * @returns false when the cart is locked by an attendant (nothing written), true otherwise.
 */
export async function replaceCart(
  tx: Tx,
  idfornecedor: string,
  idcliente: number,
  header: CartHeader,
  itens: readonly RequestedLine[],
): Promise<boolean> {
  const [cart] = await runPreparedSql<{ idcarrinho: number }>(
    tx,
    'vitrine_cart_header',
    cartHeaderStatement,
    {
      idfornecedor,
      idcliente,
      ...header,
      atualizadoEm: new Date(),
    },
  );
  if (!cart) return false;
  await runPreparedSql(tx, 'vitrine_cart_lines', cartLinesStatement, {
    idcarrinho: cart.idcarrinho,
    ids: itens.map((i) => i.idproduto),
    quantidades: itens.map((i) => i.quantidadeMilli),
    embalar: itens.map((i) => i.embalarParaPresente),
    precos: itens.map((i) => i.precoatendenteCentavos ?? null),
  });
  return true;
}

/** The cart row created, or its header updated unless an attendant locked it (placeholders). */
export function cartHeaderStatement(): SQL {
  const p = (name: keyof CartHeader | 'idfornecedor' | 'idcliente' | 'atualizadoEm') =>
    sql.placeholder(name);
  return sql`
    INSERT INTO ${carrinhos} AS c (idfornecedor, idcliente, observacao, num_pedido_cliente,
      codigo_cupom, cupom_aplicacao_automatica, tipo_entrega, idendereco_entrega,
      idformaentrega, atualizado_em)
    VALUES (${p('idfornecedor')}::uuid, ${p('idcliente')}::int, ${p('observacao')}::text,
      ${p('numPedidoCliente')}::text, ${p('codigoCupom')}::text,
      ${p('cupomAplicacaoAutomatica')}::boolean, ${p('tipoEntrega')}::text,
      ${p('idenderecoEntrega')}::int, ${p('idformaentrega')}::int,
      ${p('atualizadoEm')}::timestamptz)
    ON CONFLICT (idfornecedor, idcliente) DO UPDATE SET
      observacao = EXCLUDED.observacao, num_pedido_cliente = EXCLUDED.num_pedido_cliente,
      codigo_cupom = EXCLUDED.codigo_cupom,
      cupom_aplicacao_automatica = EXCLUDED.cupom_aplicacao_automatica,
      tipo_entrega = EXCLUDED.tipo_entrega, idendereco_entrega = EXCLUDED.idendereco_entrega,
      idformaentrega = EXCLUDED.idformaentrega, atualizado_em = EXCLUDED.atualizado_em
    WHERE NOT c.bloqueio_atendimento
    RETURNING c.idcarrinho`;
}

/**
 * A cart's lines replaced (placeholders): those no longer asked for deleted, the others inserted
 * or updated in place, in the order given.
 */
export function cartLinesStatement(): SQL {
  const p = (name: string) => sql.placeholder(name);
  return sql`
    WITH gone AS (
      DELETE FROM ${carrinhoItens}
      WHERE idcarrinho = ${p('idcarrinho')}::int AND idproduto <> ALL(${p('ids')}::int[]))
    INSERT INTO ${carrinhoItens} (idcarrinho, idproduto, quantidade_milli,
      embalar_para_presente, precoatendente_centavos)
    SELECT ${p('idcarrinho')}::int, l.idproduto, l.quantidade_milli, l.embalar, l.preco
    FROM unnest(${p('ids')}::int[], ${p('quantidades')}::int[], ${p('embalar')}::boolean[],
      ${p('precos')}::int[])
      WITH ORDINALITY AS l(idproduto, quantidade_milli, embalar, preco, n)
    ORDER BY l.n
    ON CONFLICT (idcarrinho, idproduto) DO UPDATE SET
      quantidade_milli = EXCLUDED.quantidade_milli,
      embalar_para_presente = EXCLUDED.embalar_para_presente,
      precoatendente_centavos = EXCLUDED.precoatendente_centavos`;
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
