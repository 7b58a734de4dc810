import {
  APP_MSG,
  checkSchedule,
  formRefusalMessage,
  MSG,
  quoteDeliveryForm,
  saoPauloNow,
  scheduleRefusalMessage,
  schedulingDates,
  SCHEDULING_HORIZON_DAYS,
  TipoEntrega,
  type Centavos,
  type DeliveryDestination,
} from '@vitrine/domain';
import type { Tx } from '../../db/client.ts';
import type {
  EnderecoEntregaSnapshot,
  FormaEntregaSnapshot,
  LojaRetiraSnapshot,
} from '../../db/schema/index.ts';
import { InvalidInputError, RefusedError } from '../../errors/app-errors.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { toDeliveryFormRule } from './delivery-form-mapper.ts';
import { bookedWindows, listDeliveryForms, lockWindow } from './delivery-repository.ts';
import {
  addressSnapshot,
  customerAddress,
  destinationOf,
  pickupStores,
} from './delivery-service.ts';

/** What the order asks for: type (already resolved by the supplier's tags), place, form, date, window. */
export interface OrderDeliveryRequest {
  idcliente: number;
  tipoEntrega: TipoEntrega;
  idendereco: number | null;
  idloja: number | null;
  /** idformaentrega as text; absent → the first form offered. */
  formaId: string | null;
  /** YYYY-MM-DD; absent → the form's first date (and its first open window). */
  data: string | null;
  idjanela: number | null;
  /** Items total before the fee, centavos: decides the minimum and the free-above rule. */
  subtotalCentavos: Centavos;
}

/** The delivery an order stores, all checked and priced by the server. */
export interface OrderDelivery {
  taxaEntregaCentavos: Centavos;
  formaEntrega: FormaEntregaSnapshot;
  enderecoSnapshot: EnderecoEntregaSnapshot | null;
  lojaRetira: LojaRetiraSnapshot | null;
  /** The booking counted against the window's capacity. */
  booking: { idformaentrega: number; idjanela: number | null; dataEntrega: string };
}

/**
 * Checks and prices an order's delivery inside the order transaction (spec §4 Delivery): the
 * address (DELIVERY) or store (RETIRADA), the form and its fee for this order value, and the
 * date and window — after locking the window row, so a window that filled meanwhile (another
 * order took its last place) is refused instead of overbooked. Never trusts a client fee.
 * @throws InvalidInputError 'Requisição inválida' (campo enderecoentrega.idendereco) for DELIVERY
 *   without an address; NotFoundError 'Endereço não encontrado'; InvalidInputError/RefusedError
 *   'Loja de retirada não encontrada' (campo lojaRetira.idloja); RefusedError 'O fornecedor não
 *   atende no endereço informado' / 'Nenhuma forma de entrega foi encontrada para esse endereço,
 *   itens ou valor de pedido.' / the form's refusal text (campo formaEntrega.id); RefusedError with
 *   the schedule refusal text (campo formaEntrega.data_de_entrega or formaEntrega.idjanela), e.g.
 *   'O horário de entrega escolhido esgotou. Escolha outro horário.'
 */
export async function resolveOrderDelivery(
  tx: Tx,
  supplier: Tenant,
  req: OrderDeliveryRequest,
  now: Date,
): Promise<OrderDelivery> {
  let dest: DeliveryDestination = { cep: null, point: null };
  let enderecoSnapshot: EnderecoEntregaSnapshot | null = null;
  let lojaRetira: LojaRetiraSnapshot | null = null;
  if (req.tipoEntrega === TipoEntrega.DELIVERY) {
    const address = await customerAddress(
      tx,
      req.idcliente,
      req.idendereco,
      'enderecoentrega.idendereco',
    );
    dest = destinationOf(address);
    enderecoSnapshot = addressSnapshot(address);
  } else {
    if (req.idloja === null)
      throw new InvalidInputError(APP_MSG.storeNotFound, 'lojaRetira.idloja');
    const loja = (await pickupStores(tx, supplier.idfornecedor, null)).find(
      (l) => l.idloja === req.idloja,
    );
    if (!loja) throw new RefusedError(APP_MSG.storeNotFound, 'lojaRetira.idloja');
    lojaRetira = {
      idloja: loja.idloja,
      nome: loja.nome,
      descricao_endereco_loja: loja.descricao_endereco_loja,
      coordenadas_loja: loja.coordenadas_loja,
    };
  }

  const records = await listDeliveryForms(tx, supplier.idfornecedor, req.tipoEntrega);
  const rules = records.map(toDeliveryFormRule);
  const quotes = rules.map((rule) => ({
    rule,
    quote: quoteDeliveryForm(rule, dest, req.subtotalCentavos),
  }));
  const chosen = req.formaId
    ? quotes.find((q) => String(q.rule.idformaentrega) === req.formaId)
    : (quotes.find((q) => q.quote.ok) ?? quotes[0]);
  if (!chosen) {
    if (req.formaId) throw new RefusedError(MSG.noDeliveryMethodFound, 'formaEntrega.id');
    throw new RefusedError(MSG.noDeliveryMethodFound);
  }
  const { rule, quote } = chosen;
  if (!quote.ok) {
    if (
      quote.motivo === 'FORA_DA_AREA' &&
      !quotes.some((q) => q.quote.ok || q.quote.motivo !== 'FORA_DA_AREA')
    )
      throw new RefusedError(MSG.supplierDoesNotServeAddress);
    throw new RefusedError(
      formRefusalMessage(quote.motivo, rule.pedidoMinimoCentavos),
      'formaEntrega.id',
    );
  }

  const windowIds = rule.janelas.map((j) => j.idjanela);
  const today = saoPauloNow(now).data;
  let data = req.data;
  let idjanela = req.idjanela;
  if (data === null || (idjanela === null && rule.janelas.length > 0)) {
    // No date, or a date without a window (the spec's payload names only data_de_entrega):
    // the first date offered, or the chosen one, with its first window that has room. Without
    // a date only the first one is needed: the dates are computed in order and the search
    // stops there, instead of listing every date of the 90-day horizon to keep the first.
    const offered = schedulingDates(
      rule,
      now,
      await bookedWindows(tx, windowIds, today),
      data === null ? 1 : SCHEDULING_HORIZON_DAYS,
    );
    const day = data === null ? offered[0] : offered.find((d) => d.data === data);
    if (!day) {
      if (data === null) throw new RefusedError(MSG.noDeliveryMethodFound, 'formaEntrega.id');
      throw new RefusedError(
        scheduleRefusalMessage('DATA_INDISPONIVEL'),
        'formaEntrega.data_de_entrega',
      );
    }
    data = day.data;
    idjanela ??= day.janelas[0]?.idjanela ?? null;
  }
  if (idjanela !== null && windowIds.includes(idjanela)) await lockWindow(tx, idjanela);
  const refusal = checkSchedule(
    rule,
    now,
    await bookedWindows(tx, windowIds, today),
    data,
    idjanela,
  );
  if (refusal) {
    const campo =
      refusal === 'DATA_INDISPONIVEL' ? 'formaEntrega.data_de_entrega' : 'formaEntrega.idjanela';
    throw new RefusedError(scheduleRefusalMessage(refusal), campo);
  }
  const janela = rule.janelas.find((j) => j.idjanela === idjanela) ?? null;
  return {
    taxaEntregaCentavos: quote.taxaCentavos,
    formaEntrega: {
      id: String(rule.idformaentrega),
      nome: rule.nome,
      data_de_entrega: data,
      janela: janela ? { idjanela: janela.idjanela, inicio: janela.inicio, fim: janela.fim } : null,
    },
    enderecoSnapshot,
    lojaRetira,
    booking: {
      idformaentrega: rule.idformaentrega,
      idjanela: janela?.idjanela ?? null,
      dataEntrega: data,
    },
  };
}
