import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { SUPPLIERS_TEXT } from '@vitrine/domain/suppliers-messages';

interface LocationDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** False for an access gate: no close button, Escape and outside clicks do nothing. */
  dismissible: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * The dialog shell of the location modals (Radix: focus trapped, the page behind is inert and
 * hidden from assistive technology while it is open).
 */
export function LocationDialog({
  open,
  title,
  description,
  dismissible,
  onClose,
  children,
}: LocationDialogProps) {
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (!o && dismissible ? onClose() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-white p-6 text-ink shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close
                aria-label={SUPPLIERS_TEXT.close}
                className="rounded p-1 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <X aria-hidden className="h-5 w-5" />
              </Dialog.Close>
            )}
          </div>
          <Dialog.Description className="mt-1 text-sm text-black/70">
            {description}
          </Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
