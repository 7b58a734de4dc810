import * as UI_TEXT from './texts/ui.ts';
/**
 * pt-BR texts of the storefront's shell and pages (layout, header, footer, account menu, error
 * pages, provider home, product pages). The spec's own texts stay in `messages.ts`.
 */
export { UI_TEXT };
