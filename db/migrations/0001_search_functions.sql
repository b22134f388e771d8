-- Full-text search needs accent folding and trigram similarity (both ship with PGlite and PostgreSQL).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE; generated columns and indexes need an IMMUTABLE function, so pin the dictionary.
CREATE OR REPLACE FUNCTION public.promptario_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.promptario_search_config(locale text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE locale WHEN 'pt' THEN 'pg_catalog.portuguese'::regconfig ELSE 'pg_catalog.english'::regconfig END $$;
--> statement-breakpoint
-- The weighted search document of one translation (array_to_string is only STABLE, hence the wrapper).
CREATE OR REPLACE FUNCTION public.promptario_search_document(locale text, title text, tags text[], description text, body text)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector(public.promptario_search_config(locale), public.promptario_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector(public.promptario_search_config(locale), public.promptario_unaccent(coalesce(array_to_string(tags, ' '), ''))), 'B')
      || setweight(to_tsvector(public.promptario_search_config(locale), public.promptario_unaccent(coalesce(description, ''))), 'B')
      || setweight(to_tsvector(public.promptario_search_config(locale), public.promptario_unaccent(coalesce(body, ''))), 'C')
  $$;
