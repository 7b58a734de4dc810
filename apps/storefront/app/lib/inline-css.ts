import { createContext, useContext, useState } from 'react';

/** The id of the `<style>` element that carries the app's stylesheet inline. */
export const INLINE_CSS_ID = 'estilos';

/**
 * The app's stylesheet text for the server render to put inline (entry.server.tsx reads it from
 * the client build), or null where there is none to read (the dev server): then the page links it.
 */
export const InlineCssContext = createContext<string | null>(null);

/**
 * The stylesheet to inline, the same on the server and while hydrating: the server's text from
 * {@link InlineCssContext}; in the browser, the text the server already put in the page (so the
 * hydrated `<style>` matches it and the browser never downloads the sheet again).
 */
export function useInlineCss(): string | null {
  const fromServer = useContext(InlineCssContext);
  const [css] = useState(() =>
    typeof document === 'undefined'
      ? fromServer
      : (document.getElementById(INLINE_CSS_ID)?.textContent ?? null),
  );
  return css;
}
