import { ACCOUNTS_MSG } from './accounts-messages.ts';

/** Kinds of a supplier's customer or order characteristic. */
export const TIPO_CARACTERISTICA = {
  TEXTO: 'texto',
  NUMERO: 'numero',
  SELECAO: 'selecao',
  BOOLEANO: 'booleano',
} as const;
export type TipoCaracteristica = (typeof TIPO_CARACTERISTICA)[keyof typeof TIPO_CARACTERISTICA];

/** A characteristic a supplier asks of its customers (at registration) or of an order (at checkout). */
export interface CaracteristicaDef {
  id: number;
  nome: string;
  tipo: TipoCaracteristica;
  /** The allowed values of a `selecao`; empty for the other kinds. */
  opcoes: readonly string[];
  obrigatoria: boolean;
}

/** One answered characteristic: its id and the value as text ('true'/'false' for booleans). */
export interface ValorCaracteristica {
  id: number;
  valor: string;
}

/** Longest answer to a text characteristic. */
export const CHARACTERISTIC_TEXT_MAX = 200;

/** A refused answer: which characteristic and why (pt-BR). */
export interface CharacteristicProblem {
  id: number;
  mensagem: string;
}

/**
 * Checks answers against a supplier's characteristics: every required one answered (a boolean
 * counts as answered when 'true' or 'false' is given), each value of its kind (a number, one of
 * the options, 'true'/'false', text up to 200 characters), no unknown id, no id twice.
 * @returns the answers trimmed, with empty optional ones dropped, or the first problem.
 * @see spec §3 Order payload caracteristicas
 */
export function checkCharacteristicValues(
  defs: readonly CaracteristicaDef[],
  values: readonly ValorCaracteristica[],
): { ok: true; values: ValorCaracteristica[] } | { ok: false; problem: CharacteristicProblem } {
  const byId = new Map(defs.map((d) => [d.id, d]));
  const seen = new Map<number, string>();
  for (const v of values) {
    const def = byId.get(v.id);
    if (!def || seen.has(v.id))
      return { ok: false, problem: { id: v.id, mensagem: ACCOUNTS_MSG.characteristicUnknown } };
    seen.set(v.id, v.valor.trim());
  }
  const out: ValorCaracteristica[] = [];
  for (const def of defs) {
    const valor = seen.get(def.id) ?? '';
    if (valor === '') {
      if (def.obrigatoria)
        return {
          ok: false,
          problem: { id: def.id, mensagem: ACCOUNTS_MSG.characteristicRequired(def.nome) },
        };
      continue;
    }
    if (!valueFits(def, valor))
      return {
        ok: false,
        problem: { id: def.id, mensagem: ACCOUNTS_MSG.characteristicInvalid(def.nome) },
      };
    out.push({ id: def.id, valor });
  }
  return { ok: true, values: out };
}

function valueFits(def: CaracteristicaDef, valor: string): boolean {
  switch (def.tipo) {
    case 'texto':
      return valor.length <= CHARACTERISTIC_TEXT_MAX;
    case 'numero':
      return /^-?\d{1,12}([.,]\d{1,6})?$/.test(valor);
    case 'selecao':
      return def.opcoes.includes(valor);
    case 'booleano':
      return valor === 'true' || valor === 'false';
  }
}
