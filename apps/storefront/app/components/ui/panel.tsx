import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';

export interface PanelProps {
  open: boolean;
  /** Called when the user closes it (Esc, the overlay, the close button). */
  onClose(): void;
  title: string;
  description?: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Width on desktop: 'md' (28rem) for short content, 'lg' (42rem) for forms with a map. */
  size?: 'md' | 'lg';
  /** Rendered under the title; mounted only while open (a fresh form on each opening). */
  children: ReactNode;
}

const WIDTH = { md: 'sm:max-w-md', lg: 'sm:max-w-2xl' } as const;

/**
 * A modal that is a centred dialog on desktop and a bottom panel (sheet) on phones (spec §2
 * "Payment-method and address panels on mobile"): Radix Dialog, so focus is trapped, Esc and
 * the overlay close it and the title names it. Which modal is open is the caller's state — the
 * modal store keeps only one open at a time (spec §2).
 */
export function Panel({
  open,
  onClose,
  title,
  description,
  closeLabel,
  size = 'md',
  children,
}: PanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white text-ink shadow-2xl ' +
            'focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90vh] sm:w-full ' +
            `sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${WIDTH[size]}`
          }
        >
          <div
            aria-hidden
            className="mx-auto mt-2 h-1.5 w-12 shrink-0 rounded-full bg-black/15 sm:hidden"
          />
          <div className="flex shrink-0 items-start justify-between gap-3 px-5 pt-3 pb-2 sm:pt-5">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="text-sm text-black/65">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={closeLabel}
              className="-mt-1 -mr-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{open && children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
