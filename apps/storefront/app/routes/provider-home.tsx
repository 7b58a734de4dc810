import { Link } from 'react-router';
import { MSG } from '@vitrine/domain';
import type { Route } from './+types/provider-home';

/**
 * The provider's home site: where a domain without a supplier lands (spec §2 routing rules).
 * Lists the storefronts named in FEATURED_SUPPLIERS (slugs, comma-separated).
 */
export function loader() {
  const slugs = (process.env.FEATURED_SUPPLIERS ?? 'serra-verde,mar-azul').split(',').map((s) => s.trim()).filter(Boolean);
  return { slugs };
}

export function meta() {
  return [{ title: 'Vitrine — lojas online de fornecedores' }, { name: 'description', content: MSG.defaultPageDescription }];
}

export default function ProviderHome({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-12">
      <h1 className="text-3xl font-bold">Vitrine</h1>
      <p className="mt-2 text-lg">Lojas online de fornecedores, com pedidos, entrega ou retirada e pagamento por Pix.</p>
      <h2 className="mt-8 text-xl font-semibold">Lojas</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {loaderData.slugs.map((slug) => (
          <li key={slug}>
            <Link className="block rounded-lg border border-black/10 bg-white p-4 font-medium hover:shadow" to={`/${slug}`}>
              /{slug}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
