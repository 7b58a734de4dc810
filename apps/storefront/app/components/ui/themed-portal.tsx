import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { themeStyle } from '~/lib/theme';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';

/**
 * A Radix Dialog portal that keeps the supplier's theme. A portal renders under `<body>`, outside
 * the supplier layout that sets the theme's CSS properties, so without this its `bg-primary`
 * would be the default green on every supplier (issue 6 §8 white-label leak).
 */
export function ThemedDialogPortal({ children }: { children: ReactNode }) {
  const tema = useSupplierLayoutData()?.fornecedor.config.tema;
  return (
    <Dialog.Portal>
      <div style={tema ? themeStyle(tema) : undefined} className="contents">
        {children}
      </div>
    </Dialog.Portal>
  );
}
