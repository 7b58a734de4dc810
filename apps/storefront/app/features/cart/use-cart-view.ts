import { useIsMutating } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Carrinho } from '@vitrine/contract';
import {
  formatQuantity,
  reaisToCentavos,
  ZERO_CENTAVOS,
  type Centavos,
} from '@vitrine/domain/money';
import { cartTotals } from '@vitrine/domain/totals';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import { cartSaveKey, useServerCart } from './cart-queries';
import { cartCouponOf, type CartCoupon } from './cart-coupon';
import { displayLine, itemsTotal, type DisplayedLine } from './cart-pricing';
import { linesOf, useCartStore, type CartLine } from './cart-store';

export type CartStatus = 'idle' | 'loading' | 'saving';

export interface CartLineView {
  line: CartLine;
  price: DisplayedLine;
}

export interface CartView {
  lines: CartLineView[];
  /** Sum of line totals (gift packaging included), centavos. */
  itemsTotal: Centavos;
  /** True while any shown price is the storefront's estimate awaiting the server. */
  estimated: boolean;
  /** 'loading' until the server cart first arrives, 'saving' while changes are on their way. */
  status: CartStatus;
  locked: boolean;
  /** Who negotiated the locked cart, when the server named them. */
  atendente: string | null;
  /** The last load error, pt-BR (spec §4: a cart load error sets the cart error). */
  error: string | null;
  /** Retries the cart load after an error. */
  retry(): void;
  /** The coupon of the server cart (null before it loaded). */
  coupon: CartCoupon | null;
  /** The coupon discount the server gave (0 without a coupon), centavos. */
  discount: Centavos;
  /** The chosen delivery's fee from the server cart (0 while none is chosen), centavos. */
  deliveryFee: Centavos;
  /** The delivery the fee is for, e.g. 'Entrega programada'; null while none is chosen. */
  deliveryName: string | null;
  /** Items total − discount + the chosen delivery's fee, centavos (spec §3 Cart). */
  total: Centavos;
  /** Whether each line shows its share of the discount (habilitarVisualizacaoDesconto). */
  showLineDiscount: boolean;
  /** The server's pt-BR warning about its last reply (lines dropped, quantities corrected). */
  notice: string | null;
}

/**
 * The cart as shown: each line with its displayed prices, the items total and the status.
 *
 * @param initial - the server cart the page was rendered with (the checkout's loader), or
 *   nothing. Until the store holds a cart of its own (its first server load, a local change or
 *   a load error), the view shows this one, in the server render, at hydration and while the
 *   browser's load is on its way, so the page keeps its shape (issue 12 §5, ADR 0050).
 */
export function useCartView(initial: Carrinho | null = null): CartView {
  const owner = useCartStore((s) => s.owner);
  const storeLines = useCartStore((s) => s.lines);
  const unsaved = useCartStore((s) => s.unsaved);
  const base = useCartStore((s) => s.base);
  const storeLocked = useCartStore((s) => s.bloqueioAtendimento);
  const tagsKey = (useSupplierLayoutData()?.fornecedor.tag ?? []).join('|');
  const server = useServerCart(owner);
  const saving = useIsMutating({ mutationKey: owner ? cartSaveKey(owner) : ['none'] });
  const error = server.error?.message ?? null;
  const settled = useStoreSettled(
    owner !== null && (base !== null || storeLines.length > 0 || unsaved || error !== null),
  );
  const preview = initial !== null && !settled ? initial : null;
  const serverCart = server.data ?? preview;
  const lines = useMemo(() => (preview ? linesOf(preview) : storeLines), [preview, storeLines]);
  const locked = preview ? preview.bloqueio_atendimento : storeLocked;
  const loading =
    preview === null && owner !== null && server.isPending && server.fetchStatus !== 'idle';
  const { refetch } = server;

  return useMemo(() => {
    const tags = tagsKey ? tagsKey.split('|') : [];
    const views = lines.map((line) => ({ line, price: displayLine(line, serverCart, tags) }));
    const status: CartStatus = loading ? 'loading' : unsaved || saving > 0 ? 'saving' : 'idle';
    const coupon = cartCouponOf(serverCart);
    const deliveryFee = serverCart?.entrega
      ? reaisToCentavos(serverCart.taxaEntrega)
      : ZERO_CENTAVOS;
    const totals = cartTotals(
      views.map((v) => v.price),
      deliveryFee,
      coupon?.desconto ?? ZERO_CENTAVOS,
    );
    return {
      lines: views,
      itemsTotal: itemsTotal(views.map((v) => v.price)),
      estimated: views.some((v) => v.price.estimated),
      status,
      locked,
      atendente: serverCart?.atendente?.nome ?? null,
      error,
      retry: () => void refetch(),
      coupon,
      discount: totals.desconto,
      deliveryFee: totals.taxaEntrega,
      deliveryName: serverCart?.entrega?.nome ?? null,
      total: totals.total,
      showLineDiscount: serverCart?.habilitarVisualizacaoDesconto ?? false,
      notice: serverCart?.mensagem ?? null,
    };
  }, [lines, serverCart, tagsKey, loading, unsaved, saving, locked, error, refetch]);
}

/** True from the first render where `now` held on: once the store has its own cart, it stays so. */
function useStoreSettled(now: boolean): boolean {
  const [settled, setSettled] = useState(now);
  // Adjusting state while rendering (React's documented pattern): no extra commit.
  if (now && !settled) setSettled(true);
  return settled || now;
}

/** A cart line as an order summary lists it: name, "3 kg", its total (centavos). */
export interface CartSummaryItem {
  id: number;
  name: string;
  quantityText: string;
  total: Centavos;
}

/** The view's lines as the checkout's summary lists them. */
export function cartSummaryItems(lines: readonly CartLineView[]): CartSummaryItem[] {
  return lines.map(({ line, price }) => ({
    id: line.produto.id,
    name: line.produto.nome,
    quantityText: `${formatQuantity(line.quantidade)} ${line.produto.unidade}`,
    total: price.total,
  }));
}
