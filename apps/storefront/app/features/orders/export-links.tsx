import Download from 'lucide-react/icons/download';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';

const link =
  'inline-flex h-11 items-center gap-2 rounded-md border border-black/15 bg-white px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary';

/** XLSX and CSV downloads of the filtered orders (through the storefront's export route). */
export function ExportLinks({ hrefOf }: { hrefOf: (formato: 'xlsx' | 'csv') => string }) {
  return (
    <div role="group" aria-label={AFTER_SALE_TEXT.exportLabel} className="flex flex-wrap gap-2">
      <a href={hrefOf('xlsx')} download className={link}>
        <Download aria-hidden className="h-4 w-4" /> {AFTER_SALE_TEXT.exportXlsx}
      </a>
      <a href={hrefOf('csv')} download className={link}>
        <Download aria-hidden className="h-4 w-4" /> {AFTER_SALE_TEXT.exportCsv}
      </a>
    </div>
  );
}
