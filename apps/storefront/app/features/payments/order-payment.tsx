import { useState } from 'react';
import type { PedidoDetalhe } from '@vitrine/contract';
import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';
import { PAYMENTS_TEXT } from '@vitrine/domain/payments/messages';
import X from 'lucide-react/icons/x';
import { lazyNamed, useOpenedOnce } from '~/components/ui/lazy';
import { callFromBrowser } from '~/lib/api-browser';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import { usePaymentErrorStore } from './payment-error-store';
import { usePaymentState } from './use-payment-state';

interface OrderPaymentProps {
  pedido: PedidoDetalhe;
  /** The order's Pix (loaded server-side) while it awaits a Pix payment. */
  pix: {
    copiaECola: string;
    qrCode: string | null;
    valor: number | null;
    expiraEm: string | null;
  } | null;
  pixError: string | null;
  /** The supplier path segment (slug or id). */
  fornecedor: string;
}

// The Pix code and the boleto load only for an order paid that way (before hydrating, when the
// server rendered them), issue 12 §5.
const PixPayment = lazyNamed(() => import('./pix-payment'), 'PixPayment');
const BoletoPanel = lazyNamed(() => import('./boleto-panel'), 'BoletoPanel');
// The card modal (saved cards, a new card with its checks, the dialog) loads when first opened.
const CardPaymentModal = lazyNamed(() => import('./card-payment-modal'), 'CardPaymentModal');

const box = 'rounded-lg border-2 border-primary/40 bg-white p-4 sm:p-5';
const button =
  'inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-semibold text-primary-fg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * How the buyer pays an open order (issue 10 §2–§3), on the submission and order pages: Pix (QR
 * and copia e cola), card (the card modal) or boleto, with the stored payment error and its close
 * button; the payment state is polled while the order awaits payment, so the page updates by itself.
 */
export function OrderPayment({ pedido, pix, pixError, fornecedor }: OrderPaymentProps) {
  const layout = useSupplierLayoutData();
  const tipo = pedido.formaPagamento.tipo;
  const awaiting = pedido.status === 'AGUARDANDOPAGAMENTO';
  const boleto =
    tipo === 'BOLETO' && pedido.status !== 'CANCELADO' && pedido.pagamento?.status !== 'PAGO';
  const state = usePaymentState(pedido.numpedido, awaiting || boleto);
  const [cardOpen, setCardOpen] = useState(false);
  const cardOpened = useOpenedOnce(cardOpen);
  const stored = usePaymentErrorStore((s) => s.byOrder[pedido.numpedido]);
  const setError = usePaymentErrorStore((s) => s.set);
  const error = stored ?? state.data?.mensagemErro ?? null;
  const paid = state.data?.statusPagamento === 'PAGO';
  const inReview = state.data?.cobranca?.status === 'EM_ANALISE';
  if (!layout?.usuario) return null;
  if (!awaiting && !boleto && !(paid && state.data?.cobranca)) return null;

  async function clearError() {
    setError(pedido.numpedido, null);
    await callFromBrowser('payments.clearPaymentError', {
      params: { numpedido: pedido.numpedido },
    }).catch(() => null);
    await state.refetch();
  }

  const title =
    tipo === 'PIX'
      ? ORDERS_TEXT.payWithPix
      : tipo === 'BOLETO'
        ? PAYMENTS_TEXT.boletoTitle
        : PAYMENTS_TEXT.cardTitle;
  return (
    <section aria-labelledby="pagamento-pedido" className={box}>
      <h2 id="pagamento-pedido" className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {error && (
        <div
          role="alert"
          className="mb-3 flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="flex-1">{error}</p>
          <button
            type="button"
            onClick={() => void clearError()}
            aria-label={PAYMENTS_TEXT.clearError}
            className="inline-flex h-8 w-8 items-center justify-center rounded hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        </div>
      )}
      <p
        role="status"
        aria-live="polite"
        className={paid ? 'mb-3 font-medium text-green-800' : 'mb-3 text-sm text-black/70'}
      >
        {paid
          ? tipo === 'PIX'
            ? PAYMENTS_TEXT.pixPaid
            : PAYMENTS_TEXT.paid
          : inReview
            ? PAYMENTS_TEXT.inReview
            : tipo === 'PIX' && pix
              ? PAYMENTS_TEXT.pixWaiting
              : ''}
      </p>
      {!paid &&
        tipo === 'PIX' &&
        (pix ? (
          <>
            <p className="mb-4 text-sm text-black/70">{ORDERS_TEXT.pixInstructions}</p>
            <PixPayment
              copiaECola={pix.copiaECola}
              qrCode={pix.qrCode}
              valor={pix.valor}
              expiraEm={pix.expiraEm}
            />
          </>
        ) : (
          pixError && (
            <p role="alert" className="text-sm text-red-800">
              {pixError}
            </p>
          )
        ))}
      {!paid && boleto && (
        <BoletoPanel
          numpedido={pedido.numpedido}
          idcliente={layout.usuario.idcliente}
          fornecedor={fornecedor}
        />
      )}
      {!paid && !inReview && awaiting && tipo === 'CARTAO' && (
        <>
          <button type="button" className={button} onClick={() => setCardOpen(true)}>
            {PAYMENTS_TEXT.payByCard}
          </button>
          {cardOpened && (
            <CardPaymentModal
              open={cardOpen}
              onClose={() => setCardOpen(false)}
              numpedido={pedido.numpedido}
              idcliente={layout.usuario.idcliente}
              idfornecedor={pedido.idfornecedor}
              idformapagto={pedido.formaPagamento.idformapagto}
              total={pedido.totalpedido}
              itens={pedido.itens}
              address={pedido.enderecofaturamento ?? pedido.enderecoentrega ?? null}
            />
          )}
        </>
      )}
    </section>
  );
}
