import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL `tsvector`, filled by a generated column (portuguese config + unaccent). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
