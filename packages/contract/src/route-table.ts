import { addressesRoutes } from './addresses.ts';
import { cartRoutes } from './cart.ts';
import { catalogRoutes } from './catalog.ts';
import { couponsRoutes } from './coupons.ts';
import { deliveryRoutes } from './delivery.ts';
import { ordersRoutes } from './orders.ts';
import { paymentsRoutes } from './payments.ts';
import { suppliersRoutes } from './suppliers.ts';
import { usersRoutes } from './users.ts';
import { attendantsRoutes } from './attendants.ts';
import { fiscalRoutes } from './fiscal.ts';
import { invoicesRoutes } from './invoices.ts';
import { paymentMethodsRoutes } from './payment-methods.ts';
import { termsRoutes } from './terms.ts';
import { accountsRoutes } from './accounts.ts';
import { linkedUsersRoutes } from './linked-users.ts';
import { representativesRoutes } from './representatives.ts';
import { integrationsRoutes } from './integrations.ts';
import { loginTokensRoutes } from './login-tokens.ts';
import { storefrontRoutes } from './storefront.ts';

/**
 * The route table (ARCHITECTURE.md §3 "One contract, end to end"): every spec §7 call with its
 * method, path, schemas and reply. The API registers its handlers from it; the storefront calls
 * the API through a client typed and validated by it.
 */
export const apiRoutes = {
  users: usersRoutes,
  addresses: addressesRoutes,
  delivery: deliveryRoutes,
  suppliers: suppliersRoutes,
  catalog: catalogRoutes,
  cart: cartRoutes,
  coupons: couponsRoutes,
  orders: ordersRoutes,
  payments: paymentsRoutes,
  attendants: attendantsRoutes,
  fiscal: fiscalRoutes,
  invoices: invoicesRoutes,
  paymentMethods: paymentMethodsRoutes,
  terms: termsRoutes,
  accounts: accountsRoutes,
  linkedUsers: linkedUsersRoutes,
  representatives: representativesRoutes,
  integrations: integrationsRoutes,
  loginTokens: loginTokensRoutes,
  storefront: storefrontRoutes,
} as const;

/** The route table's type. */
export type ApiRoutes = typeof apiRoutes;

/** The route of a `area.name` key, typed. */
export type ApiRouteOf<K extends string> = K extends `${infer A}.${infer N}`
  ? A extends keyof ApiRoutes
    ? N extends keyof ApiRoutes[A]
      ? ApiRoutes[A][N]
      : never
    : never
  : never;
