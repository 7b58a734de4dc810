import { ORDERS_TEXT } from '@vitrine/domain';
import type { ReciboPix } from '@vitrine/contract';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { formatDateTime } from '~/lib/format-date';
import { brl } from '~/lib/format';

/** The Pix receipt as shown: its code, QR image (data URL), amount (reais) and expiry (ISO 8601). */
type PixPaymentProps = Pick<ReciboPix, 'copiaECola'> & {
  qrCode?: ReciboPix['qrCode'] | null;
  valor?: ReciboPix['valor'] | null;
  expiraEm?: ReciboPix['expiraEm'];
};

/** Pix payment: the QR code, the "copia e cola" code and a copy button with a confirmation. */
export function PixPayment({ copiaECola, qrCode, valor, expiraEm }: PixPaymentProps) {
  const [copied, setCopied] = useState(false);
  const codeId = useId();

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(t);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(copiaECola);
    } catch {
      // No clipboard permission (or an insecure origin): select the text for a manual copy.
      const area = document.getElementById(codeId) as HTMLTextAreaElement | null;
      area?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-[220px_minmax(0,1fr)] sm:items-start">
      {qrCode && (
        <img
          src={qrCode}
          alt={ORDERS_TEXT.pixQrAlt}
          width={220}
          height={220}
          className="mx-auto h-[220px] w-[220px] rounded-md border border-black/10 bg-white p-2"
        />
      )}
      <div className="grid gap-2">
        {valor != null && (
          <p>
            {ORDERS_TEXT.pixAmount} <strong className="tabular-nums">{brl(valor)}</strong>
          </p>
        )}
        <label htmlFor={codeId} className="text-sm font-medium">
          {ORDERS_TEXT.pixCopyPaste}
        </label>
        <textarea
          id={codeId}
          readOnly
          rows={4}
          value={copiaECola}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full resize-none rounded-md border border-black/20 bg-surface p-2 font-mono text-xs break-all focus-visible:outline-2 focus-visible:outline-primary"
        />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void copy()}
            className="inline-flex h-11 items-center gap-2 rounded-md bg-primary px-5 font-semibold text-primary-fg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {copied ? (
              <Check aria-hidden className="h-4 w-4" />
            ) : (
              <Copy aria-hidden className="h-4 w-4" />
            )}
            {ORDERS_TEXT.pixCopy}
          </button>
          <span aria-live="polite" role="status" className="text-sm font-medium text-green-700">
            {copied ? ORDERS_TEXT.pixCopied : ''}
          </span>
        </div>
        {expiraEm && (
          <p className="text-sm text-black/60">
            {ORDERS_TEXT.pixValidUntil(formatDateTime(expiraEm))}
          </p>
        )}
      </div>
    </div>
  );
}
