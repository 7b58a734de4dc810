import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';
import type { ReciboPix } from '@vitrine/contract';
import { formatDateTime } from '~/lib/format-date';
import { brl } from '~/lib/format';
import { CopyableCode } from './copyable-code';

/** The Pix receipt as shown: its code, QR image (data URL), amount (reais) and expiry (ISO 8601). */
type PixPaymentProps = Pick<ReciboPix, 'copiaECola'> & {
  qrCode?: ReciboPix['qrCode'] | null;
  valor?: ReciboPix['valor'] | null;
  expiraEm?: ReciboPix['expiraEm'];
};

/** Pix payment: the QR code, the "copia e cola" code and a copy button with a confirmation. */
export function PixPayment({ copiaECola, qrCode, valor, expiraEm }: PixPaymentProps) {
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
        <CopyableCode
          code={copiaECola}
          label={ORDERS_TEXT.pixCopyPaste}
          copyLabel={ORDERS_TEXT.pixCopy}
          copiedLabel={ORDERS_TEXT.pixCopied}
          rows={4}
        />
        {expiraEm && (
          <p className="text-sm text-black/60">
            {ORDERS_TEXT.pixValidUntil(formatDateTime(expiraEm))}
          </p>
        )}
      </div>
    </div>
  );
}
