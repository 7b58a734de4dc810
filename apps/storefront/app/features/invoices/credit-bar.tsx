import { creditUsedPercent } from '@vitrine/domain/invoices/invoice-credit';
import { INVOICE_TEXT } from '@vitrine/domain/invoices/invoice-messages';
import { centavos, formatBRL, reaisToCentavos } from '@vitrine/domain/money';
import { brl } from '~/lib/format';

/**
 * The customer's invoice credit at the supplier as a meter (used vs available) with the three
 * amounts spelled out, so the bar is never the only carrier of the numbers.
 * @see spec §3 Invoices (limite_credito_total, limite_credito_disponivel)
 */
export function CreditBar({ total, disponivel }: { total: number; disponivel: number }) {
  if (total <= 0) {
    return (
      <section
        aria-labelledby="credito-titulo"
        className="rounded-lg border border-black/10 bg-white p-4"
      >
        <h2 id="credito-titulo" className="text-lg font-semibold">
          {INVOICE_TEXT.creditTitle}
        </h2>
        <p className="mt-1 text-black/70">{INVOICE_TEXT.noCreditLimit}</p>
      </section>
    );
  }
  const limit = { limiteTotal: reaisToCentavos(total), disponivel: reaisToCentavos(disponivel) };
  const percent = creditUsedPercent(limit);
  const usado = centavos(
    Math.max(0, limit.limiteTotal - Math.min(limit.disponivel, limit.limiteTotal)),
  );
  const usadoTexto = formatBRL(usado);
  return (
    <section
      aria-labelledby="credito-titulo"
      className="rounded-lg border border-black/10 bg-white p-4"
    >
      <h2 id="credito-titulo" className="text-lg font-semibold">
        {INVOICE_TEXT.creditTitle}
      </h2>
      <div
        role="meter"
        aria-label={INVOICE_TEXT.creditBarLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={INVOICE_TEXT.creditBarValue(usadoTexto, brl(total))}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-green-100"
      >
        <div
          className={`h-full rounded-full ${percent >= 90 ? 'bg-red-600' : 'bg-primary'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-black/60">{INVOICE_TEXT.creditUsed}</dt>
          <dd className="font-semibold tabular-nums">{usadoTexto}</dd>
        </div>
        <div>
          <dt className="text-black/60">{INVOICE_TEXT.creditAvailable}</dt>
          <dd className="font-semibold tabular-nums text-green-800">{brl(disponivel)}</dd>
        </div>
        <div>
          <dt className="text-black/60">{INVOICE_TEXT.creditTotal}</dt>
          <dd className="font-semibold tabular-nums">{brl(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
