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
    .where(
      and(
        eq(produtos.idfornecedor, idfornecedor),
        // A literal condition, not a bound `= true`, as in the listing (listing-order.ts).
        sql`${produtos.ativo}`,
        sql`${produtos.idproduto} = ANY(ARRAY(SELECT unnest(${ids}::int[])))`,
      ),
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

/** A stored line as the cart statement aggregates it (JSON: the column names). */
interface StoredLineJson {
  idproduto: number;
  quantidade_milli: number;
  embalar_para_presente: boolean;
  precoatendente_centavos: number | null;
}

/** The stored-cart query, with values or with the prepared statement's placeholders. */
function cartQuery(
  db: DbOrTx,
  idfornecedor: string | Placeholder,
  idcliente: number | Placeholder,
) {
  return db
    .select({
      cart: carrinhos,
      atendente: atendentes.nome,
      itens: sql<StoredLineJson[]>`coalesce((SELECT json_agg(json_build_object(
          'idproduto', i.idproduto, 'quantidade_milli', i.quantidade_milli,
          'embalar_para_presente', i.embalar_para_presente,
          'precoatendente_centavos', i.precoatendente_centavos))
        FROM carrinho_itens i WHERE i.idcarrinho = carrinhos.idcarrinho), '[]'::json)`,
    })
    .from(carrinhos)
    .leftJoin(
      atendentes,
      and(
        eq(atendentes.idatendente, carrinhos.idatendente),
        eq(atendentes.idfornecedor, carrinhos.idfornecedor),
      ),
    )
    .where(and(eq(carrinhos.idfornecedor, idfornecedor), eq(carrinhos.idcliente, idcliente)));
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
  const [found] = await preparedStatement(db, 'vitrine_cart', (d) =>
    cartQuery(d, sql.placeholder('idfornecedor'), sql.placeholder('idcliente')).prepare(
      'vitrine_cart',
    ),
  ).execute({ idfornecedor, idcliente });
  if (!found) return null;
  const { cart } = found;
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
    itens: found.itens.map((i) => ({
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
