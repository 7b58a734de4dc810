import type { z } from 'zod';
import type { RoutePath } from './route-paths.ts';

/**
 * Who may call a route: anyone, a logged-in customer (`Authorization: Bearer`), anyone with
 * an optional customer session, a logged-in attendant of the supplier the path names
 * (`Authorization: Bearer` of an attendant session, spec §6 Attendant), or a logged-in sales
 * representative (`Authorization: Bearer` of tokenRepresentante, spec §6 Sales representative).
 */
export type RouteAuth =
  'public' | 'customer' | 'customer-optional' | 'attendant' | 'representative';

/**
 * One spec §7 call, end to end: its method and path (from `route-paths.ts`), the zod schemas of
 * its path parameters, query and body, the schema of its 200 reply, who may call it and its
 * OpenAPI texts. The API registers its handlers from these; the storefront's client builds its
 * requests and validates its replies with the same objects.
 */
export interface ContractRoute extends RoutePath {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  reply: z.ZodType;
  auth: RouteAuth;
  tags: readonly string[];
  summary: string;
  description?: string;
}

/** Declares one route, keeping its literal types (for the typed client and the API handlers). */
export function defineRoute<const R extends ContractRoute>(route: R): R {
  return route;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * What a caller passes for one route: path parameters (the app segment is filled by the client),
 * query and body, each as the schema's input type; keys a route does not take are absent.
 */
export type RouteInput<R extends ContractRoute> = (R['params'] extends z.ZodType
  ? object extends Omit<SchemaInput<R['params']>, 'apptoken'>
    ? { params?: Omit<SchemaInput<R['params']>, 'apptoken'> }
    : { params: Omit<SchemaInput<R['params']>, 'apptoken'> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType
    ? object extends SchemaInput<R['query']>
      ? { query?: SchemaInput<R['query']> }
      : { query: SchemaInput<R['query']> }
    : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: SchemaInput<R['body']> } : { body?: undefined });

/** The parsed 200 reply of a route. */
export type RouteReply<R extends ContractRoute> = z.output<R['reply']>;
