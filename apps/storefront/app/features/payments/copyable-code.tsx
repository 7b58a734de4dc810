import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useEffect, useId, useState, type ReactNode } from 'react';

/**
 * A payment code the buyer copies into their bank's app (Pix "copia e cola", boleto linha
 * digitável): a read-only labelled text box, a copy button and a spoken confirmation that fades
 * after 3 s. Without clipboard permission (or on an insecure origin) the text is selected for a
 * manual copy instead.
 */
export function CopyableCode({
  code,
  display = code,
  label,
  copyLabel,
  copiedLabel,
  rows,
  monoSize = 'text-xs',
  dataAttributes,
  actions,
}: {
  /** What is copied. */
  code: string;
  /** What is shown, when formatted differently from `code` (the boleto's grouped digits). */
  display?: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
  rows: number;
  monoSize?: 'text-xs' | 'text-sm';
  /** `data-*` attributes of the text box (tests read the raw code from them). */
  dataAttributes?: Record<`data-${string}`, string>;
  /** More buttons or links beside the copy button (the boleto's PDF). */
  actions?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const codeId = useId();

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(t);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      (document.getElementById(codeId) as HTMLTextAreaElement | null)?.select();
    }
    setCopied(true);
  }

  return (
    <>
      <label htmlFor={codeId} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={codeId}
        readOnly
        rows={rows}
        value={display}
        {...dataAttributes}
        onFocus={(e) => e.currentTarget.select()}
        className={`w-full min-w-0 resize-none rounded-md border border-black/20 bg-surface p-2 font-mono ${monoSize} break-all focus-visible:outline-2 focus-visible:outline-primary`}
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
          {copyLabel}
        </button>
        {actions}
        <span aria-live="polite" role="status" className="text-sm font-medium text-green-700">
          {copied ? copiedLabel : ''}
        </span>
      </div>
    </>
  );
}
