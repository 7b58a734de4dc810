import { z } from 'zod';
import { IdFornecedor, IdNumerico } from './common.ts';
import { defineRoute } from './define-route.ts';
import { ArquivoResposta } from './orders.ts';
import { routePaths } from './route-paths.ts';

/**
 * Fiscal documents of an invoiced order (spec §2 Order detail: ERP number, invoice key, DANFE
 * and XML; §7 Orders danfe): the NF-e 4.00 is issued in homologação (tpAmb 2, "SEM VALOR
 * FISCAL", never sent to a tax authority) when the supplier's staff finish picking.
 */

/** Path of `GET /v4/danfe/{numpedido}/{idfornecedor}`. */
export const DanfeParams = z.object({ numpedido: IdNumerico, idfornecedor: IdFornecedor });
export type DanfeParams = z.infer<typeof DanfeParams>;

/** Path of the NF-e XML download. */
export const NfeXmlParams = z.object({ numpedido: IdNumerico });
export type NfeXmlParams = z.infer<typeof NfeXmlParams>;

const OWNER_ONLY =
  "Only the buyer, at the supplier of the session: another customer's order is 404 'Pedido não " +
  "encontrado'; 404 'A nota fiscal deste pedido ainda não foi emitida.' before invoicing.";

/** The fiscal-document calls of the route table. */
export const fiscalRoutes = {
  danfe: defineRoute({
    ...routePaths.fiscal.danfe,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'DANFE (PDF) da NF-e do pedido',
    description:
      'GET /v4/danfe/{numpedido}/{idfornecedor} — the DANFE printed from the stored NF-e XML (application/pdf ' +
      'blob), with the CODE-128C barcode of the access key and the "SEM VALOR FISCAL" homologação mark. ' +
      OWNER_ONLY,
    params: DanfeParams,
    reply: ArquivoResposta,
  }),
  xml: defineRoute({
    ...routePaths.fiscal.xml,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'XML da NF-e do pedido',
    description:
      "GET /v4/app/orders/{numpedido}/nfe-xml — not in the spec (its path is this API's choice; spec §2 asks for " +
      'the XML on the order detail): the NF-e 4.00 XML (application/xml, <NFe> layout 4.00, unsigned and never authorised, ' +
      'tpAmb 2). ' +
      OWNER_ONLY,
    params: NfeXmlParams,
    reply: ArquivoResposta,
  }),
};
