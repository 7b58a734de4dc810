import { Link, redirect } from 'react-router';
import { apiRoutes, isFornecedoresPorLocal } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { CepSearch } from '~/features/suppliers/cep-search';
import { ApiError, callApi } from '~/lib/api.server';
import { supplierHomeForHost } from '~/lib/supplier-host.server';
import type { Route } from './+types/provider-home';

/** One featured storefront as the provider home shows it. */
interface StoreCard {
  slug: string;
  nome: string;
  logo: string;
}

async function storeCard(slug: string): Promise<StoreCard | null> {
  try {
    const fornecedor = await callApi(apiRoutes.suppliers.find, {
      query: { idfornecedor: slug },
    });
    if (isFornecedoresPorLocal(fornecedor)) return null;
    return { slug: fornecedor.slug, nome: fornecedor.nome, logo: fornecedor.config.tema.logo };
  } catch (error) {
    // A slug in FEATURED_SUPPLIERS that no longer exists is left out, not an error page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * The provider's home site: where a domain without a supplier lands (spec §2 routing rules); a
 * supplier's own domain goes to that supplier's storefront instead.
 * "Informe seu CEP" finds the storefronts serving the visitor's CEP (features/suppliers); below,
 * the storefronts named in FEATURED_SUPPLIERS (slugs, comma-separated) by name and logo.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // Spec §2 Routing rules: on a supplier's own domain, `/` is that supplier's storefront.
  const home = await supplierHomeForHost(request);
  if (home) throw redirect(home);
  const slugs = (process.env.FEATURED_SUPPLIERS ?? 'serra-verde,mar-azul,horta-viva,casa-do-pao')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const lojas = (await Promise.all(slugs.map(storeCard))).filter((c): c is StoreCard => c !== null);
  return { lojas };
}

export function meta() {
  return [
    { title: UI_TEXT.providerTitle },
    { name: 'description', content: MSG.defaultPageDescription },
  ];
}

export default function ProviderHome({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-12">
      <h1 className="text-3xl font-bold">{UI_TEXT.providerName}</h1>
      <p className="mt-2 text-lg">{UI_TEXT.providerTagline}</p>
      <div className="mt-8">
        <CepSearch />
      </div>
      <h2 className="mt-8 text-xl font-semibold">{UI_TEXT.providerStores}</h2>
      {loaderData.lojas.length === 0 ? (
        <p className="mt-3 text-black/70">{UI_TEXT.providerNoStores}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {loaderData.lojas.map((loja) => (
            <li key={loja.slug}>
              <Link
                className="flex items-center gap-4 rounded-lg border border-black/10 bg-white p-4 font-medium hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2"
                to={`/${loja.slug}`}
              >
                <img
                  src={loja.logo}
                  alt=""
                  width={56}
                  height={56}
                  className="h-14 w-14 rounded-md object-contain"
                />
                <span className="text-lg">{loja.nome}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
