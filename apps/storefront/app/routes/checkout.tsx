import { assertSameOrigin } from '~/lib/same-origin.server';
import type { Endereco, EnderecoBody, FormaEntrega, FormasEntregaResposta } from '@vitrine/contract';
import {
  APP_MSG,
  MSG,
  TipoEntrega,
  cartTotals,
  formatQuantity,
  orderSubmitErrorText,
  reaisToCentavos,
} from '@vitrine/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { useCartStore } from '~/features/cart/cart-store';
import { clearCartNow, flushCartSave, loadCart } from '~/features/cart/cart-sync';
import { useCartConnection } from '~/features/cart/use-cart-connection';
import { useCartView } from '~/features/cart/use-cart-view';
import type { AddressServerError } from '~/features/checkout/address-form';
import { AddressPicker } from '~/features/checkout/address-picker';
import { CheckoutSummary } from '~/features/checkout/checkout-summary';
import { checkoutDeliveryTypes } from '~/features/checkout/delivery-type';
import { DeliveryOptions } from '~/features/checkout/delivery-options';
import { Field, RadioCard, Section, TextField, inputClass } from '~/components/ui/field';
import { CHECKOUT_TEXT, DELIVERY_TYPE_LABEL } from '~/features/checkout/labels';
import { buildOrderPayload } from '~/features/checkout/order-payload';
import { PaymentMethods } from '~/features/checkout/payment-methods';
import { PickupStores } from '~/features/checkout/pickup-stores';
import type {
  DuplicidadeResposta,
  PedidoPayload,
  PedidoResposta,
  SubmitOrderResult,
} from '~/features/checkout/types';
import { useDeliveryOptions } from '~/features/checkout/use-delivery-options';
import { LoginRequired } from '~/components/ui/login-required';
import { ApiError, api, appSegment } from '~/lib/api.server';
import { formatCalendarDate } from '~/lib/format-date';
import { pageTitle } from '~/lib/page-title';
import { getAuth } from '~/lib/session.server';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(CHECKOUT_TEXT.title, matches) },
  { name: 'robots', content: 'noindex' },
];

/** The customer's addresses, server-side with the session; null session for a visitor. */
export async function loader({ request }: Route.LoaderArgs) {
  const auth = await getAuth(request);
  if (!auth) return { session: null, enderecos: [] as Endereco[] };
  try {
    const enderecos = await api<Endereco[]>(`/v1/app/${appSegment(auth.idcliente)}/enderecos`, { auth });
    return { session: { idcliente: auth.idcliente, segment: appSegment(auth.idcliente) }, enderecos };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { session: null, enderecos: [] as Endereco[] };
    throw error;
  }
}

/**
 * Order submission, server-side with the session's token (spec §5 duplicate check):
 * `POST /v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade`, then `POST …/pedido`.
 */
export async function action({ request }: Route.ActionArgs): Promise<SubmitOrderResult> {
  assertSameOrigin(request);
  const body = (await request.json()) as { intent: 'submit-order'; payload: PedidoPayload };
  const auth = await getAuth(request);
  if (!auth) return { intent: 'submit-order', ok: false, mensagem: MSG.sessionExpired };
  const base = `/v2/app/${appSegment()}/usuario/${auth.idcliente}/pedido`;
  try {
    const check = await api<DuplicidadeResposta>(`${base}/duplicidade`, {
      method: 'POST',
      body: body.payload,
      auth,
    });
    if (check.duplicado) {
      return { intent: 'submit-order', ok: false, mensagem: check.mensagem ?? MSG.duplicateOrder };
    }
    const pedido = await api<PedidoResposta>(base, { method: 'POST', body: body.payload, auth });
    if (pedido.mensagemErro) return { intent: 'submit-order', ok: false, mensagem: pedido.mensagemErro };
    return { intent: 'submit-order', ok: true, pedido };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { intent: 'submit-order', ok: false, mensagem: error.message };
  }
}

type Problem = 'address' | 'form' | 'store' | 'payment';

interface FormaChoice {
  /** The lookup reply the choice belongs to. */
  data: unknown;
  id: string;
  date: string | null;
}

/** The first delivery form with its first scheduling date (spec §4 Delivery). */
function firstForma(data: FormasEntregaResposta | null): FormaChoice | null {
  const first = data?.formas[0];
  return first ? { data, id: first.id, date: first.datas[0] ?? null } : null;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { session, enderecos } = loaderData;
  if (!session) {
    return <LoginRequired title={CHECKOUT_TEXT.title} message={CHECKOUT_TEXT.loginRequired} />;
  }
  return <CheckoutForm session={session} enderecos={enderecos} />;
}

function CheckoutForm({
  session,
  enderecos,
}: {
  session: { idcliente: number; segment: string };
  enderecos: Endereco[];
}) {
  const layout = useSupplierLayoutData();
  const fornecedor = layout?.fornecedor;
  const slug = fornecedor?.slug ?? '';
  const navigate = useNavigate();
  useCartConnection();
  const cart = useCartView();
  const owner = useCartStore((s) => s.owner);
  const observacao = useCartStore((s) => s.observacao);
  const numPedidoCliente = useCartStore((s) => s.numPedidoCliente);
  const setNotes = useCartStore((s) => s.setNotes);

  // Delivery type: the supplier's types; one type only means it is fixed (spec §4 Delivery).
  const { tipos, inicial } = checkoutDeliveryTypes(fornecedor);
  const [tipoEntrega, setTipoEntrega] = useState<TipoEntrega>(inicial);

  const [idendereco, setIdendereco] = useState<number | null>(
    () => (enderecos.find((e) => e.primario) ?? enderecos[0])?.idendereco ?? null,
  );
  const endereco = enderecos.find((e) => e.idendereco === idendereco) ?? null;
  const [addressFormOpen, setAddressFormOpen] = useState(enderecos.length === 0);

  const [idformapagto, setIdformapagto] = useState<number | null>(
    () => fornecedor?.formasPagamento?.[0]?.idformapagto ?? null,
  );

  const delivery = useDeliveryOptions({
    segment: session.segment,
    idfornecedor: fornecedor?.idfornecedor ?? '',
    tipoEntrega,
    idendereco: tipoEntrega === TipoEntrega.DELIVERY ? idendereco : null,
    hasCep: Boolean(endereco?.cep),
  });
  const formas = delivery.data?.formas ?? [];
  const lojas = delivery.data?.lojas ?? [];

  // On each successful lookup the first form becomes active with its first date (spec §4);
  // a choice made by the customer holds until the next lookup.
  const [formaChoice, setFormaChoice] = useState<FormaChoice | null>(null);
  const [lojaChoice, setLojaChoice] = useState<{ data: unknown; idloja: number } | null>(null);
  const forma: FormaChoice | null =
    formaChoice && formaChoice.data === delivery.data ? formaChoice : firstForma(delivery.data);
  const idloja =
    lojaChoice && lojaChoice.data === delivery.data ? lojaChoice.idloja : (lojas[0]?.idloja ?? null);
  const formaAtiva: FormaEntrega | null = formas.find((f) => f.id === forma?.id) ?? null;
  const chooseForma = (f: FormaEntrega) => setFormaChoice({ data: delivery.data, id: f.id, date: f.datas[0] ?? null });
  const chooseDate = (date: string) => forma && setFormaChoice({ ...forma, data: delivery.data, date });

  // Address creation through the /api proxy (the token is added server-side).
  const revalidator = useRevalidator();
  const [creatingAddress, setCreatingAddress] = useState(false);
  const [addressError, setAddressError] = useState<AddressServerError | null>(null);

  async function createAddress(body: EnderecoBody) {
    setAddressError(null);
    setCreatingAddress(true);
    try {
      const res = await fetch(`/api/v1/app/${session.segment}/enderecos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const reply = (await res.json().catch(() => null)) as (Endereco & Partial<AddressServerError>) | null;
      if (!res.ok || !reply) {
        setAddressError({ mensagem: reply?.mensagem ?? APP_MSG.internalError, campo: reply?.campo });
        return;
      }
      await revalidator.revalidate();
      setIdendereco(reply.idendereco);
      setAddressFormOpen(false);
    } catch {
      setAddressError({ mensagem: APP_MSG.internalError });
    } finally {
      setCreatingAddress(false);
    }
  }

  // Order submission through this route's action (server-side, with the session).
  const orderFetcher = useFetcher<SubmitOrderResult>({ key: 'checkout-order' });
  const [problems, setProblems] = useState<Set<Problem>>(new Set());
  const [localError, setLocalError] = useState<string | null>(null);
  // A server reply already answered by a new attempt is no longer shown.
  const [dismissed, setDismissed] = useState<SubmitOrderResult | null>(null);
  const [itemNames, setItemNames] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const handled = useRef<SubmitOrderResult | null>(null);
  const result = orderFetcher.state === 'idle' ? orderFetcher.data : undefined;
  const submitError =
    localError ??
    (result && !result.ok && result !== dismissed ? orderSubmitErrorText(result.mensagem, itemNames) : null);

  useEffect(() => {
    if (!result?.ok || handled.current === result) return;
    handled.current = result;
    const { pedido } = result;
    toast.success(pedido.mensagemSucesso || APP_MSG.orderPlaced);
    // The cart is emptied once the submission page is on screen (local store + server reply).
    void Promise.resolve(navigate(`/${slug}/submissao/${pedido.numpedido}`)).then(() => clearCartNow());
  }, [result, navigate, slug]);

  function validate(): Set<Problem> {
    const found = new Set<Problem>();
    if (tipoEntrega === TipoEntrega.DELIVERY) {
      if (!endereco) found.add('address');
      if (!formaAtiva || !forma?.date) found.add('form');
    } else if (!idloja) {
      found.add('store');
    }
    if (!idformapagto) found.add('payment');
    return found;
  }

  async function submit() {
    setLocalError(null);
    setDismissed(orderFetcher.data ?? null);
    if (useCartStore.getState().lines.length === 0) {
      setLocalError(MSG.emptyCart);
      return;
    }
    const found = validate();
    setProblems(found);
    if (found.size > 0) {
      document.getElementById(`secao-${[...found][0]}`)?.focus();
      return;
    }
    setPreparing(true);
    try {
      // Pending cart changes reach the server before the order does.
      await flushCartSave();
    } finally {
      setPreparing(false);
    }
    const lines = useCartStore.getState().lines;
    if (lines.length === 0) {
      setLocalError(MSG.emptyCart);
      return;
    }
    setItemNames(lines.map((l) => l.produto.nome));
    const payload = buildOrderPayload({
      idfornecedor: fornecedor?.idfornecedor ?? '',
      lines: lines.map((l) => ({
        id: l.produto.id,
        quantidade: l.quantidade,
        embalarParaPresente: l.embalarParaPresente,
      })),
      tipoEntrega,
      endereco,
      formaEntrega: formaAtiva && forma?.date ? { id: formaAtiva.id, data_de_entrega: forma.date } : null,
      loja: lojas.find((l) => l.idloja === idloja) ?? null,
      idformapagto: idformapagto as number,
      anotacoes: useCartStore.getState().observacao,
      numPedidoCliente: useCartStore.getState().numPedidoCliente,
    });
    void orderFetcher.submit({ intent: 'submit-order', payload }, { method: 'post', encType: 'application/json' });
  }

  const deliveryFee = formaAtiva ? reaisToCentavos(formaAtiva.taxaEntrega) : null;
  const totals = cartTotals([{ total: cart.itemsTotal }], deliveryFee ?? 0);
  const summaryItems = useMemo(
    () =>
      cart.lines.map(({ line, price }) => ({
        id: line.produto.id,
        nome: line.produto.nome,
        quantidade: `${formatQuantity(line.quantidade)} ${line.produto.unidade}`,
        total: price.total,
      })),
    [cart.lines],
  );

  const cartLoading = owner === null || cart.status === 'loading';
  const empty = !cartLoading && cart.lines.length === 0;
  const submitting = preparing || orderFetcher.state !== 'idle';
  const problemText = (p: Problem, text: string) =>
    problems.has(p) ? (
      <p id={`erro-${p}`} className="mt-2 text-sm text-red-700">
        {text}
      </p>
    ) : null;

  if (empty && orderFetcher.state === 'idle' && !orderFetcher.data?.ok) {
    return (
      <main className="mx-auto flex max-w-[1440px] flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{CHECKOUT_TEXT.title}</h1>
        <p className="text-black/70">{MSG.emptyCart}</p>
        <Link
          to={`/${slug}`}
          className="inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {CHECKOUT_TEXT.backToStore}
        </Link>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-[1440px] px-4 pt-6 pb-32 lg:pb-12">
      <h1 className="mb-5 text-2xl font-semibold">{CHECKOUT_TEXT.title}</h1>
      {cartLoading && cart.lines.length === 0 ? (
        <p role="status" className="text-black/60">
          Carregando carrinho…
        </p>
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="grid gap-5">
            <Section title={CHECKOUT_TEXT.deliveryType} id="secao-tipo">
              {tipos.length > 1 ? (
                <div role="radiogroup" aria-label={CHECKOUT_TEXT.deliveryType} className="grid gap-2 sm:grid-cols-2">
                  {tipos.map((t) => (
                    <RadioCard
                      key={t}
                      name="tipoEntrega"
                      value={t}
                      checked={tipoEntrega === t}
                      onChange={() => {
                        setTipoEntrega(t);
                        setProblems(new Set());
                        // spec §4 Delivery: changing the delivery type reloads the cart.
                        void loadCart();
                      }}
                    >
                      <span className="font-medium">{DELIVERY_TYPE_LABEL[t]}</span>
                    </RadioCard>
                  ))}
                </div>
              ) : (
                <p className="font-medium">{DELIVERY_TYPE_LABEL[tipoEntrega]}</p>
              )}
            </Section>

            {tipoEntrega === TipoEntrega.DELIVERY ? (
              <>
                <section
                  aria-labelledby="secao-address"
                  className="rounded-lg border border-black/10 bg-white p-4 sm:p-5"
                >
                  <h2 id="secao-address" tabIndex={-1} className="mb-3 text-lg font-semibold focus:outline-none">
                    {CHECKOUT_TEXT.address}
                  </h2>
                  <AddressPicker
                    enderecos={enderecos}
                    selected={idendereco}
                    onSelect={setIdendereco}
                    formOpen={addressFormOpen}
                    onFormOpenChange={setAddressFormOpen}
                    onCreate={(body) => void createAddress(body)}
                    creating={creatingAddress}
                    createError={addressError}
                    errorId={problems.has('address') ? 'erro-address' : undefined}
                  />
                  {problemText('address', CHECKOUT_TEXT.chooseAddress)}
                </section>
                {endereco && (
                  <section aria-labelledby="secao-form" className="rounded-lg border border-black/10 bg-white p-4 sm:p-5">
                    <h2 id="secao-form" tabIndex={-1} className="mb-3 text-lg font-semibold focus:outline-none">
                      {CHECKOUT_TEXT.deliveryForm}
                    </h2>
                    <DeliveryOptions
                      formas={formas}
                      loading={delivery.loading}
                      error={delivery.error}
                      selectedId={forma?.id ?? null}
                      date={forma?.date ?? null}
                      onSelect={chooseForma}
                      onDate={chooseDate}
                    />
                    {problemText('form', CHECKOUT_TEXT.chooseForm)}
                  </section>
                )}
              </>
            ) : (
              <section aria-labelledby="secao-store" className="rounded-lg border border-black/10 bg-white p-4 sm:p-5">
                <h2 id="secao-store" tabIndex={-1} className="mb-3 text-lg font-semibold focus:outline-none">
                  {CHECKOUT_TEXT.pickupStore}
                </h2>
                <PickupStores
                  lojas={lojas}
                  loading={delivery.loading}
                  error={delivery.error}
                  selected={idloja}
                  onSelect={(id) => setLojaChoice({ data: delivery.data, idloja: id })}
                  errorId={problems.has('store') ? 'erro-store' : undefined}
                />
                {problemText('store', CHECKOUT_TEXT.chooseStore)}
                {formaAtiva && formaAtiva.datas.length > 0 && (
                  <Field label="Data de retirada" className="mt-3">
                    {({ id }) => (
                      <select
                        id={id}
                        className={inputClass}
                        value={forma?.date ?? ''}
                        onChange={(e) => chooseDate(e.currentTarget.value)}
                      >
                        {formaAtiva.datas.map((d) => (
                          <option key={d} value={d}>
                            {formatCalendarDate(d)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                )}
              </section>
            )}

            <section aria-labelledby="secao-payment" className="rounded-lg border border-black/10 bg-white p-4 sm:p-5">
              <h2 id="secao-payment" tabIndex={-1} className="mb-3 text-lg font-semibold focus:outline-none">
                {CHECKOUT_TEXT.payment}
              </h2>
              <PaymentMethods
                formas={fornecedor?.formasPagamento ?? []}
                selected={idformapagto}
                onSelect={setIdformapagto}
                errorId={problems.has('payment') ? 'erro-payment' : undefined}
              />
              {problemText('payment', CHECKOUT_TEXT.choosePayment)}
            </section>

            <Section title={CHECKOUT_TEXT.notes} id="secao-notas">
              <div className="grid gap-3">
                <Field label={CHECKOUT_TEXT.notesLabel}>
                  {({ id }) => (
                    <textarea
                      id={id}
                      rows={3}
                      maxLength={500}
                      value={observacao}
                      onChange={(e) => setNotes({ observacao: e.currentTarget.value })}
                      className={`${inputClass} h-auto py-2`}
                    />
                  )}
                </Field>
                <TextField
                  label={CHECKOUT_TEXT.customerOrderNumber}
                  maxLength={40}
                  value={numPedidoCliente}
                  onChange={(e) => setNotes({ numPedidoCliente: e.currentTarget.value })}
                  className="sm:max-w-xs"
                />
              </div>
            </Section>
          </div>

          <CheckoutSummary
            items={summaryItems}
            itemsTotal={totals.totalItens}
            deliveryFee={deliveryFee}
            total={totals.total}
            estimated={cart.estimated}
            submitting={submitting}
            error={submitError}
            errorId="erro-envio"
            onSubmit={() => void submit()}
          />
        </div>
      )}
    </main>
  );
}
