import type { FiltrosPedidos, PedidosClienteResposta } from '@vitrine/contract';
import {
  AFTER_SALE_MSG,
  CANAL_ORIGEM_TODOS,
  isCanalOrigem,
  pageCount,
  periodRange,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { InvalidInputError } from '../../errors/app-errors.ts';
import { orderIssuers } from './order-issuers.ts';
import { toPedidoResumo } from './order-mapper.ts';
import { countOrders, listOrders, type OrderListFilter } from './orders-repository.ts';

/**
 * The list's filters as the repository takes them: the period's days become São Paulo instants,
 * TODOS (or none) means every channel.
 * @throws InvalidInputError (campo de) when `de` is after `ate`.
 */
export function resolveFilter(filtros: FiltrosPedidos): OrderListFilter {
  const range = periodRange(filtros.de, filtros.ate);
  if (!range) throw new InvalidInputError(AFTER_SALE_MSG.periodInvalid, 'de');
  return {
    status: filtros.status,
    canalOrigem:
      filtros.canal && filtros.canal !== CANAL_ORIGEM_TODOS && isCanalOrigem(filtros.canal)
        ? filtros.canal
        : undefined,
    from: range.from,
    to: range.to,
  };
}

/**
 * One page of the customer's orders at the supplier matching the filters, newest first.
 * @see spec §3 Order list item, §7 Orders, §9 channel list
 */
export async function orderListPage(
  db: DbOrTx,
  customer: { idfornecedor: string; idcliente: number },
  query: FiltrosPedidos & { pagina: number; porPagina: number },
): Promise<PedidosClienteResposta> {
  const filter = resolveFilter(query);
  const [rows, total] = await Promise.all([
    listOrders(db, customer.idfornecedor, customer.idcliente, filter, {
      offset: (query.pagina - 1) * query.porPagina,
      limit: query.porPagina,
    }),
    countOrders(db, customer.idfornecedor, customer.idcliente, filter),
  ]);
  const issuers = await orderIssuers(
    db,
    rows.map((r) => r.numpedido),
  );
  return {
    pedidos: rows.map((row) => ({ ...toPedidoResumo(row), ...issuers.get(row.numpedido) })),
    pagina: query.pagina,
    porPagina: query.porPagina,
    total,
    totalPaginas: pageCount(total, query.porPagina),
  };
}
