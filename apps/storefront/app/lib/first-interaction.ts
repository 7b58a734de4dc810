/** What shows that someone is starting to use the page: a press, a key, a touch, a focus. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `callback` once, at the first pointer press, key press, touch or focus inside `target`
 * (the document by default), seen in the capture phase so that no handler can hide it. For work
 * that only a person using the page needs (loading the schemas that check a form): a page that is
 * only looked at never pays for it, and its load does not land in the first seconds after the
 * page became interactive (issue 12 §5, ADR 0078).
 * @returns a function that cancels the wait (nothing runs after it).
 */
export function onFirstInteraction(
  callback: () => void,
  target: EventTarget = document,
): () => void {
  let pending = true;
  const cancel = () => {
    pending = false;
    for (const type of INTERACTIONS) target.removeEventListener(type, run, true);
  };
  function run() {
    if (!pending) return;
    cancel();
    callback();
  }
  for (const type of INTERACTIONS) {
    target.addEventListener(type, run, { capture: true, passive: true });
  }
  return cancel;
}
