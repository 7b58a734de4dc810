import fc from 'fast-check';
import type { z } from 'zod';
import { isCheckedText, type ContractRoute } from '@vitrine/contract';

/** The three parts of a request the contract's schemas describe. */
export type RequestPart = 'params' | 'query' | 'body';

/** One field a request schema accepts: where it sits and its own schema. */
export interface Leaf {
  part: RequestPart;
  /** Keys from the part's root; array elements appear as index 0. */
  path: (string | number)[];
  schema: z.core.$ZodType;
}

/** A request in parts, before it becomes a URL and a payload. */
export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
]);

/** The schema inside optional/nullable/default…: what a present value is checked against. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const s = schema as z.core.$ZodTypes;
  if (WRAPPERS.has(s._zod.def.type) && 'innerType' in s._zod.def)
    return unwrap(s._zod.def.innerType);
  return schema;
}

/** Every field of a route's params, query and body (objects and arrays entered, unions not). */
export function leavesOf(route: ContractRoute): Leaf[] {
  const visit = (part: RequestPart, schema: z.core.$ZodType, path: (string | number)[]): Leaf[] => {
    const s = unwrap(schema) as z.core.$ZodTypes;
    if (s._zod.def.type === 'object')
      return Object.entries(s._zod.def.shape).flatMap(([key, inner]) =>
        visit(part, inner, [...path, key]),
      );
    if (s._zod.def.type === 'array') return visit(part, s._zod.def.element, [...path, 0]);
    return path.length === 0 ? [] : [{ part, path, schema }];
  };
  return (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = route[part];
    return schema === undefined ? [] : visit(part, schema, []);
  });
}

/** Whether a field is free text (a `texto`/`textoMultilinha` somewhere in its schema). */
export function isTextLeaf(schema: z.core.$ZodType): boolean {
  const s = unwrap(schema) as z.core.$ZodTypes;
  switch (s._zod.def.type) {
    case 'string':
      return isCheckedText(s as z.ZodString);
    case 'pipe':
      return isTextLeaf(s._zod.def.in) || isTextLeaf(s._zod.def.out);
    case 'union':
      return s._zod.def.options.some((option) => isTextLeaf(option));
    default:
      return false;
  }
}

type Bounds = { min?: number; max?: number };

function lengthBounds(s: z.core.$ZodTypes): Bounds {
  const bounds: Bounds = {};
  for (const check of s._zod.def.checks ?? []) {
    const def = check._zod.def as {
      check: string;
      minimum?: number;
      maximum?: number;
      value?: unknown;
    };
    if (def.check === 'min_length') bounds.min = def.minimum;
    if (def.check === 'max_length') bounds.max = def.maximum;
    if (def.check === 'greater_than' && typeof def.value === 'number') bounds.min = def.value;
    if (def.check === 'less_than' && typeof def.value === 'number') bounds.max = def.value;
  }
  return bounds;
}

/**
 * Values shaped like what `schema` accepts (right types, random content, often invalid by its
 * refinements): the raw material of the fuzz, mixed with hostile values there.
 */
export function arbitraryOf(schema: z.core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  const s = schema as z.core.$ZodTypes;
  const def = s._zod.def;
  switch (def.type) {
    case 'string': {
      const format = 'format' in def ? def.format : undefined;
      if (format === 'uuid') return fc.uuid();
      if (format === 'email') return fc.emailAddress();
      if (format === 'date')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      const { max } = lengthBounds(s);
      const maxLength = Math.min((max ?? 40) + 2, 300);
      return fc.oneof(fc.string({ maxLength }), fc.string({ unit: 'binary', maxLength }));
    }
    case 'number': {
      const { min, max } = lengthBounds(s);
      return fc.oneof(
        fc.integer({
          min: Math.ceil(Math.max(min ?? -1e6, -2e9)),
          max: Math.floor(Math.min(max ?? 1e6, 2e9)),
        }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'null':
      return fc.constant(null);
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType, depth), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, depth), { nil: null });
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return arbitraryOf(def.innerType, depth);
    case 'pipe':
      // A preprocess is a pipe from a transform: generate what the transform hands on.
      return unwrap(def.in)._zod.def.type === 'transform'
        ? arbitraryOf(def.out, depth)
        : arbitraryOf(def.in, depth);
    case 'union':
      return fc.oneof(...def.options.map((option) => arbitraryOf(option, depth)));
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(arbitraryOf(def.element, depth + 1), { maxLength: 3 });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape).map(([key, inner]) => [key, arbitraryOf(inner, depth + 1)]),
        ),
      );
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A copy of `value` with `path` set to `replacement` (missing objects and arrays created). */
export function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (typeof key === 'number') {
    const copy: unknown[] = Array.isArray(value) ? [...(value as unknown[])] : [];
    copy[key] = setAt(copy[key], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  copy[key] = setAt(copy[key], rest, replacement);
  return copy;
}

/** A copy of `value` without the key at `path`. */
export function deleteAt(value: unknown, path: (string | number)[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    if (rest.length === 0) copy.splice(Number(key), 1);
    else copy[Number(key)] = deleteAt(copy[Number(key)], rest);
    return copy;
  }
  const copy: Record<string, unknown> = { ...value };
  if (rest.length === 0) delete copy[String(key)];
  else copy[String(key)] = deleteAt(copy[String(key)], rest);
  return copy;
}

/** A query value as it travels: strings as they are, anything else as JSON text. */
const queryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One path segment, percent-encoded; a lone surrogate (not encodable) as its raw UTF-8 bytes. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** The URL of a request: path parameters encoded into one segment each (even empty), then the query. */
export function urlOf(route: ContractRoute, parts: RequestParts): string {
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    segment(queryText(parts.params[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query))
    if (value !== undefined) search.append(key, queryText(value));
  const qs = search.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}
