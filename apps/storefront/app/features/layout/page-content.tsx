import type { ReactNode } from 'react';
import { HydrateLater } from '~/components/ui/hydrate-later';

/** The page's own content (the skip link's target), hydrated after the header (ADR 0080). */
export function PageContent({ children }: { children: ReactNode }) {
  return (
    <HydrateLater>
      <div id="conteudo" className="flex-1">
        {children}
      </div>
    </HydrateLater>
  );
}
