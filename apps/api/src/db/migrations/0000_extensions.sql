-- Full-text search in Portuguese that ignores accents ("acucar" finds "Açúcar") and fuzzy
-- suggestions. unaccent() is only STABLE, so an IMMUTABLE wrapper lets generated columns and
-- expression indexes use it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
