import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL `tsvector`, filled by a generated column (portuguese config + unaccent). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * `text COLLATE "C"`: byte-wise order, the same on PGlite and PostgreSQL whatever the server's
 * locale, so an index on the column serves `ORDER BY` on it (the listing's name order).
 */
export const textC = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});
