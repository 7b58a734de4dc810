import type { FormaPagamento, Fornecedor } from '@vitrine/contract';
import { useRouteLoaderData } from 'react-router';

/**
 * What the cart, checkout and orders read from the supplier layout's loader
 * (route id 'routes/supplier-layout', owned by the layout): `{ fornecedor, usuario }` with the
 * contract's `Fornecedor`. Read through this hook so these features do not import the layout.
 */
export type LayoutFornecedor = Fornecedor;
export type LayoutFormaPagamento = FormaPagamento;

export interface LayoutUsuario {
  idcliente: number;
  nome: string;
}

export interface SupplierLayoutData {
  fornecedor: LayoutFornecedor;
  usuario: LayoutUsuario | null;
}

export const SUPPLIER_LAYOUT_ROUTE_ID = 'routes/supplier-layout';

/** The supplier layout's loader data, or undefined outside a supplier page. */
export function useSupplierLayoutData(): SupplierLayoutData | undefined {
  return useRouteLoaderData(SUPPLIER_LAYOUT_ROUTE_ID) as SupplierLayoutData | undefined;
}
