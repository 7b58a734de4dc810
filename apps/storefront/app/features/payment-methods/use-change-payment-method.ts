import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/lib/toast';
import { PAYMENT_METHOD_CHANGE_TEXT } from '@vitrine/domain/payment-method-change';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import { useModalStore } from '~/lib/modal-store';

/**
 * Sends the new payment method of an order (`PUT /v4/orders/payment-method/{idfornecedor}/order/
 * {numpedido}` through the storefront's `/api` endpoint), then closes the panel, confirms with the
 * server's pt-BR text and reloads the order page (status, payment, totals). A refusal keeps the
 * panel open with the server's message.
 */
export function useChangePaymentMethod(order: { idfornecedor: string; numpedido: number }) {
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(idformapagto: number, quantParcelas: number): Promise<void> {
    setSaving(true);
    setError(null);
    try {
      const reply = await callFromBrowser('paymentMethods.change', {
        params: { idfornecedor: order.idfornecedor, numpedido: order.numpedido },
        query: { idfornecedor: order.idfornecedor },
        body: { idformapagto, quantParcelas },
      });
      useModalStore.getState().close();
      toast.success(reply.mensagemSucesso);
      await revalidator.revalidate();
    } catch (e) {
      setError(e instanceof BrowserApiError ? e.message : PAYMENT_METHOD_CHANGE_TEXT.failed);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, error, clearError: () => setError(null) };
}
