import type { FormaEntrega } from '@vitrine/contract';
import {
  centavos,
  centavosToReais,
  type Centavos,
  type DeliveryFormRule,
  type FeeRule,
  type SchedulingDate,
} from '@vitrine/domain';
import type { RegraTaxaColumn } from '../../db/schema/index.ts';
import type { DeliveryFormRecord } from './delivery-repository.ts';

/** The stored fee rule as the domain's `FeeRule` (centavos branded). */
function feeRuleOf(regra: RegraTaxaColumn): FeeRule {
  switch (regra.tipo) {
    case 'FIXA':
      return { tipo: 'FIXA', valorCentavos: centavos(regra.valorCentavos) };
    case 'FAIXA_CEP':
      return {
        tipo: 'FAIXA_CEP',
        faixas: regra.faixas.map((f) => ({ ...f, valorCentavos: centavos(f.valorCentavos) })),
      };
    case 'DISTANCIA':
      return {
        tipo: 'DISTANCIA',
        faixas: regra.faixas.map((f) => ({ ...f, valorCentavos: centavos(f.valorCentavos) })),
      };
  }
}

/** A stored form (row, windows, dispatching store) as the domain's pure `DeliveryFormRule`. */
export function toDeliveryFormRule(record: DeliveryFormRecord): DeliveryFormRule {
  const { row } = record;
  return {
    idformaentrega: row.idformaentrega,
    nome: row.nome,
    tipo: row.tipo,
    poligonos: row.poligonos,
    faixasCep: row.faixasCep,
    taxa: feeRuleOf(row.regraTaxa),
    gratisAcimaDeCentavos: row.gratisAcimaDeCentavos,
    pedidoMinimoCentavos: row.pedidoMinimoCentavos,
    prazoDias: row.prazoDias,
    horarioCorte: row.horarioCorte,
    janelas: record.janelas.map((j) => ({
      idjanela: j.idjanela,
      inicio: j.inicio,
      fim: j.fim,
      capacidade: j.capacidade,
    })),
    fechaDomingo: row.fechaDomingo,
    fechaFeriados: row.fechaFeriados,
    diasFechados: row.diasFechados,
    origem: record.origem,
  };
}

/** A form the server offers: the rule, its fee for this destination and value, and its dates. */
export interface OfferedForm {
  rule: DeliveryFormRule;
  taxaCentavos: Centavos;
  gratis: boolean;
  agendamentos: SchedulingDate[];
}

/** An offered form at the JSON edge (spec §7 formas-entrega reply), money in reais. */
export function toFormaEntrega(offered: OfferedForm): FormaEntrega {
  const { rule } = offered;
  return {
    id: String(rule.idformaentrega),
    idformaentrega: rule.idformaentrega,
    nome: rule.nome,
    tipo: rule.tipo,
    taxaEntrega: centavosToReais(offered.taxaCentavos),
    gratis: offered.gratis,
    gratisAcimaDe:
      rule.gratisAcimaDeCentavos === null ? null : centavosToReais(rule.gratisAcimaDeCentavos),
    pedidoMinimo: centavosToReais(rule.pedidoMinimoCentavos),
    prazoDias: rule.prazoDias,
    horarioCorte: rule.horarioCorte,
    datas: offered.agendamentos.map((a) => a.data),
    agendamentos: offered.agendamentos,
  };
}
