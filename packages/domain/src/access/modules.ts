import { ALL_MODULES } from '../constants.ts';

/**
 * The storefront modules a supplier's `modulos` list can switch on (spec §6 "The supplier's
 * modulos list gates module access. The value 'Todos' means all modules"). Names are the
 * upper-case pt-BR area names the seed and the back office write.
 */
export const MODULOS = {
  PEDIDOS: 'PEDIDOS',
  FATURAS: 'FATURAS',
  CUPONS: 'CUPONS',
  ENDERECOS: 'ENDERECOS',
  LISTAS: 'LISTAS',
  ASSINATURAS: 'ASSINATURAS',
  COMBOS: 'COMBOS',
  CHAT: 'CHAT',
  USUARIOS_VINCULADOS: 'USUARIOS_VINCULADOS',
} as const;
export type Modulo = (typeof MODULOS)[keyof typeof MODULOS];

/**
 * Whether the supplier offers `modulo`: its list holds 'Todos' or the module's name
 * (case-insensitive, surrounding spaces ignored). An empty list offers nothing.
 *
 * @param modulos - the supplier's `modulos` list.
 * @see spec §6 modulos
 */
export function moduleEnabled(modulos: readonly string[], modulo: Modulo): boolean {
  const wanted = modulo.toUpperCase();
  return modulos.some((m) => {
    const name = m.trim();
    return name === ALL_MODULES || name.toUpperCase() === wanted;
  });
}
