import type { CupomIndicacaoResposta } from '@vitrine/contract';
import { COUPON_TEXT, referralShareText } from '@vitrine/domain/coupons/coupon-ui-messages';
import Copy from 'lucide-react/icons/copy';
import Gift from 'lucide-react/icons/gift';
import Share2 from 'lucide-react/icons/share-2';
import { useId } from 'react';
import { referralLink, useCopyShare } from './use-copy-share';

const button =
  'inline-flex h-10 items-center gap-2 rounded-md border border-black/20 bg-white px-3 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The customer's referral code (spec §6 uses-share-coupom): the code, what the friend and the
 * customer get, a copy button and a share link `{origin}/{supplier}?cupom=CODE` (Web Share API
 * when available, else copied). Feedback is announced in a live region.
 */
export function ReferralCard({
  indicacao,
  origin,
  slug,
  fornecedor,
}: {
  indicacao: CupomIndicacaoResposta & { codigo: string };
  origin: string;
  slug: string;
  fornecedor: string;
}) {
  const { feedback, copy, share } = useCopyShare();
  const titleId = useId();
  const link = referralLink(origin, slug, indicacao.codigo);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-primary/30 bg-primary/5 p-4 sm:p-5"
    >
      <h2 id={titleId} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <Gift aria-hidden className="h-5 w-5 text-primary" />
        {COUPON_TEXT.referralTitle}
      </h2>
      <p className="text-sm text-black/70">{COUPON_TEXT.referralCodeLabel}</p>
      <p className="my-1 font-mono text-2xl font-bold tracking-wider">{indicacao.codigo}</p>
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <RuleList title={COUPON_TEXT.referralGets} items={indicacao.beneficioIndicado} />
        <RuleList title={COUPON_TEXT.referralYouGet} items={indicacao.recompensaIndicador} />
      </div>
      <p className="mt-3 text-xs text-black/60">
        {COUPON_TEXT.shareLinkLabel}: <span className="break-all">{link}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          onClick={() => void copy(indicacao.codigo, COUPON_TEXT.codeCopied)}
        >
          <Copy aria-hidden className="h-4 w-4" />
          {COUPON_TEXT.copyCode}
        </button>
        <button
          type="button"
          className={button}
          onClick={() =>
            void share({
              title: COUPON_TEXT.referralTitle,
              text: referralShareText(fornecedor, indicacao.codigo),
              url: link,
            })
          }
        >
          <Share2 aria-hidden className="h-4 w-4" />
          {COUPON_TEXT.shareLink}
        </button>
      </div>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm font-medium text-green-800">
        {feedback}
      </p>
    </section>
  );
}

function RuleList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc pl-5 text-black/75">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
