import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pedidos, representantes, usuariosVinculados } from '../../db/schema/index.ts';

/** Who placed an order for the customer, as the order replies show it (spec §6). */
export interface OrderIssuer {
  usuarioVinculado: { idusuario_vinculado: number; nome: string } | null;
  representante: { idrepresentante: number; nome: string } | null;
  idapikeys: number | null;
}

const NOBODY: OrderIssuer = { usuarioVinculado: null, representante: null, idapikeys: null };

/**
 * The issuers of orders `numpedidos` (already scoped to the customer by the caller): three
 * queries whatever the page size.
 * @returns a map by numpedido; an order placed by the customer themself maps to all nulls.
 */
export async function orderIssuers(
  db: DbOrTx,
  numpedidos: number[],
): Promise<Map<number, OrderIssuer>> {
  const result = new Map<number, OrderIssuer>();
  if (numpedidos.length === 0) return result;
  const rows = await db
    .select({
      numpedido: pedidos.numpedido,
      idusuarioVinculado: pedidos.idusuarioVinculado,
      idrepresentante: pedidos.idrepresentante,
      idapikeys: pedidos.idapikeys,
    })
    .from(pedidos)
    .where(inArray(pedidos.numpedido, numpedidos));
  const linkedIds = [...new Set(rows.flatMap((r) => r.idusuarioVinculado ?? []))];
  const repIds = [...new Set(rows.flatMap((r) => r.idrepresentante ?? []))];
  const [linked, reps] = await Promise.all([
    linkedIds.length === 0
      ? []
      : db
          .select({ id: usuariosVinculados.idusuarioVinculado, nome: usuariosVinculados.nome })
          .from(usuariosVinculados)
          .where(inArray(usuariosVinculados.idusuarioVinculado, linkedIds)),
    repIds.length === 0
      ? []
      : db
          .select({ id: representantes.idrepresentante, nome: representantes.nome })
          .from(representantes)
          .where(inArray(representantes.idrepresentante, repIds)),
  ]);
  const linkedName = new Map(linked.map((l) => [l.id, l.nome]));
  const repName = new Map(reps.map((r) => [r.id, r.nome]));
  for (const r of rows) {
    result.set(r.numpedido, {
      usuarioVinculado:
        r.idusuarioVinculado === null
          ? null
          : {
              idusuario_vinculado: r.idusuarioVinculado,
              nome: linkedName.get(r.idusuarioVinculado) ?? '',
            },
      representante:
        r.idrepresentante === null
          ? null
          : { idrepresentante: r.idrepresentante, nome: repName.get(r.idrepresentante) ?? '' },
      idapikeys: r.idapikeys,
    });
  }
  return result;
}

/** The issuer of one order (all nulls when the customer placed it). */
export async function orderIssuer(db: DbOrTx, numpedido: number): Promise<OrderIssuer> {
  return (await orderIssuers(db, [numpedido])).get(numpedido) ?? NOBODY;
}
