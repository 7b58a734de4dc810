import { data } from 'react-router';
import { ROLES_TEXT } from '@vitrine/domain/roles-messages';
import {
  RepresentativeLogin,
  RepresentativePortfolio,
} from '~/features/representatives/representative-page';
import {
  representativeAction,
  representativeArea,
} from '~/features/representatives/representative.server';
import { pageTitle } from '~/lib/page-title';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/representative';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(ROLES_TEXT.repTitle, matches) },
  { name: 'robots', content: 'noindex' },
];

/**
 * `/{slug}/consultor` — the representative's entry point (spec §6 'consultor'): their login,
 * then 'Escolha o cliente' over their portfolio; choosing a client opens a customer session
 * carrying the representative, and the header shows 'Atendendo {cliente}' with 'Trocar cliente'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storefrontContext);
  const [fornecedor, auth] = await Promise.all([store.supplier(), store.auth()]);
  const area = await representativeArea(request, fornecedor);
  return {
    rep: area ? { nome: area.rep.nome } : null,
    clientes: area?.clientes ?? [],
    atual: auth?.papel === 'representante' ? auth.idcliente : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const store = context.get(storefrontContext);
  const [fornecedor, auth] = await Promise.all([store.supplier(), store.auth()]);
  const result = await representativeAction(request, fornecedor, auth);
  if (result instanceof Response) return result;
  return data(result, 400);
}

export default function Representative({ loaderData, actionData }: Route.ComponentProps) {
  const mensagem = actionData?.mensagem ?? null;
  if (!loaderData.rep) return <RepresentativeLogin mensagem={mensagem} />;
  return (
    <RepresentativePortfolio
      nome={loaderData.rep.nome}
      clientes={loaderData.clientes}
      atual={loaderData.atual}
      mensagem={mensagem}
    />
  );
}
