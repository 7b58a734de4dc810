import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { hydrationGate, type HydrationGate } from '~/lib/deferred-hydration';

/**
 * Suspends until the gate opens. No hooks here: it only throws or renders, so a render Preact
 * abandons while the part is suspended leaves no hook state or effect behind.
 */
function Gate({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  if (!gate.opened) throw gate.turn;
  return children;
}

/** The browser's `HydrateLater`: see {@link HydrateLater}. */
function BrowserHydrateLater({ children }: { children: ReactElement }) {
  const [gate] = useState(hydrationGate);
  if (!gate) return children;
  // Its own boundary: a boundary resumes its parts only when all of them have resolved.
  return (
    <Suspense fallback={null}>
      <Gate gate={gate}>{children}</Gate>
    </Suspense>
  );
}

/** The server renders the part as it is: no boundary, so no markers in the HTML. */
function ServerHydrateLater({ children }: { children: ReactElement }) {
  return children;
}

/**
 * A part of the page hydrated in a task of its own after the page's first hydration pass
 * (lib/deferred-hydration.ts, ADR 0080): the server's HTML of it stays as it is meanwhile.
 * Outside the first hydration (a client-side navigation, a part mounted later) it renders at once.
 *
 * `children` must render exactly one element at its top: Preact keeps one DOM node for a
 * component that suspends while hydrating, and would rebuild any sibling node after it.
 */
export const HydrateLater: (props: { children: ReactElement }) => ReactNode = import.meta.env.SSR
  ? ServerHydrateLater
  : BrowserHydrateLater;
