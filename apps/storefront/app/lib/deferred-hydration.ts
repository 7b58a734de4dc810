/**
 * The page's first hydration, in steps (issue 12 §5, ADR 0080).
 *
 * Preact hydrates the server's HTML in one synchronous pass: on a home or checkout page that was
 * one task of 300–400 ms under Lighthouse's 4× CPU, most of the page's Total Blocking Time. A part
 * of the page wrapped in `HydrateLater` is left as the server drew it during that pass (Preact
 * keeps the DOM of a component that suspends while hydrating) and hydrated in a task of its own
 * afterwards, one part per task, in the order the page rendered them. The page looks the same
 * throughout; a click meanwhile is held and replayed once every part has hydrated (ADR 0073).
 * The effects of the whole page wait for the end too (browser-react.ts): a state an effect sets
 * would otherwise reach a part before it hydrates, which then would not match the server's HTML.
 *
 * This module keeps the phase and the queue; it has no React in it, so `browser-react.ts` (what
 * `react` is in the browser) can read the phase.
 */

/** A part of the page whose hydration waits for its turn. */
export interface HydrationGate {
  /** True once its turn came: render the part (and hydrate it). */
  readonly opened: boolean;
  /** Resolves when its turn comes (thrown while closed, so the part suspends). */
  readonly turn: Promise<void>;
}

type Phase = 'before' | 'hydrating' | 'done';

let phase: Phase = 'before';
/** Openers of the gates waiting for their turn, in render order. */
const waiting: (() => void)[] = [];
let stepScheduled = false;
const whenDone: (() => void)[] = [];

/** A channel's message is a task of its own, without the nested-timer clamping of setTimeout. */
let channel: MessageChannel | undefined;

function finish(): void {
  phase = 'done';
  for (const callback of whenDone.splice(0)) callback();
}

/**
 * One task of the hydration: opens the next gate (its part renders in this task's microtasks,
 * where Preact resumes a suspended part), or, with none left, ends the first hydration: the part
 * opened in the task before has rendered by now, and a gate its render created would be waiting.
 */
function step(): void {
  stepScheduled = false;
  const open = waiting.shift();
  if (!open) {
    finish();
    return;
  }
  open();
  scheduleStep();
}

function scheduleStep(): void {
  if (stepScheduled) return;
  stepScheduled = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = step;
  }
  channel.port2.postMessage(null);
}

/**
 * Marks the start of the page's first hydration; called by `hydrateServerHtml` just before its
 * synchronous hydration pass.
 */
export function beginFirstHydration(): void {
  phase = 'hydrating';
}

/**
 * Called by `hydrateServerHtml` right after its synchronous pass: the hydration is done now if
 * no part was left for later, else once the last of them has rendered.
 */
export function firstPassDone(): void {
  if (waiting.length === 0 && !stepScheduled) finish();
}

/** True from the start of the first hydration until its last deferred part has rendered. */
export function isFirstHydration(): boolean {
  return phase === 'hydrating';
}

/**
 * A gate for a part rendered during the first hydration, opened in a later task in render order;
 * `null` outside it (the part then renders at once, as on a client-side navigation).
 */
export function hydrationGate(): HydrationGate | null {
  if (phase !== 'hydrating') return null;
  let open!: () => void;
  const gate = {
    opened: false,
    turn: new Promise<void>((resolve) => {
      open = resolve;
    }),
  };
  waiting.push(() => {
    gate.opened = true;
    open();
  });
  scheduleStep();
  return gate;
}

/**
 * Runs `callback` once the first hydration, deferred parts included, is done (at once when it is
 * already done or never started, as in a test that renders without hydrating).
 */
export function afterFirstHydration(callback: () => void): void {
  if (phase === 'hydrating') whenDone.push(callback);
  else callback();
}
