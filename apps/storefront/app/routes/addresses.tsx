import { apiRoutes, type Endereco } from '@vitrine/contract';
import { ADDRESS_TEXT } from '@vitrine/domain/address-messages';
import { LoginRequired } from '~/components/ui/login-required';
import { AddressBookList } from '~/features/addresses/address-book';
import { LazyAddressFormPanel, openAddressForm } from '~/features/addresses/address-panel-lazy';
import { useAddressBook } from '~/features/addresses/use-address-book';
import { ApiError, callApi } from '~/lib/api.server';
import { mapConfig } from '~/lib/config.server';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import type { Route } from './+types/addresses';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(ADDRESS_TEXT.pageTitle, matches) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The customer's address book (`GET /v1/app/{apptoken}{sep}{idcliente}/enderecos`) and the
 * map's tile configuration; `enderecos` null for a visitor (the page asks to log in).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const auth = await context.get(storefrontContext).auth();
  if (!auth) return { enderecos: null, map: mapConfig };
  try {
    const enderecos: Endereco[] = await callApi(apiRoutes.addresses.list, {}, { auth });
    return { enderecos, map: mapConfig };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { enderecos: null, map: mapConfig };
    throw error;
  }
}

/** "Meus endereços": list, new/edit (modal with a map, bottom panel on phones), delete, primary. */
export default function Addresses({ loaderData }: Route.ComponentProps) {
  const layout = useSupplierLayoutData();
  const book = useAddressBook({
    idcliente: layout?.usuario?.idcliente ?? null,
    initial: loaderData.enderecos ?? undefined,
    tags: layout?.fornecedor.tag ?? [],
  });
  if (!loaderData.enderecos || !layout?.usuario)
    return <LoginRequired title={ADDRESS_TEXT.pageTitle} message={ADDRESS_TEXT.loginToSee} />;

  return (
    <main className="mx-auto grid w-full max-w-[1440px] gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-semibold">{ADDRESS_TEXT.pageTitle}</h1>
        <p className="text-sm text-black/65">{ADDRESS_TEXT.listDescription}</p>
      </div>
      <AddressBookList
        book={book}
        onNew={() => openAddressForm(null)}
        onEdit={(e) => openAddressForm(e)}
      />
      <LazyAddressFormPanel book={book} map={loaderData.map} />
    </main>
  );
}
