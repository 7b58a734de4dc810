import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MSG } from '@vitrine/domain';
import { apiRoutes } from './route-table.ts';
import { isCheckedText, texto, textoMultilinha } from './text.ts';

describe('texto', () => {
  const campo = texto().trim().max(20);
  it.each(['Café', 'ação 123', '😀 emoji', ' com espaços '])('accepts %j', (value) => {
    expect(campo.safeParse(value).success).toBe(true);
  });
  it.each([
    ['NUL', 'a\u0000b'],
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['ESC', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['C1 NEL', 'a\u0085'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00b'],
    ['surrogates in the wrong order', '\ude00\ud83d'],
  ])('refuses %s with the pt-BR message', (_, value) => {
    const r = campo.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(VALIDATION_MSG.textInvalid);
  });
  it('refuses a non-string with a pt-BR message', () => {
    expect(texto().safeParse(42).error?.issues[0]?.message).toBe(VALIDATION_MSG.textExpected);
  });
});

describe('textoMultilinha', () => {
  it('accepts tab, line feed and carriage return', () => {
    expect(textoMultilinha().safeParse('linha 1\r\n\tlinha 2').success).toBe(true);
  });
  it.each(['a\u0000', 'a\u000b', 'a\u0085', 'a\ud800'])('refuses %j', (value) => {
    expect(textoMultilinha().safeParse(value).error?.issues[0]?.message).toBe(
      VALIDATION_MSG.textInvalid,
    );
  });
});

/**
 * Fields that take any JSON and are discarded by the schema's consumers (accepted for spec
 * compatibility, never read nor stored). A new opaque field must be added here on purpose.
 */
const OPAQUE_FIELDS = new Set([
  'orders.duplicateCheck body.idtipoassinatura',
  'orders.duplicateCheck body.caracteristicas',
  'orders.submit body.idtipoassinatura',
  'orders.submit body.caracteristicas',
]);

/** String formats whose own pattern leaves no room for a control character or a surrogate. */
const SAFE_FORMATS = new Set(['uuid', 'email', 'date']);

/**
 * Every leaf a request schema can hand to the API, with the path that leads to it; what is not
 * a checked text, a safe format or a non-string leaf is reported.
 */
function uncheckedLeaves(schema: z.core.$ZodType, path: string): string[] {
  // `$ZodTypes` is zod's own union of its schema kinds, discriminated by `def.type`.
  const s = schema as z.core.$ZodTypes;
  const walk = (inner: z.core.$ZodType, at = path) => uncheckedLeaves(inner, at);
  switch (s._zod.def.type) {
    case 'string': {
      const format = 'format' in s._zod.def ? s._zod.def.format : undefined;
      if (typeof format === 'string' && SAFE_FORMATS.has(format)) return [];
      return isCheckedText(s as z.ZodString) ? [] : [`${path} (plain string)`];
    }
    case 'object':
      return Object.entries(s._zod.def.shape).flatMap(([key, inner]) =>
        walk(inner, `${path}.${key}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(s._zod.def.innerType);
    case 'pipe':
      return [...walk(s._zod.def.in), ...walk(s._zod.def.out)];
    case 'union':
      return s._zod.def.options.flatMap((option) => walk(option));
    case 'array':
      return walk(s._zod.def.element, `${path}[]`);
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
    case 'transform':
      return [];
    case 'unknown':
      return OPAQUE_FIELDS.has(path) ? [] : [`${path} (unknown)`];
    default:
      // Records, tuples, lazies, any… are not used in requests yet: decide when one comes.
      return [`${path} (${s._zod.def.type}: teach this walker)`];
  }
}

const routes = Object.entries(apiRoutes).flatMap(([area, calls]) =>
  Object.entries(calls).map(([name, route]) => ({ key: `${area}.${name}`, route })),
);

describe('every string of every request is a checked text (issue 7, defect 2)', () => {
  it.each(routes)('$key', ({ key, route }) => {
    const found = (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = part in route ? (route as Record<string, unknown>)[part] : undefined;
      return schema === undefined ? [] : uncheckedLeaves(schema as z.ZodType, `${key} ${part}`);
    });
    expect(found).toEqual([]);
  });

  it('the walker sees a plain string, even deep in a pipe, union or array', () => {
    const probe = z.object({
      a: z.preprocess((v) => v, z.array(z.union([z.number(), z.string().optional()]))),
    });
    expect(uncheckedLeaves(probe, 'probe')).toEqual(['probe.a[] (plain string)']);
  });
});
