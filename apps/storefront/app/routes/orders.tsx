import { formatBRL, reaisToCentavos } from '@vitrine/domain';
import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { DELIVERY_TYPE_TEXT, paymentText } from '~/features/orders/order-text';
import { StatusBadge } from '~/features/orders/status-badge';
import type { PedidoResumo } from '~/features/orders/types';
import { LoginRequired } from '~/features/ui/login-required';
import { ApiError, api } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format-date';
import { pageTitle } from '~/lib/page-title';
import { getAuth } from '~/lib/session.server';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Meus pedidos', matches) },
  { name: 'robots', content: 'noindex' },
];

/** The customer's orders, newest first (`GET /v4/app/pedido/cliente/{idcliente}`). */
export async function loader({ request }: Route.LoaderArgs) {
  const auth = await getAuth(request);
  if (!auth) return { pedidos: null };
  try {
    return { pedidos: await api<PedidoResumo[]>(`/v4/app/pedido/cliente/${auth.idcliente}`, { auth }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { pedidos: null };
    throw error;
  }
}

const brl = (reais: number) => formatBRL(reaisToCentavos(reais));

export default function Orders({ loaderData, params }: Route.ComponentProps) {
  const { pedidos } = loaderData;
  if (!pedidos) return <LoginRequired title="Meus pedidos" message="Entre na sua conta para ver os seus pedidos." />;
  const base = `/${params.fornecedor}`;

  return (
    <main className="mx-auto max-w-[1440px] px-4 py-6">
      <h1 className="mb-5 text-2xl font-semibold">Meus pedidos</h1>
      {pedidos.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-black/10 bg-white px-4 py-12 text-center">
          <Package aria-hidden className="h-10 w-10 text-black/30" />
          <p className="text-black/70">Você ainda não fez nenhum pedido.</p>
          <Link
            to={base}
            className="inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            Começar a comprar
          </Link>
        </div>
      ) : (
        <>
          {/* Desktop: a table. */}
          <table className="hidden w-full overflow-hidden rounded-lg border border-black/10 bg-white text-left md:table">
            <caption className="sr-only">Seus pedidos, do mais recente ao mais antigo</caption>
            <thead className="bg-black/[0.03] text-sm text-black/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Pedido</th>
                <th scope="col" className="px-4 py-3 font-medium">Data</th>
                <th scope="col" className="px-4 py-3 font-medium">Situação</th>
                <th scope="col" className="px-4 py-3 font-medium">Entrega</th>
                <th scope="col" className="px-4 py-3 font-medium">Pagamento</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-black/5">
              {pedidos.map((p) => (
                <tr key={p.numpedido} className="hover:bg-black/[0.02]">
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link
                      to={`${base}/pedidos/${p.numpedido}`}
                      className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      nº {p.numpedido}
                    </Link>
                  </th>
                  <td className="px-4 py-3">
                    <time dateTime={p.data}>{formatDateTime(p.data)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={p.status} statusTexto={p.statusTexto} />
                  </td>
                  <td className="px-4 py-3">{DELIVERY_TYPE_TEXT[p.tipoEntrega] ?? p.tipoEntrega}</td>
                  <td className="px-4 py-3">{paymentText(p.formaPagamento)}</td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">{brl(p.totalpedido)}</td>
                </tr>
              ))}
            </tbody>
          </table>

          {/* Phones: cards. */}
          <ul className="grid gap-3 md:hidden">
            {pedidos.map((p) => (
              <li key={p.numpedido}>
                <Link
                  to={`${base}/pedidos/${p.numpedido}`}
                  className="flex items-center gap-3 rounded-lg border border-black/10 bg-white p-4 focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-semibold">Pedido nº {p.numpedido}</span>
                      <span className="font-semibold tabular-nums">{brl(p.totalpedido)}</span>
                    </div>
                    <p className="text-sm text-black/60">
                      <time dateTime={p.data}>{formatDateTime(p.data)}</time> ·{' '}
                      {DELIVERY_TYPE_TEXT[p.tipoEntrega] ?? p.tipoEntrega}
                    </p>
                    <div className="mt-2">
                      <StatusBadge status={p.status} statusTexto={p.statusTexto} />
                    </div>
                  </div>
                  <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-black/40" />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
