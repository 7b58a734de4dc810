import { z } from 'zod';
import { VALIDATION_MSG } from '@vitrine/domain';

/**
 * Text input at the contract boundary (issue 7, defect 2): every string a request carries —
 * path, query or body — is built here, so a control character or broken UTF-16 is refused with
 * a pt-BR 400 before it reaches a query (PostgreSQL rejects U+0000 in `text` with an error, and
 * a lone surrogate is silently turned into U+FFFD on its way to UTF-8).
 *
 * In Unicode mode a paired surrogate is one astral code point, so `\p{Cs}` matches only the
 * lone halves; `\p{Cc}` is C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F).
 */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
/** Multi-line text (notes, observations) may also hold tab, line feed and carriage return. */
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/**
 * A one-line text field: refuses every control character (tab and line breaks included) and
 * lone surrogates with 'O texto contém caracteres não permitidos'. Chain `.trim()`, `.min()`,
 * `.max()` as on `z.string()`; the check runs on the raw input, before any trim.
 * @param typeMessage pt-BR message when the value is not a string (default 'Informe um texto válido').
 */
export function texto(typeMessage: string = VALIDATION_MSG.textExpected): z.ZodString {
  return z.string(typeMessage).regex(SINGLE_LINE, VALIDATION_MSG.textInvalid);
}

/**
 * A multi-line text field (cart observation, order notes): like `texto`, but tab, line feed and
 * carriage return are allowed.
 * @param typeMessage pt-BR message when the value is not a string (default 'Informe um texto válido').
 */
export function textoMultilinha(typeMessage: string = VALIDATION_MSG.textExpected): z.ZodString {
  return z.string(typeMessage).regex(MULTI_LINE, VALIDATION_MSG.textInvalid);
}

/**
 * Whether a string schema carries the check of `texto` or `textoMultilinha` — what the route
 * table's test asserts of every string in a request.
 */
export function isCheckedText(schema: z.ZodString): boolean {
  return (schema._zod.def.checks ?? []).some((check) => {
    const def = check._zod.def;
    return 'pattern' in def && (def.pattern === SINGLE_LINE || def.pattern === MULTI_LINE);
  });
}
