import { and, eq } from 'drizzle-orm';
import { centavos } from '@vitrine/domain';
import type { Tx } from '../client.ts';
import { formasEntrega, janelasEntrega, lojas } from '../schema/index.ts';
import { DEMO_SUPPLIERS } from './demo-ids.ts';

/** São Paulo's expanded centre, as the demo's service area polygon (see seed-demo.ts). */
const CENTRO_EXPANDIDO = [
  { lat: -23.45, lng: -46.8 },
  { lat: -23.45, lng: -46.5 },
  { lat: -23.7, lng: -46.5 },
  { lat: -23.7, lng: -46.8 },
];

/** Pinheiros, Vila Madalena, Perdizes, Consolação and Jardins: the express area. */
const ZONA_OESTE_CENTRO = [
  { lat: -23.525, lng: -46.715 },
  { lat: -23.525, lng: -46.63 },
  { lat: -23.6, lng: -46.63 },
  { lat: -23.6, lng: -46.715 },
];

async function storeId(tx: Tx, idfornecedor: string, nome: string): Promise<number> {
  const [row] = await tx
    .select({ idloja: lojas.idloja })
    .from(lojas)
    .where(and(eq(lojas.idfornecedor, idfornecedor), eq(lojas.nome, nome)));
  if (!row) throw new Error(`seed: store ${nome} missing`);
  return row.idloja;
}

/**
 * The demo suppliers' delivery forms (spec §4 Delivery): serra-verde schedules deliveries in São
 * Paulo by CEP range (morning and afternoon windows, free from R$ 300,00), runs a same-day
 * express delivery priced by distance from its Vila Madalena store (order by 11:00), and hands
 * over at the store; mar-azul only hands over at its stores (early windows, order by 14:00 for
 * the next day). Sundays and national holidays are closed; serra-verde also closes on
 * 24 and 31 December.
 */
export async function seedDeliveryForms(tx: Tx): Promise<void> {
  const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;
  const B = DEMO_SUPPLIERS.marAzul.idfornecedor;
  const vilaMadalena = await storeId(tx, A, 'Loja Vila Madalena');
  const cambuci = await storeId(tx, B, 'CD Cambuci');
  const rows: (typeof formasEntrega.$inferInsert)[] = [
    {
      idfornecedor: A,
      nome: 'Entrega programada',
      tipo: 'DELIVERY',
      poligonos: [CENTRO_EXPANDIDO],
      faixasCep: [{ inicio: '01000000', fim: '05999999' }],
      regraTaxa: {
        tipo: 'FAIXA_CEP',
        faixas: [
          { inicio: '01000000', fim: '01599999', valorCentavos: 990 },
          { inicio: '01600000', fim: '05999999', valorCentavos: 1290 },
        ],
      },
      gratisAcimaDeCentavos: centavos(30000),
      pedidoMinimoCentavos: centavos(5000),
      prazoDias: 1,
      horarioCorte: '18:00',
      diasFechados: ['2026-12-24', '2026-12-31', '2027-12-24', '2027-12-31'],
      idlojaExpedicao: vilaMadalena,
      ordem: 1,
    },
    {
      idfornecedor: A,
      nome: 'Entrega expressa',
      tipo: 'DELIVERY',
      poligonos: [ZONA_OESTE_CENTRO],
      regraTaxa: {
        tipo: 'DISTANCIA',
        faixas: [
          { ateMetros: 3000, valorCentavos: 990 },
          { ateMetros: 6000, valorCentavos: 1490 },
          { ateMetros: 10000, valorCentavos: 1990 },
        ],
      },
      gratisAcimaDeCentavos: centavos(25000),
      pedidoMinimoCentavos: centavos(8000),
      prazoDias: 0,
      horarioCorte: '11:00',
      idlojaExpedicao: vilaMadalena,
      ordem: 2,
    },
    {
      idfornecedor: A,
      nome: 'Retirada na loja',
      tipo: 'RETIRADA',
      regraTaxa: { tipo: 'FIXA', valorCentavos: 0 },
      prazoDias: 0,
      horarioCorte: '16:00',
      idlojaExpedicao: vilaMadalena,
      ordem: 3,
    },
    {
      idfornecedor: B,
      nome: 'Retirada no balcão',
      tipo: 'RETIRADA',
      regraTaxa: { tipo: 'FIXA', valorCentavos: 0 },
      prazoDias: 1,
      horarioCorte: '14:00',
      idlojaExpedicao: cambuci,
      ordem: 1,
    },
  ];
  const forms = await tx
    .insert(formasEntrega)
    .values(rows)
    .returning({ id: formasEntrega.idformaentrega, nome: formasEntrega.nome });
  const id = (nome: string) => forms.find((f) => f.nome === nome)!.id;
  await tx.insert(janelasEntrega).values([
    { idformaentrega: id('Entrega programada'), inicio: '08:00', fim: '12:00', capacidade: 20 },
    { idformaentrega: id('Entrega programada'), inicio: '13:00', fim: '18:00', capacidade: 20 },
    { idformaentrega: id('Entrega expressa'), inicio: '14:00', fim: '18:00', capacidade: 8 },
    { idformaentrega: id('Entrega expressa'), inicio: '18:00', fim: '21:00', capacidade: 6 },
    { idformaentrega: id('Retirada na loja'), inicio: '09:00', fim: '12:00', capacidade: 15 },
    { idformaentrega: id('Retirada na loja'), inicio: '14:00', fim: '19:00', capacidade: 15 },
    { idformaentrega: id('Retirada no balcão'), inicio: '06:00', fim: '10:00', capacidade: 30 },
    { idformaentrega: id('Retirada no balcão'), inicio: '10:00', fim: '14:00', capacidade: 30 },
  ]);
}
