import type { Centavos } from '../money.ts';
import { isValidFaixaCep, type FaixaCep } from './cep-range.ts';
import type { TipoEntrega } from './delivery-type.ts';
import { isValidLatLng, isValidPolygon, type LatLng } from './geo.ts';
import { isIsoDate, isTimeOfDay } from './calendar.ts';

/**
 * A scheduling window of a delivery form, São Paulo wall clock ("08:00"–"12:00").
 * `capacidade` is how many orders the window takes on one date, an integer ≥ 1.
 *
 * @see spec §4 Delivery "its first scheduling date", §8 'Falha ao consultar agendamentos'
 */
export interface DeliveryWindow {
  idjanela: number;
  inicio: string;
  fim: string;
  capacidade: number;
}

/**
 * How a form prices its fee: one fixed value; by the destination's CEP range (a CEP in no faixa
 * is not served by the form); or by distance band from the form's `origem` (`ateMetros`
 * inclusive; beyond the largest band is not served). Values in centavos, never negative.
 *
 * @see spec §3 Cart taxaEntrega
 */
export type FeeRule =
  | { tipo: 'FIXA'; valorCentavos: Centavos }
  | { tipo: 'FAIXA_CEP'; faixas: { inicio: string; fim: string; valorCentavos: Centavos }[] }
  | { tipo: 'DISTANCIA'; faixas: { ateMetros: number; valorCentavos: Centavos }[] };

/**
 * One delivery form (forma de entrega) of a supplier, as real operations configure it: where it
 * applies, what it costs, from which order value, how soon and on which days/windows.
 *
 * @see spec §4 Delivery, §3 Service area, §7 Delivery (formas-entrega)
 */
export interface DeliveryFormRule {
  idformaentrega: number;
  nome: string;
  /** 'DELIVERY' | 'RETIRADA'. */
  tipo: TipoEntrega;
  /** Where a DELIVERY form applies: the destination point inside any polygon. */
  poligonos: LatLng[][];
  /** Or the destination CEP in any range; neither polygons nor ranges → applies anywhere. */
  faixasCep: FaixaCep[];
  taxa: FeeRule;
  /** Subtotal (centavos) at or above which the fee is 0; null → never free. */
  gratisAcimaDeCentavos: Centavos | null;
  /** Subtotal (centavos) below which the form is not offered. */
  pedidoMinimoCentavos: Centavos;
  /** Lead time in calendar days (0 = same day). */
  prazoDias: number;
  /** HH:MM daily cut-off (São Paulo); an order after it counts as placed the next day. */
  horarioCorte: string;
  /** Empty → a date is offered without windows (no capacity limit). */
  janelas: DeliveryWindow[];
  fechaDomingo: boolean;
  /** Closed on Brazilian national public holidays. */
  fechaFeriados: boolean;
  /** Supplier-chosen closed dates, YYYY-MM-DD. */
  diasFechados: string[];
  /** The dispatching store; required for a DISTANCIA fee. */
  origem: LatLng | null;
}

/** Where an order goes: its CEP (8 digits, a dash allowed) and/or its coordinates. */
export interface DeliveryDestination {
  cep: string | null;
  point: LatLng | null;
}

function isCentavosAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function feeRuleIssues(taxa: FeeRule, origem: LatLng | null): string[] {
  switch (taxa.tipo) {
    case 'FIXA':
      return isCentavosAmount(taxa.valorCentavos) ? [] : ['taxa.valorCentavos'];
    case 'FAIXA_CEP':
      return taxa.faixas.flatMap((f, i) => [
        ...(isValidFaixaCep(f) ? [] : [`taxa.faixas[${i}]`]),
        ...(isCentavosAmount(f.valorCentavos) ? [] : [`taxa.faixas[${i}].valorCentavos`]),
      ]);
    case 'DISTANCIA':
      return [
        ...(origem === null ? ['origem'] : []),
        ...taxa.faixas.flatMap((f, i) => [
          ...(Number.isSafeInteger(f.ateMetros) && f.ateMetros >= 0
            ? []
            : [`taxa.faixas[${i}].ateMetros`]),
          ...(isCentavosAmount(f.valorCentavos) ? [] : [`taxa.faixas[${i}].valorCentavos`]),
        ]),
      ];
  }
}

/**
 * The fields of a form that break the rules' assumptions, as paths ("janelas[1].capacidade"),
 * empty when the form is usable. Meant for the API to refuse a bad form when it is saved, so
 * the pure rules never meet one (they throw RangeError on a malformed time, date or range).
 * Checks: polygons {@link isValidPolygon}, CEP ranges, fee values ≥ 0 centavos (DISTANCIA
 * needs `origem`), minimum/free-above ≥ 0, `prazoDias` integer 0–90, `horarioCorte` HH:MM,
 * windows HH:MM with `inicio` < `fim`, `capacidade` integer ≥ 1, unique `idjanela`, closed dates
 * real YYYY-MM-DD days, `origem` a valid point.
 *
 * @see spec §4 Delivery
 */
export function deliveryFormIssues(form: DeliveryFormRule): string[] {
  const issues: string[] = [];
  form.poligonos.forEach((p, i) => {
    if (!isValidPolygon(p)) issues.push(`poligonos[${i}]`);
  });
  form.faixasCep.forEach((f, i) => {
    if (!isValidFaixaCep(f)) issues.push(`faixasCep[${i}]`);
  });
  issues.push(...feeRuleIssues(form.taxa, form.origem));
  if (form.gratisAcimaDeCentavos !== null && !isCentavosAmount(form.gratisAcimaDeCentavos)) {
    issues.push('gratisAcimaDeCentavos');
  }
  if (!isCentavosAmount(form.pedidoMinimoCentavos)) issues.push('pedidoMinimoCentavos');
  if (!Number.isSafeInteger(form.prazoDias) || form.prazoDias < 0 || form.prazoDias > 90) {
    issues.push('prazoDias');
  }
  if (!isTimeOfDay(form.horarioCorte)) issues.push('horarioCorte');
  const ids = new Set<number>();
  form.janelas.forEach((w, i) => {
    if (!isTimeOfDay(w.inicio) || !isTimeOfDay(w.fim) || w.inicio >= w.fim) {
      issues.push(`janelas[${i}]`);
    }
    if (!Number.isSafeInteger(w.capacidade) || w.capacidade < 1) {
      issues.push(`janelas[${i}].capacidade`);
    }
    if (ids.has(w.idjanela)) issues.push(`janelas[${i}].idjanela`);
    ids.add(w.idjanela);
  });
  form.diasFechados.forEach((d, i) => {
    if (!isIsoDate(d)) issues.push(`diasFechados[${i}]`);
  });
  if (form.origem !== null && !isValidLatLng(form.origem)) issues.push('origem');
  return issues;
}
