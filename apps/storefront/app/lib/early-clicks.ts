import { useEffect } from 'react';
import { afterFirstHydration } from './deferred-hydration';

/**
 * Clicks that land before the page is hydrated (ADR 0073).
 *
 * The server's HTML is visible, and its buttons clickable, some time before the browser's
 * JavaScript has loaded and hydrated the page: on a slow phone, seconds. A button that opens the
 * login modal or the cart has no handler until then, so such a click did nothing and the buyer had
 * to guess when to click again. React 19 replays clicks only inside a Suspense boundary it is
 * hydrating; Preact (ADR 0070) not at all. This page-level queue keeps them: the inline script
 * below, first in `<body>`, holds each early click on a button and the root layout replays it
 * once the page has hydrated and its effects have run.
 *
 * Links and the submit buttons of forms with an `action` (the header's search, React Router
 * forms) work without JavaScript, so those are left to the browser.
 */

/** The window property the inline script leaves for the replay (absent where it never ran). */
const REPLAY = '__vitrineReplayEarlyClicks';

type EarlyClicksWindow = Window & { [REPLAY]?: () => void };

/**
 * Runs in the page before hydration, serialised into an inline script (so it must reference
 * nothing outside itself): captures each click on a button that has no handler yet and queues the
 * button, once, in click order, for {@link replayEarlyClicks}.
 */
export function captureEarlyClicks(): void {
  const queue: HTMLButtonElement[] = [];
  const capture = (event: MouseEvent) => {
    const target = event.target;
    const button = target instanceof Element ? target.closest('button') : null;
    if (!button || button.disabled) return;
    if (button.type === 'submit' && button.form?.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Clicking again while nothing happens means the same thing, not "do it twice".
    const earlier = queue.indexOf(button);
    if (earlier >= 0) queue.splice(earlier, 1);
    queue.push(button);
  };
  document.addEventListener('click', capture, true);
  // REPLAY spelled out: the serialised function cannot read the module's constant.
  (window as EarlyClicksWindow)['__vitrineReplayEarlyClicks'] = () => {
    document.removeEventListener('click', capture, true);
    for (const button of queue.splice(0)) {
      if (button.isConnected && !button.disabled) button.click();
    }
  };
}

/** The inline script's text: {@link captureEarlyClicks}, called at once. */
export const EARLY_CLICKS_SCRIPT = `(${captureEarlyClicks.toString()})()`;

/**
 * Replays the clicks held before hydration and marks `<html data-hydrated>`. Called once, from
 * the root layout's effect, which runs after every other effect of the first render (the modal
 * store's subscriptions among them).
 */
export function replayEarlyClicks(): void {
  document.documentElement.dataset.hydrated = '';
  const replay = (window as EarlyClicksWindow)[REPLAY];
  delete (window as EarlyClicksWindow)[REPLAY];
  replay?.();
}

/**
 * The root layout's hook for {@link replayEarlyClicks}: after the page's first hydration, the
 * parts it hydrates later included (`HydrateLater`, ADR 0080).
 */
export function useEarlyClicksReplay(): void {
  useEffect(() => afterFirstHydration(replayEarlyClicks), []);
}
