import { moduleEnabled, type Modulo } from '@vitrine/domain/access/modules';
import { useSupplierLayoutData } from './supplier-layout-data';

/**
 * Whether the page's supplier offers `modulo` (spec §6 modulos, 'Todos' = all): navigation
 * shows a module's link only when true (its pages answer 404 otherwise).
 */
export function useModuleEnabled(modulo: Modulo): boolean {
  const modulos = useSupplierLayoutData()?.fornecedor.modulos;
  return modulos ? moduleEnabled(modulos, modulo) : false;
}
