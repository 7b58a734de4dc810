import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centavos, milli } from './money.ts';
import {
  AcaoNegociacao,
  isAcaoNegociacao,
  negotiationChanges,
  type NegotiatedLine,
} from './negotiation.ts';

describe('isAcaoNegociacao', () => {
  it('knows the four actions and nothing else', () => {
    for (const acao of ['PRECO', 'QUANTIDADE', 'ENVIO', 'DESBLOQUEIO'])
      expect(isAcaoNegociacao(acao)).toBe(true);
    expect(isAcaoNegociacao('preco')).toBe(false);
  });
});

const line = (idproduto: number, q: number, preco: number | null): NegotiatedLine => ({
  idproduto,
  quantidadeMilli: milli(q),
  precoatendenteCentavos: preco === null ? null : centavos(preco),
});

describe('negotiationChanges', () => {
  it('records nothing when nothing changed', () => {
    const cart = [line(1, 2000, 950), line(2, 500, null)];
    expect(negotiationChanges(cart, cart)).toEqual([]);
  });

  it('records a changed quantity and a changed price of one line, quantity first', () => {
    expect(negotiationChanges([line(7, 1000, 1000)], [line(7, 3000, 875)])).toEqual([
      {
        acao: AcaoNegociacao.QUANTIDADE,
        idproduto: 7,
        quantidadeAnteriorMilli: 1000,
        quantidadeNovaMilli: 3000,
      },
      {
        acao: AcaoNegociacao.PRECO,
        idproduto: 7,
        precoAnteriorCentavos: 1000,
        precoNovoCentavos: 875,
      },
    ]);
  });

  it('records an added line from 0 and its price from null; a removed line to 0 only', () => {
    expect(negotiationChanges([line(9, 2000, 500)], [line(3, 1000, 1999)])).toEqual([
      {
        acao: AcaoNegociacao.QUANTIDADE,
        idproduto: 3,
        quantidadeAnteriorMilli: 0,
        quantidadeNovaMilli: 1000,
      },
      {
        acao: AcaoNegociacao.PRECO,
        idproduto: 3,
        precoAnteriorCentavos: null,
        precoNovoCentavos: 1999,
      },
      {
        acao: AcaoNegociacao.QUANTIDADE,
        idproduto: 9,
        quantidadeAnteriorMilli: 2000,
        quantidadeNovaMilli: 0,
      },
    ]);
  });

  it('records a price cleared back to the regular rules, and a free item (price 0)', () => {
    expect(
      negotiationChanges(
        [line(1, 1000, 990), line(2, 1000, null)],
        [line(1, 1000, null), line(2, 1000, 0)],
      ),
    ).toEqual([
      {
        acao: AcaoNegociacao.PRECO,
        idproduto: 1,
        precoAnteriorCentavos: 990,
        precoNovoCentavos: null,
      },
      {
        acao: AcaoNegociacao.PRECO,
        idproduto: 2,
        precoAnteriorCentavos: null,
        precoNovoCentavos: 0,
      },
    ]);
  });

  it('replaying the changes on the old cart gives the new one', () => {
    const cart = fc.uniqueArray(
      fc.record({
        idproduto: fc.integer({ min: 1, max: 12 }),
        quantidadeMilli: fc.integer({ min: 1, max: 50_000 }).map(milli),
        precoatendenteCentavos: fc.option(fc.integer({ min: 0, max: 99_999 }).map(centavos)),
      }),
      { selector: (l) => l.idproduto },
    );
    fc.assert(
      fc.property(cart, cart, (before, after) => {
        const state = new Map(before.map((l) => [l.idproduto, { ...l }]));
        for (const change of negotiationChanges(before, after)) {
          if (change.acao === AcaoNegociacao.QUANTIDADE) {
            expect(state.get(change.idproduto)?.quantidadeMilli ?? 0).toBe(
              change.quantidadeAnteriorMilli,
            );
            if (change.quantidadeNovaMilli === 0) state.delete(change.idproduto);
            else
              state.set(change.idproduto, {
                idproduto: change.idproduto,
                precoatendenteCentavos: state.get(change.idproduto)?.precoatendenteCentavos ?? null,
                quantidadeMilli: change.quantidadeNovaMilli,
              });
          } else {
            const current = state.get(change.idproduto)!;
            expect(current.precoatendenteCentavos).toBe(change.precoAnteriorCentavos);
            current.precoatendenteCentavos = change.precoNovoCentavos;
          }
        }
        const sorted = (ls: Iterable<NegotiatedLine>) =>
          [...ls].sort((a, b) => a.idproduto - b.idproduto);
        expect(sorted(state.values())).toEqual(sorted(after));
      }),
    );
  });
});
