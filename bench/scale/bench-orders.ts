import type { Pool } from 'pg';
import type { BenchCustomer } from './bench-customers.ts';
import type { Target } from './measure.ts';

/** What an order of the benchmark needs at its supplier: a pickup store and a payment method. */
export interface OrderSettings {
  idloja: number;
  idformapagto: number;
}

/**
 * Makes a benchmark supplier able to take orders (issue 12 §1 order submit): copies the demo
 * supplier's delivery forms (`formas_entrega`, pointed at the copied store of the same name)
 * when the supplier has none, and returns the pickup store and the payment method (paid on
 * pickup, no gateway) the benchmark orders use. The windows are not copied: a benchmark that
 * submits thousands of orders must not be refused because a window is full.
 * @throws Error when the demo supplier has no pickup store or no method paid on pickup.
 */
export async function ensureOrderSettings(
  pool: Pool,
  templateSlug: string,
  idfornecedor: string,
): Promise<OrderSettings> {
  const { rows: forms } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM formas_entrega WHERE idfornecedor = $1',
    [idfornecedor],
  );
  if (forms[0]!.n === 0) {
    const { rows: cols } = await pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'formas_entrega' AND table_schema = current_schema()
         AND column_name NOT IN ('idformaentrega', 'idfornecedor', 'idloja_expedicao')`,
    );
    const list = cols.map((c) => `"${c.column_name}"`).join(', ');
    await pool.query(
      `INSERT INTO formas_entrega (idfornecedor, idloja_expedicao, ${list})
       SELECT $2, novo.idloja, ${cols.map((c) => `f."${c.column_name}"`).join(', ')}
       FROM formas_entrega f
       JOIN fornecedores t ON t.idfornecedor = f.idfornecedor AND t.slug = $1
       LEFT JOIN lojas velho ON velho.idloja = f.idloja_expedicao
       LEFT JOIN lojas novo ON novo.idfornecedor = $2 AND novo.nome = velho.nome`,
      [templateSlug, idfornecedor],
    );
  }
  const { rows: stores } = await pool.query<{ idloja: number }>(
    'SELECT idloja FROM lojas WHERE idfornecedor = $1 AND ativo ORDER BY idloja LIMIT 1',
    [idfornecedor],
  );
  const { rows: methods } = await pool.query<{ idformapagto: number }>(
    `SELECT idformapagto FROM formas_pagamento
     WHERE idfornecedor = $1 AND ativo AND NOT exige_pagamento_antecipado
     ORDER BY ordem, idformapagto LIMIT 1`,
    [idfornecedor],
  );
  if (!stores[0] || !methods[0]) {
    throw new Error(`${templateSlug} has no pickup store or no payment method paid on pickup`);
  }
  return { idloja: stores[0].idloja, idformapagto: methods[0].idformapagto };
}

/** Orders of the supplier so far: counted before and after the order measure (exactly once). */
export async function orderCount(pool: Pool, idfornecedor: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pedidos WHERE idfornecedor = $1',
    [idfornecedor],
  );
  return rows[0]!.n;
}

/** What a cart save or an order submit of the benchmark needs to build its n-th request. */
export interface BuyingContext {
  idfornecedor: string;
  productIds: readonly number[];
  customers: readonly BenchCustomer[];
  settings: OrderSettings;
}

function authorized(customer: BenchCustomer): Record<string, string> {
  return { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' };
}

/**
 * The cart-save measure's request (issue 12 §2 "Cart save with pricing"): the n-th request is
 * a different buyer's save of a priced 3-line cart (a different cart row per connection), the
 * body scale.bench.ts sends.
 */
export function cartSaveTarget(c: BuyingContext): Target {
  const buyer = (n: number) => c.customers[n % c.customers.length]!;
  const product = (n: number) => c.productIds[n % c.productIds.length]!;
  return {
    method: 'POST',
    path: (n) =>
      `/v2/app/vitrine-web~${buyer(n).idcliente}/usuario/${buyer(n).idcliente}/cart?idfornecedor=${c.idfornecedor}`,
    headers: (n) => authorized(buyer(n)),
    body: (n) =>
      JSON.stringify({
        cartItens: [0, 1, 2].map((k) => ({ id: product(n + k), quantidade: 1 + ((n + k) % 4) })),
      }),
  };
}

/**
 * The order-submit measure's request (issue 12 §2 "Order submit"): the n-th request is a
 * buyer's pickup order of two priced lines paid on pickup, the body scale.bench.ts sends. A
 * buyer's next order differs from its last one (quantities follow the round), so none is
 * refused as a duplicate.
 */
export function orderSubmitTarget(c: BuyingContext): Target {
  const buyer = (n: number) => c.customers[n % c.customers.length]!;
  const product = (n: number) => c.productIds[n % c.productIds.length]!;
  return {
    method: 'POST',
    path: (n) => `/v2/app/vitrine-web/usuario/${buyer(n).idcliente}/pedido`,
    headers: (n) => authorized(buyer(n)),
    body: (n) =>
      JSON.stringify({
        itens: [0, 1].map((k) => ({
          id: product(n + k),
          quantidade: 1 + (Math.floor(n / c.customers.length) % 5),
        })),
        idfornecedor: c.idfornecedor,
        tipoEntrega: 'RETIRADA',
        lojaRetira: { idloja: c.settings.idloja },
        formaPagamento: { idformapagto: c.settings.idformapagto },
        canalVenda: 'WEB',
      }),
  };
}
