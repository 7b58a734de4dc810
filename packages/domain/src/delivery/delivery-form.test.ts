import { describe, it, expect } from 'vitest';
import { centavos, type Centavos } from '../money.ts';
import { deliveryFormIssues, type DeliveryFormRule } from './delivery-form.ts';

const form: DeliveryFormRule = {
  idformaentrega: 1,
  nome: 'Entrega por distância',
  tipo: 'DELIVERY',
  poligonos: [
    [
      { lat: -23.5, lng: -46.7 },
      { lat: -23.5, lng: -46.6 },
      { lat: -23.6, lng: -46.6 },
    ],
  ],
  faixasCep: [{ inicio: '01000000', fim: '05999999' }],
  taxa: { tipo: 'DISTANCIA', faixas: [{ ateMetros: 5000, valorCentavos: centavos(900) }] },
  gratisAcimaDeCentavos: centavos(30000),
  pedidoMinimoCentavos: centavos(5000),
  prazoDias: 0,
  horarioCorte: '11:00',
  janelas: [{ idjanela: 1, inicio: '08:00', fim: '12:00', capacidade: 5 }],
  fechaDomingo: true,
  fechaFeriados: true,
  diasFechados: ['2026-12-24'],
  origem: { lat: -23.56, lng: -46.65 },
};

describe('deliveryFormIssues', () => {
  it('accepts a well-formed form', () => {
    expect(deliveryFormIssues(form)).toEqual([]);
  });

  it('names every broken field', () => {
    expect(
      deliveryFormIssues({
        ...form,
        poligonos: [[{ lat: 0, lng: 0 }]],
        faixasCep: [{ inicio: '0599', fim: '01000000' }],
        taxa: { tipo: 'DISTANCIA', faixas: [{ ateMetros: -1, valorCentavos: -5 as Centavos }] },
        origem: null,
        pedidoMinimoCentavos: 10.5 as Centavos,
        prazoDias: -1,
        horarioCorte: '25:00',
        janelas: [
          { idjanela: 1, inicio: '12:00', fim: '08:00', capacidade: 0 },
          { idjanela: 1, inicio: '13:00', fim: '14:00', capacidade: 1 },
        ],
        diasFechados: ['24/12/2026'],
      }),
    ).toEqual([
      'poligonos[0]',
      'faixasCep[0]',
      'origem',
      'taxa.faixas[0].ateMetros',
      'taxa.faixas[0].valorCentavos',
      'pedidoMinimoCentavos',
      'prazoDias',
      'horarioCorte',
      'janelas[0]',
      'janelas[0].capacidade',
      'janelas[1].idjanela',
      'diasFechados[0]',
    ]);
  });
});
