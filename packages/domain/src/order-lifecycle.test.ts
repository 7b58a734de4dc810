import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TipoEntrega } from './delivery/delivery-type.ts';
import {
  OrderEvent,
  allowedOrderEvents,
  isFinalOrderStatus,
  nextOrderStatus,
  type OrderLifecycleContext,
} from './order-lifecycle.ts';
import { StatusPedido } from './order-status.ts';

const delivery: OrderLifecycleContext = {
  tipoEntrega: TipoEntrega.DELIVERY,
  pagamentoAntecipado: true,
};
const pickup: OrderLifecycleContext = {
  tipoEntrega: TipoEntrega.RETIRADA,
  pagamentoAntecipado: false,
};

/** Applies events in order, ignoring the refused ones; returns every status visited. */
function run(start: StatusPedido, events: readonly OrderEvent[], ctx: OrderLifecycleContext) {
  const visited = [start];
  for (const e of events) {
    const next = nextOrderStatus(visited.at(-1)!, e, ctx);
    if (next) visited.push(next);
  }
  return visited;
}

describe('the order lifecycle (issue 10 §5, ADR 0019)', () => {
  it('takes a prepaid delivery from payment to the door', () => {
    expect(
      run(
        StatusPedido.AGUARDANDOPAGAMENTO,
        [
          OrderEvent.CONFIRMAR_PAGAMENTO,
          OrderEvent.INICIAR_SEPARACAO,
          OrderEvent.CONCLUIR_SEPARACAO,
          OrderEvent.DESPACHAR,
          OrderEvent.RETORNAR,
          OrderEvent.DESPACHAR,
          OrderEvent.ENTREGAR,
        ],
        delivery,
      ),
    ).toEqual([
      'AGUARDANDOPAGAMENTO',
      'ENVIADO',
      'SEPARANDO',
      'PAGO',
      'EMENTREGA',
      'PAGO',
      'EMENTREGA',
      'ENTREGUE',
    ]);
  });

  it('takes a quote to a pickup order, ready at the store', () => {
    expect(
      run(
        StatusPedido.ORCAMENTO_NOVO,
        [
          OrderEvent.PRECIFICAR_ORCAMENTO,
          OrderEvent.ACEITAR_ORCAMENTO,
          OrderEvent.INICIAR_SEPARACAO,
          OrderEvent.CONCLUIR_SEPARACAO,
          OrderEvent.DESPACHAR,
          OrderEvent.ENTREGAR,
        ],
        pickup,
      ),
    ).toEqual([
      'ORCAMENTO_NOVO',
      'ORCAMENTO_PRECIFICADO',
      'ENVIADO',
      'SEPARANDO',
      'PRONTO_RETIRADA',
      'ENTREGUE',
    ]);
  });

  it('refuses what skips a step, and cancels only before the order leaves', () => {
    expect(
      nextOrderStatus(StatusPedido.AGUARDANDOPAGAMENTO, OrderEvent.INICIAR_SEPARACAO, delivery),
    ).toBeNull();
    expect(nextOrderStatus(StatusPedido.ENVIADO, OrderEvent.ENTREGAR, delivery)).toBeNull();
    expect(
      nextOrderStatus(StatusPedido.ORCAMENTO_NOVO, OrderEvent.ACEITAR_ORCAMENTO, delivery),
    ).toBeNull();
    expect(nextOrderStatus(StatusPedido.PAGO, OrderEvent.CANCELAR, delivery)).toBe('CANCELADO');
    expect(nextOrderStatus(StatusPedido.EMENTREGA, OrderEvent.CANCELAR, delivery)).toBeNull();
    expect(allowedOrderEvents(StatusPedido.ENTREGUE, delivery)).toEqual([]);
    expect(allowedOrderEvents(StatusPedido.SEPARANDO, pickup)).toEqual([
      OrderEvent.CONCLUIR_SEPARACAO,
      OrderEvent.CANCELAR,
    ]);
  });

  const status = fc.constantFrom(...Object.values(StatusPedido));
  const context = fc.record({
    tipoEntrega: fc.constantFrom(TipoEntrega.DELIVERY, TipoEntrega.RETIRADA),
    pagamentoAntecipado: fc.boolean(),
  });
  const events = fc.array(fc.constantFrom(...Object.values(OrderEvent)), { maxLength: 40 });

  it('never leaves a final status (no resurrection)', () => {
    fc.assert(
      fc.property(status, context, events, (start, ctx, evs) => {
        const visited = run(start, evs, ctx);
        const firstFinal = visited.findIndex(isFinalOrderStatus);
        if (firstFinal >= 0) expect(visited.slice(firstFinal + 1)).toEqual([]);
      }),
    );
  });

  it('never skips picking, nor payment when it is due up front', () => {
    fc.assert(
      fc.property(context, events, (ctx, evs) => {
        const start = ctx.pagamentoAntecipado
          ? StatusPedido.AGUARDANDOPAGAMENTO
          : StatusPedido.ENVIADO;
        const visited = run(start, evs, ctx);
        const delivered = visited.indexOf(StatusPedido.ENTREGUE);
        if (delivered < 0) return;
        const picked = visited.indexOf(StatusPedido.SEPARANDO);
        expect(picked).toBeGreaterThanOrEqual(0);
        expect(picked).toBeLessThan(delivered);
        if (ctx.pagamentoAntecipado)
          expect(visited.indexOf(StatusPedido.ENVIADO)).toBeLessThan(picked);
        // Pickups never go out for delivery; deliveries never wait at the counter.
        const otherWay =
          ctx.tipoEntrega === TipoEntrega.RETIRADA
            ? StatusPedido.EMENTREGA
            : StatusPedido.PRONTO_RETIRADA;
        expect(visited).not.toContain(otherWay);
      }),
    );
  });

  it('never goes back to a quote once it is an order', () => {
    fc.assert(
      fc.property(status, context, events, (start, ctx, evs) => {
        const visited = run(start, evs, ctx);
        const order = visited.findIndex(
          (s) => s !== StatusPedido.ORCAMENTO_NOVO && s !== StatusPedido.ORCAMENTO_PRECIFICADO,
        );
        if (order < 0) return;
        expect(visited.slice(order).filter((s) => s.startsWith('ORCAMENTO'))).toEqual([]);
      }),
    );
  });

  it('refuses every event on a final status, and reaches CANCELADO only by CANCELAR', () => {
    fc.assert(
      fc.property(status, context, fc.constantFrom(...Object.values(OrderEvent)), (s, ctx, e) => {
        const next = nextOrderStatus(s, e, ctx);
        if (isFinalOrderStatus(s)) expect(next).toBeNull();
        if (next === StatusPedido.CANCELADO) expect(e).toBe(OrderEvent.CANCELAR);
        // A status change always moves: no event leaves the status as it was.
        if (next !== null) expect(next).not.toBe(s);
      }),
    );
  });

  it('never cancels once the order is out for delivery or done (property)', () => {
    fc.assert(
      fc.property(status, context, events, (start, ctx, evs) => {
        const visited = run(start, evs, ctx);
        for (let i = 1; i < visited.length; i++) {
          if (visited[i] === StatusPedido.CANCELADO)
            expect([StatusPedido.EMENTREGA, StatusPedido.ENTREGUE]).not.toContain(visited[i - 1]);
        }
      }),
    );
  });
});
